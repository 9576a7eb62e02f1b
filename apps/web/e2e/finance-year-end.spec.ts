import { expect, test } from '@playwright/test';
import { isPhone, loginAndOpen } from './admin-members-helpers';
import { downloadedText, FINANCE_ADMIN, FULL_PLUS_ADMIN, takaOf } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The year-end statements: Finance_Access reads the four statements of the last ended year from the demo
 * books (the balance sheet and the trial balance balance on screen), downloads one as CSV, and finds no way to
 * close a year; Full_Access+ finds the demo's 2025-26 closed and audited, its adoption the next step, and
 * leaves it (journeys share one database: year-life.spec.ts records the adoption on a server of its own).
 */
test('Finance_Access reads the statements of a year, they balance, and one downloads as CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, 'Year-end');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Year-end statements');
  const receipts = page.getByRole('table', { name: 'Receipts and payments' });
  await expect(receipts.getByRole('row', { name: /^Total receipts/ })).toBeVisible();

  const amountOf = async (table: string, row: string, column = 1) =>
    takaOf(
      await page
        .getByRole('table', { name: table })
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .getByRole('cell')
        .nth(column - 1)
        .innerText(),
    );
  expect(await amountOf('Balance sheet', 'Total assets')).toBe(
    await amountOf('Balance sheet', 'Total liabilities and funds'),
  );
  expect(await amountOf('Trial balance', 'Total', 1)).toBe(await amountOf('Trial balance', 'Total', 2));
  await expect(page.getByRole('button', { name: /^Close the year/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /opening balances/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Receipts and payments (CSV)' }).click();
  const csv = await downloadedText(await download);
  expect(csv).toContain('Total receipts');
  expect(csv).toMatch(/Total closing balance,-?\d+\.\d{2}/);

  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`year-end-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // A figure with entries behind it opens exactly those entries, and the list's total is the figure.
  const contributions = await amountOf('Receipts and payments', 'Monthly contributions');
  const expenseRow = receipts.getByRole('row', { name: /^Expense: / }).first();
  const expense = takaOf(await expenseRow.getByRole('cell').first().innerText());
  const source = (await expenseRow.getByRole('rowheader').innerText()).replace(/^Expense: /, '');
  await receipts
    .getByRole('row', { name: /^Monthly contributions/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(
    /\/Registers\?register=cash-book&from=\d{4}-07-01&to=\d{4}-06-30&kind=contribution$/,
  );
  await expect(page.getByLabel('Entries', { exact: true })).toHaveValue('contribution');
  const listed = page.getByText(/^Listed, every page: receipts ৳[\d,]+\.\d\d, payments ৳0\.00\.$/);
  await expect(listed).toBeVisible();
  expect(takaOf((await listed.innerText()).split(', payments')[0]!)).toBe(contributions);
  await expectAccessible(page);

  await page.goBack();
  await receipts
    .getByRole('row', { name: new RegExp(`^Expense: ${source}`) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(
    /\/FinancialExpenses\?type=Expense&source=.+&from=\d{4}-07-01&to=\d{4}-06-30$/,
  );
  await expect(page.getByLabel('Source', { exact: true })).toHaveValue(source);
  const selected = page.getByText(
    /^The entries selected, every page: income ৳0\.00, expense ৳[\d,]+\.\d\d\.$/,
  );
  await expect(selected).toBeVisible();
  expect(takaOf((await selected.innerText()).split('expense ')[1]!)).toBe(expense);
  await expectAccessible(page);
});

test('Full_Access+ finds the opening balances locked and the demo year audited, its adoption the next step, and leaves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Year-end');
  await expect(page.getByRole('table', { name: 'Balance sheet' })).toBeVisible();
  // The demo's 2025-26 is closed and audited (docs/year-end.md): the opening balances no longer change.
  await expect(
    page.getByText('A year is closed, so the opening balances can no longer change.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /opening balances$/ })).toHaveCount(0);
  await page.getByLabel('Financial year', { exact: true }).selectOption('2025');
  const life = page.getByRole('region', { name: 'The life of the year 2025-26' });
  await expect(life.locator('[aria-current="step"]')).toHaveText('Audited');
  await expect(life.getByRole('button', { name: 'Record the adoption' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Close the year/ })).toHaveCount(0);
  await expectAccessible(page);
});
