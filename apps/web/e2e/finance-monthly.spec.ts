import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addMonths, monthInDhaka, monthLabel, todayInDhaka } from '@samity/domain';
import { loginAndOpen } from './admin-members-helpers';
import { columnValue } from './finance-screens-helpers';
import { expectAccessible } from './public-helpers';

/**
 * /FinancialMonthly as the Finance_Access demo admin. The demo seed has books up to the current month; the
 * book journey creates the book of a future month of its own (current + 3 on the desktop, + 2 on the phone:
 * the widths never meet, even on one server), so it depends on no other journey and no other journey on it.
 */
const FINANCE = { phone: '01711000003', password: 'demo-finance-2026' };
const MENU_LINK = 'Monthly Contributions';

/** The month it is in Dhaka (UTC+6 all year), as the page and the server count it. */
function dhakaMonth(delta = 0): string {
  return monthLabel(addMonths(monthInDhaka(), delta));
}
const dhakaToday = () => todayInDhaka();

/** How many active members there are, counted through the public list (100 at a time). */
async function activeMemberCount(page: Page): Promise<number> {
  let total = 0;
  for (let offset = 0; ; offset += 100) {
    const answer = await page.request.get(`/api/members?limit=100&offset=${offset}`);
    expect(answer.status()).toBe(200);
    const batch = (await answer.json()) as unknown[];
    total += batch.length;
    if (batch.length < 100) return total;
  }
}

/** "৳1,20,000.00" written the page's way (lakh grouping, two decimals). */
function taka(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `৳${head ? `${head},` : ''}${whole.slice(-3)}.${fraction}`;
}

const summary = (page: Page, month: string) => page.getByRole('region', { name: `Summary of ${month}` });
const figure = (region: Locator, term: string) =>
  region.locator('.summary-block').filter({ hasText: term }).locator('dd');

test('Finance_Access creates a future month’s book, records payments and confirms an overpayment', async ({
  page,
}, testInfo) => {
  // A long journey (two axe runs with the dialog open) on a machine shared by the other journeys.
  test.setTimeout(120_000);
  const month = dhakaMonth(testInfo.project.name === 'desktop' ? 3 : 2);
  await loginAndOpen(page, FINANCE.phone, FINANCE.password, MENU_LINK);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monthly Contributions');
  // The selector starts at the current month and offers the 8 before it and the 3 after it.
  const selector = page.getByLabel('Month', { exact: true });
  await expect(selector).toHaveValue(dhakaMonth());
  await expect(selector.locator('option')).toHaveText(
    Array.from({ length: 12 }, (_, i) => dhakaMonth(i - 8)),
  );
  await selector.selectOption(month);
  await expect(page).toHaveURL(new RegExp(`month=${month}`));

  // No book yet: the prompt, the rule about later members, and no PDF to download.
  await expect(page.getByRole('heading', { name: "This month's book isn't created yet." })).toBeVisible();
  await expect(
    page.getByText('Members who join after a book is created are billed from the next book.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  const amount = page.getByLabel('Contribution amount (৳)');
  await page.getByRole('button', { name: 'Create Book' }).click();
  await expect(page.getByText('Enter a valid contribution amount')).toBeVisible();
  await amount.fill('12.345');
  await page.getByRole('button', { name: 'Create Book' }).click();
  await expect(page.getByText('Enter a valid contribution amount')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const members = await activeMemberCount(page);
  expect(members).toBeGreaterThan(25);
  // A month that has not started: the book bills everyone ahead, so it asks first, saying how many.
  await expect(page.getByText(`${month} has not started yet`)).toBeVisible();
  await amount.fill('750');
  await page.getByRole('button', { name: 'Create Book' }).click();
  const ahead = page.getByRole('dialog', { name: `Create the book of ${month} ahead?` });
  await expect(ahead).toContainText(`bills ${members} members for a month that has not started`);
  await expectAccessible(page);
  await ahead.getByRole('button', { name: 'Cancel' }).click();
  await expect(ahead).toBeHidden();
  await expect(page.getByRole('heading', { name: "This month's book isn't created yet." })).toBeVisible();
  await amount.fill('750');
  await page.getByRole('button', { name: 'Create Book' }).click();
  await ahead.getByRole('button', { name: 'Create the book ahead' }).click();
  const created = page.getByRole('status').filter({ hasText: 'Book created' });
  await expect(created).toHaveText(`Book created for ${month}: ${members} members billed.`);
  await expect(created).toBeFocused();

  // Every active member has a row with the book's amount; nothing is paid yet.
  const sums = summary(page, month);
  await expect(figure(sums, 'Total Collectable')).toHaveText(taka(750 * members));
  await expect(figure(sums, 'Total Collected')).toHaveText('৳0.00');
  await expect(figure(sums, 'Paid by')).toHaveText('0 members');
  await expect(page.getByText('Contribution per member: ৳750.00')).toBeVisible();
  await expect(page.getByRole('note')).toContainText(`Upcoming. ${month} has not started`);
  await expect(page.getByText(`${members} members found`)).toBeVisible();
  const table = page.getByRole('table', { name: `Contributions of ${month}` });
  await expect(page.getByRole('navigation', { name: `Pages of Contributions of ${month}` })).toContainText(
    `1–25 of ${members}`,
  );
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(26);
  for (const cell of await table.locator('tbody tr td:nth-child(5)').allTextContents())
    expect(cell).toBe('৳750.00');
  await expect(table.locator('tbody tr td:nth-child(4)').first()).toHaveText(month);

  // One member's row, found by the search.
  const first = rows.nth(1);
  const memberNo = (await first.locator('td').first().textContent())!;
  const name = (await first.locator('td').nth(1).textContent())!;
  await page.getByLabel('Search by member no or name', { exact: true }).fill(name);
  await page.getByLabel('Search by member no or name', { exact: true }).press('Enter');
  const row = rows.filter({ has: page.getByRole('cell', { name: memberNo, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').last()).toHaveText('৳750.00');
  await expect(row.locator('td').last()).not.toContainText('PAID');

  await row.getByRole('button', { name: `৳0.00, payments of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payments of ${name}, ${month}` });
  await expect(dialog.getByText('No payments yet.')).toBeVisible();
  await expect(dialog.getByText('Payable ৳750.00 · Paid ৳0.00 · Due ৳750.00')).toBeVisible();
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(
    dhakaToday().split('-').reverse().join('/'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('.field-error')).toHaveText([
    'Choose a method',
    'Enter an amount in taka, more than 0, with at most two decimals',
  ]);
  await expect(dialog.getByLabel('Method')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await dialog.getByLabel('Method').selectOption('cash');
  await dialog.getByLabel('Note').fill('First half');
  await dialog.getByLabel('Amount').fill('300');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Payment of ৳300.00 saved.');
  const payments = dialog.getByRole('table', { name: 'Payments' });
  // The payments' own rows: a payment's details (the note, where it does not fit) open as a row of their own.
  const paid = payments.getByRole('row').filter({ has: page.locator('td[data-label="Amount"]') });
  await expect(paid).toHaveCount(1);
  await expect(await columnValue(paid.first(), 'Method')).toHaveText('Cash');
  await expect(await columnValue(paid.first(), 'Note')).toHaveText('First half');
  await expect(await columnValue(paid.first(), 'Amount')).toHaveText('৳300.00');
  await expect(dialog.getByText('Payable ৳750.00 · Paid ৳300.00 · Due ৳450.00')).toBeVisible();
  await expect(figure(sums, 'Total Collected')).toHaveText('৳300.00');
  await expect(figure(sums, 'Paid by')).toHaveText('0 members');
  // Each payment has its receipt, a PDF.
  const receipt = payments.getByRole('link', { name: /^Receipt R-\d{4}-\d+, PDF$/ });
  const receiptFile = await page.request.get((await receipt.getAttribute('href'))!);
  expect(receiptFile.status()).toBe(200);
  expect(receiptFile.headers()['content-type']).toContain('application/pdf');

  // More than what is still due: the treasurer is asked, with the amount due; Cancel records nothing.
  await dialog.getByLabel('Method').selectOption('bkash');
  await dialog.getByLabel('Amount').fill('450.01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const overpay = page.getByRole('dialog', { name: 'More than the member owes' });
  await expect(overpay).toContainText(
    'This payment is more than the 450 taka still due for the month. Confirm to record it.',
  );
  await expectAccessible(page);
  await overpay.getByRole('button', { name: 'Cancel' }).click();
  await expect(overpay).toBeHidden();
  await expect(dialog).toBeVisible();
  // Declined, the form keeps what was typed, to be corrected.
  await expect(dialog.getByLabel('Amount')).toHaveValue('450.01');
  await expect(dialog.getByLabel('Method')).toHaveValue('bkash');
  await expect(paid).toHaveCount(1);
  await expect(dialog.getByText('Payable ৳750.00 · Paid ৳300.00 · Due ৳450.00')).toBeVisible();
  await expect(figure(sums, 'Total Collected')).toHaveText('৳300.00');

  // Confirmed, the payment above the due is recorded and settles the month: PAID, in words as well as green.
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await overpay.getByRole('button', { name: 'Record it anyway' }).click();
  await expect(overpay).toBeHidden();
  await expect(dialog.getByRole('status')).toHaveText('Payment of ৳500.00 saved.');
  await expect(dialog.getByText('This month is fully paid.')).toBeFocused();
  await expect(paid).toHaveCount(2);
  await expect(dialog.getByText('Payable ৳750.00 · Paid ৳800.00 · Due ৳0.00 PAID')).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `৳800.00, payments of ${name}` })).toBeFocused();
  await expect(row.locator('td').last()).toHaveText('৳0.00 PAID');
  await expect(row.locator('td').first()).toHaveCSS('background-color', 'rgb(230, 244, 234)');
  await expect(figure(sums, 'Total Collected')).toHaveText('৳800.00');
  await expect(figure(sums, 'Paid by')).toHaveText('1 member');

  // The chart's totals leave out a month that has not started: its book is no debt yet.
  const chart = page.getByRole('figure', { name: `Collectable and collected, the 12 months up to ${month}` });
  await expect(
    chart.getByRole('img', { name: `Collectable and collected, the 12 months up to ${month}` }),
  ).toBeVisible();
  await chart.getByText('Show as table').click();
  const figures = chart.getByRole('table');
  await expect(figures.getByRole('row')).toHaveCount(13);
  await expect(figures.getByRole('row').last()).toHaveText(`${month}৳0.00৳0.00`);

  // The printable book.
  const pdf = page.getByRole('link', { name: 'Download PDF' });
  const href = (await pdf.getAttribute('href'))!;
  // In the page's language (Bengali pages ask for the Bengali book).
  expect(href).toBe(`/api/finance/monthly-book.pdf?month=${month}&lang=en`);
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});

test('the current month: paged, searched on the server, unpaid only, CSV of the rows found, one arrears list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const month = dhakaMonth();
  await loginAndOpen(page, FINANCE.phone, FINANCE.password, MENU_LINK);
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
  const table = page.getByRole('table', { name: `Contributions of ${month}` });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();

  // Paid rows say PAID and are green; owing rows show what is due and are red.
  const paid = table.getByRole('row').filter({ hasText: 'PAID' });
  const owing = table.locator('tbody tr').filter({ hasNotText: 'PAID' });
  await expect(paid.first().locator('td').first()).toHaveCSS('background-color', 'rgb(230, 244, 234)');
  await expect(owing.first().locator('td').first()).toHaveCSS('background-color', 'rgb(253, 236, 234)');

  // The book comes a page at a time, not every row at once.
  await expect(page.getByRole('navigation', { name: `Pages of Contributions of ${month}` })).toContainText(
    /1–25 of \d+/,
  );
  await expect(table.locator('tbody tr')).toHaveCount(25);
  // Unpaid only: every row shown owes something.
  await page.getByLabel('Unpaid only').check();
  await expect(table.locator('tbody tr').filter({ hasText: 'PAID' })).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Unpaid only').uncheck();

  // The search narrows the table, and the CSV holds exactly the rows found.
  const memberNo = (await owing.first().locator('td').first().textContent())!;
  const search = page.getByLabel('Search by member no or name', { exact: true });
  await search.fill(memberNo);
  await search.press('Enter');
  await expect(page.getByText('1 member found')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('Member No,Name,Phone,Month,Payable,Payment,Due');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(new RegExp(`^${memberNo},.*,${month},\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2}$`));
  await search.fill('no member has this name');
  await search.press('Enter');
  await expect(page.getByText('No matching members found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // The chart, and its figures as a table for whoever cannot see it.
  const title = `Collectable and collected, the 12 months up to ${month}`;
  const chart = page.getByRole('figure', { name: title });
  await expect(chart.getByRole('img', { name: title })).toBeVisible();
  const figures = chart.getByRole('table', { name: title });
  await expect(figures).toBeHidden();
  await chart.getByText('Show as table').click();
  await expect(figures.getByRole('row')).toHaveCount(13);
  await expect(figures.getByRole('row').first()).toHaveText('MonthCollectableCollected');
  await expect(figures.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(dhakaMonth(-11));

  // One arrears list, with the reminders as its actions (no second list of the same members).
  const arrears = page.getByRole('region', { name: 'Members in arrears' });
  await expect(page.getByRole('region', { name: 'Dues reminders' })).toHaveCount(0);
  const owingTable = arrears.getByRole('table', { name: 'Members owing monthly contributions' });
  await expect(owingTable.getByRole('row').nth(1)).toBeVisible();
  await expect(arrears.getByText(/^\d+ members? owes? ৳[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(arrears.getByRole('button', { name: /^Send to all \d+ with arrears$/ })).toBeVisible();
  const debtor = (await owingTable.locator('tbody tr').first().locator('td').first().textContent())!;
  const arrearsSearch = arrears.getByLabel('Search the arrears by member no or name');
  await arrearsSearch.fill(debtor);
  await arrearsSearch.press('Enter');
  await expect(arrears.getByText(/^1 member owes ৳[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(owingTable.locator('tbody tr')).toHaveCount(1);
  await expect(
    owingTable.getByRole('button', { name: new RegExp(`^Remind .* \\(${debtor}\\)$`) }),
  ).toBeVisible();
  await expectAccessible(page);
});
