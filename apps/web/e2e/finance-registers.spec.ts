import { expect, test } from '@playwright/test';
import { isPhone, loginAndOpen } from './admin-members-helpers';
import { downloadedText, FINANCE_ADMIN, FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The statutory registers: Finance_Access reads the member register, the deposit register (its closing
 * members' deposits) and the cash book of the demo books, downloads one as CSV, is told when a range runs
 * backwards, and finds the year-end pack; Full_Access+ also finds the resolution register's link.
 */
test('Finance_Access reads the three registers, downloads one and is told about a backwards range', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FINANCE_ADMIN.phone, FINANCE_ADMIN.password, 'Registers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registers');
  const members = page.getByRole('table', { name: 'Member register' });
  await expect(members.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Open the resolution register')).toHaveCount(0);

  // A year and more of the demo books.
  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill('');
  await from.pressSequentially('01072024');
  await page.getByRole('radio', { name: 'Deposit register' }).check();
  await expect(
    page.getByText(/^Members' deposits at the end of \d{1,2} \w+ \d{4}: ৳[\d,]+\.\d\d$/),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Deposit register' }).or(page.getByText('No deposits in this period.')),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV', exact: true }).click();
  const csv = await downloadedText(await download);
  expect(csv).toContain("Members' deposits at the end,");
  expect(csv).toContain('Date,Member No,Name,Source,Method,Amount');

  await page.getByRole('radio', { name: 'Cash book' }).check();
  await expect(page.getByRole('table', { name: 'Cash book' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF (Bengali)' })).toHaveAttribute(
    'href',
    /^\/api\/registers\/files\/cash-book\.pdf\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&lang=bn$/,
  );
  await expect(page.getByRole('link', { name: 'Download the pack (Bengali PDFs)' })).toHaveAttribute(
    'href',
    /^\/api\/year-end\/pack\?year=\d{4}&lang=bn$/,
  );

  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`registers-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await from.fill('');
  await from.pressSequentially('01012099');
  await expect(page.getByRole('alert')).toHaveText('Correct the dates above to see the register.');
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cash book' })).toHaveCount(0);
});

test('Full_Access+ finds the resolution register from the registers', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Registers');
  await expect(page.getByRole('table', { name: 'Member register' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'Open the resolution register' }).click();
  await expect(page).toHaveURL(/\/ResolutionRegister$/);
});
