import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * Paying a monthly contribution with bKash, end to end against the local bKash sandbox the server starts
 * (no real money): the member's Pay Now, the sandbox's payer pages, the dashboard's result and receipt; then
 * the finance desk's /GatewayPayments (the payment, Run check, a refund that makes the month due again).
 * Payments and refunds change the demo figures other journeys count, so these run on a server of their own
 * (e2e/serve.mjs on another port, fresh database, demo seed), one per project.
 */
const MEMBER = { no: '1001', password: 'demo-member-one' };
const FINANCE = { phone: '01711000003', password: 'demo-finance-2026' };
const WALLET = '01770618575';
const CODE = '123456';
const PIN = '12121';

/** A server of the journeys' own on port, with bKash (the sandbox) or without any online payment. */
const serve = (port: number, bkash: boolean, use: (url: string) => Promise<void>) =>
  withJourneyServer(port, { BKASH_SANDBOX: String(bkash) }, use);

const test = base.extend<object, { paymentsServerUrl: string; offlineServerUrl: string }>({
  paymentsServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      serve(BASE_PORT + 40 + (workerInfo.project.name === 'mobile' ? 1 : 0), true, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  offlineServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      serve(BASE_PORT + 42 + (workerInfo.project.name === 'mobile' ? 1 : 0), false, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ paymentsServerUrl }, use) => use(paymentsServerUrl),
});

// The refund needs the payment the first journey made.
test.describe.configure({ mode: 'serial' });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function loginMember(page: Page) {
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(MEMBER.no);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
}

async function loginFinance(page: Page, menuLink: string) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FINANCE.phone);
  await page.getByLabel('Password').fill(FINANCE.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await openFromMenu(page, menuLink);
}

async function openFromMenu(page: Page, menuLink: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Admin menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: menuLink, exact: true })
    .click();
}

/** bKash's (the sandbox's) payer pages, in this tab: the wallet, the code and the PIN. */
async function payAtSandbox(page: Page) {
  await page.getByLabel('Your bKash account number').fill(WALLET);
  await expect(page.getByText('bKash SANDBOX — no real money')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Enter verification code').fill(CODE);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Enter PIN of your bKash account').fill(PIN);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

const monthlyTable = (page: Page) => page.getByRole('table', { name: 'Monthly contribution statement' });
/** A monthly statement row by its month ("May-2026"). */
const monthRow = (page: Page, month: string) =>
  monthlyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: month, exact: true }) });

/** The month the journey paid, shared by the journeys of one project (they run in order). */
let paidMonth = '';

test('a member pays an unpaid month with bKash and gets a receipt', async ({ page }) => {
  test.setTimeout(150_000);
  await loginMember(page);
  const table = monthlyTable(page);
  await expect(table).toBeVisible();
  // Paid months keep PAID and have no Pay Now; the first unpaid month is paid.
  const payNow = table.getByRole('button', { name: /^Pay Now / });
  await expect(payNow.first()).toBeVisible();
  const label = (await payNow.first().textContent()) ?? '';
  paidMonth = label.replace(/^Pay Now\s*/, '').trim();
  expect(paidMonth).toMatch(/^[A-Z][a-z]+-\d{4}$/);
  const row = monthRow(page, paidMonth);
  const due = (await row.getByRole('cell').nth(3).textContent())?.trim() ?? '';
  expect(due).toMatch(/^৳[\d,]+\.\d{2}$/);
  await expect(row.getByText('DUE', { exact: true })).toBeVisible();
  for (const paid of await table.getByRole('row').filter({ hasText: 'PAID' }).all())
    await expect(paid.getByRole('button', { name: /Pay Now/ })).toHaveCount(0);

  await payNow.first().click();
  const dialog = page.getByRole('dialog', { name: 'Pay monthly contribution' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sandbox — no real money')).toBeVisible();
  const amount = dialog.getByLabel('Amount');
  await expect(amount).toHaveValue(due);
  await expect(amount).toHaveAttribute('readonly', '');
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toHaveValue(`Monthly Contribution for: ${paidMonth}`);
  await expect(reason).toHaveAttribute('readonly', '');
  const method = dialog.getByLabel('Payment method');
  await expect(method.locator('option')).toHaveText(['Choose a payment method', 'bKash']);
  await expectAccessible(page);
  // The method is required.
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(dialog.getByText('Choose a payment method', { exact: true }).last()).toBeVisible();
  await expect(method).toHaveAttribute('aria-invalid', 'true');
  await method.selectOption('bkash');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  await payAtSandbox(page);

  // Back on the dashboard: the message, the month PAID, and the receipt.
  await expect(page).toHaveURL(/\/MemberDashboard\?payment=paid&receipt=\d+$/);
  const result = page.locator('.payment-result');
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(result.getByText('Payment successful.')).toBeVisible();
  await expect(monthRow(page, paidMonth).getByText('PAID', { exact: true })).toBeVisible();
  await expect(monthRow(page, paidMonth).getByRole('button', { name: /Pay Now/ })).toHaveCount(0);
  const receiptLink = result.getByRole('link', { name: 'Download receipt (PDF)' });
  const href = (await receiptLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/receipts\/\d+\.pdf\?lang=en$/);
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const download = page.waitForEvent('download');
  await receiptLink.click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}-en\.pdf$/);

  // Dismissed, the message and the address's parameters go.
  await result.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(result).toBeEmpty();

  // The receipts list (in the Statements section): the new payment first, online, with its PDFs in both
  // languages.
  await openSection(page, 'Statements');
  const receipts = page.getByRole('table', { name: 'Payment receipts' });
  const first = receipts.getByRole('row').nth(1);
  await expect(first).toContainText(paidMonth);
  await expect(first).toContainText('Online');
  await expect(first).toContainText('bKash');
  // Paid through the embedded sandbox: marked as such, so nobody takes it for real money.
  await expect(first).toContainText('Sandbox (no real money)');
  const bangla = first.getByRole('link', { name: /^PDF \(Bangla\)/ });
  const bn = await page.request.get((await bangla.getAttribute('href')) ?? '');
  expect(bn.status()).toBe(200);
  expect(bn.headers()['content-type']).toBe('application/pdf');
});

test('a cancelled payment records nothing and says so', async ({ page }) => {
  test.setTimeout(90_000);
  await loginMember(page);
  const payNow = monthlyTable(page).getByRole('button', { name: /^Pay Now / });
  // Every month may be paid by now; the message of a cancel is then shown from the address alone.
  if ((await payNow.count()) > 0) {
    const month = ((await payNow.first().textContent()) ?? '').replace(/^Pay Now\s*/, '').trim();
    await payNow.first().click();
    const dialog = page.getByRole('dialog', { name: 'Pay monthly contribution' });
    await dialog.getByLabel('Payment method').selectOption('bkash');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByLabel('Your bKash account number').fill(WALLET);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/MemberDashboard\?payment=cancelled$/);
    await expect(page.locator('.payment-result').getByText('Payment cancelled.')).toBeVisible();
    await expect(monthRow(page, month).getByText('DUE', { exact: true })).toBeVisible();
  } else {
    await page.goto('/MemberDashboard?payment=failed');
    await expect(page.locator('.payment-result').getByText('Payment failed.')).toBeVisible();
  }
});

test('the finance desk sees the payment, runs the check and refunds it: the month is due again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  expect(paidMonth).not.toBe('');
  await loginFinance(page, 'Online Payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Online Payments' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Online payments' });
  const completed = table.getByRole('row').filter({ hasText: 'Completed' }).filter({ hasText: paidMonth });
  await expect(completed).toHaveCount(1);
  await expect(completed).toContainText('1001');
  await expect(completed).toContainText('Sandbox (no real money)');
  await expect(completed.getByRole('link', { name: /^PDF \(English\)/ })).toBeVisible();
  await expectAccessible(page);

  // The status filter asks the server for that status only.
  const filter = page.getByLabel('Status');
  await filter.selectOption('cancelled');
  await expect(table.getByRole('row').filter({ hasText: 'Completed' })).toHaveCount(0);
  await filter.selectOption('');
  await expect(completed).toHaveCount(1);

  // Run check: bKash is asked about the open payments; the counts are shown.
  await page.getByRole('button', { name: 'Run check' }).click();
  await expect(
    page.getByText(/^Checked \d+ open payments?: \d+ completed, \d+ expired, \d+ failed\.$/),
  ).toBeVisible();

  // Refund: a reason is required, then a confirmation; declining keeps the reason and changes nothing.
  await completed.getByRole('button', { name: /^Refund/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Refund ৳[\d,]+\.\d{2} to / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  await expect(dialog.getByText('Give a reason for the refund')).toBeVisible();
  await dialog.getByLabel('Reason for the refund').fill('Paid twice: the member paid at the office too');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund this payment?' });
  await expect(confirm).toContainText(`${paidMonth} becomes due again`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Reason for the refund')).toHaveValue(
    'Paid twice: the member paid at the office too',
  );
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(
    page.getByText(new RegExp(`^Refunded ৳[\\d,]+\\.\\d{2} to .+; ${paidMonth} is due again\\.$`)),
  ).toBeVisible();
  await expect(completed).toContainText('Refunded');
  await expect(completed.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  // The monthly page shows the member's row of that month unpaid again.
  await openFromMenu(page, 'Monthly Contributions');
  await page.getByLabel('Month', { exact: true }).selectOption(paidMonth);
  const search = page.getByLabel('Search by member no or name', { exact: true });
  await search.fill('1001');
  await search.press('Enter');
  const book = page.getByRole('table', { name: `Contributions of ${paidMonth}` });
  const memberRow: Locator = book
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '1001', exact: true }) });
  await expect(memberRow).toHaveCount(1);
  await expect(memberRow).not.toContainText('PAID');
});

test('the finance desk reverses a payment recorded in error: a reason first, the month due again, no money moved', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A payment of its own: the member pays the oldest unpaid month again.
  await loginMember(page);
  const payNow = monthlyTable(page).getByRole('button', { name: /^Pay Now / });
  const month = ((await payNow.first().textContent()) ?? '').replace(/^Pay Now\s*/, '').trim();
  expect(month).toMatch(/^[A-Z][a-z]+-\d{4}$/);
  await payNow.first().click();
  const pay = page.getByRole('dialog', { name: 'Pay monthly contribution' });
  await pay.getByLabel('Payment method').selectOption('bkash');
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await payAtSandbox(page);
  await expect(page).toHaveURL(/\/MemberDashboard\?payment=paid&receipt=\d+$/);
  await page.context().clearCookies();

  await loginFinance(page, 'Online Payments');
  const table = page.getByRole('table', { name: 'Online payments' });
  const reverseButton = { name: /^Reverse/ };
  // Only the new payment offers Reverse for that month: a refunded one has nothing left to take back.
  const payment = table
    .getByRole('row')
    .filter({ hasText: 'Completed' })
    .filter({ hasText: month })
    .filter({ has: page.getByRole('button', reverseButton) });
  await expect(payment).toHaveCount(1);
  await payment.getByRole('button', reverseButton).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse this entry?' });
  await expect(dialog).toContainText(`The bKash payment of ৳`);
  await expect(dialog).toContainText(`for ${month} stays in the books as it is`);
  // The reason is required, shown beside its field; nothing is reversed without it.
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(dialog.getByText('Give the reason for the reversal.')).toBeVisible();
  await expect(dialog.getByLabel('Reason for the reversal')).toHaveAttribute('aria-invalid', 'true');
  if (isPhone(page)) expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await dialog.getByLabel('Reason for the reversal').fill('Recorded against the wrong member');
  await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      new RegExp(
        `^Reversed the bKash payment of ৳[\\d,]+\\.\\d{2} by .+; ${month} is due again\\. No money moved`,
      ),
    ),
  ).toBeVisible();
  // Marked reversed, no Reverse any more; the money itself can still go back through a refund.
  const reversed = table.getByRole('row').filter({ hasText: 'Reversed' }).filter({ hasText: month });
  await expect(reversed).toHaveCount(1);
  await expect(reversed.getByRole('button', reverseButton)).toHaveCount(0);
  await expect(reversed.getByRole('button', { name: /^Refund/ })).toHaveCount(1);
  await expectAccessible(page);

  // The monthly page shows the member's row of that month unpaid again.
  await openFromMenu(page, 'Monthly Contributions');
  await page.getByLabel('Month', { exact: true }).selectOption(month);
  const search = page.getByLabel('Search by member no or name', { exact: true });
  await search.fill('1001');
  await search.press('Enter');
  const memberRow = page
    .getByRole('table', { name: `Contributions of ${month}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '1001', exact: true }) });
  await expect(memberRow).toHaveCount(1);
  await expect(memberRow).not.toContainText('PAID');
});

test('without online payment the dialog says so and offers no Pay button @mobile-only', async ({
  page,
  offlineServerUrl,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${offlineServerUrl}/MemberLogin`);
  await page.getByLabel('Member No').fill(MEMBER.no);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await monthlyTable(page)
    .getByRole('button', { name: /^Pay Now / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pay monthly contribution' });
  await expect(dialog.getByText('Online payment is not available right now.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel('Payment method')).toHaveCount(0);
  await expect(dialog.getByText('Sandbox — no real money')).toHaveCount(0);
  await expectAccessible(page);
  // The dialog's own Close (beside the × in its corner, also named Close).
  await dialog.locator('.form-actions').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});
