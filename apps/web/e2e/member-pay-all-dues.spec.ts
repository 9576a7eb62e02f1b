import { test as base, expect, type Page } from '@playwright/test';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { expectAccessible } from './public-helpers';

/**
 * "Pay all dues", end to end against the local bKash sandbox (no real money): a demo member with several
 * unpaid months sees them first in the statement and the summary's "Pay all dues (N months, ৳X)", pays them
 * in one bKash payment through the sandbox's pages, then sees every month PAID and one receipt listing the
 * months. The payment changes the demo figures other journeys count, so it runs on a server of its own.
 */
const MEMBERS = [
  { no: '1001', password: 'demo-member-one' },
  { no: '1002', password: 'demo-member-two' },
];
const WALLET = '01770618575';
const CODE = '123456';
const PIN = '12121';

const test = base.extend<object, { payAllServerUrl: string }>({
  payAllServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(
        BASE_PORT + 44 + (workerInfo.project.name === 'mobile' ? 1 : 0),
        { BKASH_SANDBOX: 'true' },
        use,
      ),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ payAllServerUrl }, use) => use(payAllServerUrl),
});

const monthlyTable = (page: Page) => page.getByRole('table', { name: 'Monthly contribution statement' });
const payAll = (page: Page) => page.getByRole('button', { name: /^Pay all dues \(\d+ months, ৳[\d,.]+\)$/ });

async function login(page: Page, member: (typeof MEMBERS)[number]) {
  await page.context().clearCookies();
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(member.no);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(monthlyTable(page)).toBeVisible();
}

/** Logs in the first demo member who owes several months (the demo's year of books gives them arrears). */
async function loginOwingSeveral(page: Page) {
  for (const member of MEMBERS) {
    await login(page, member);
    if ((await payAll(page).count()) > 0) return;
  }
  throw new Error('No demo member with known password owes several months');
}

test('a member with several unpaid months sees them first and pays them all in one bKash payment', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginOwingSeveral(page);
  const button = payAll(page);
  const [, count = '', total = ''] =
    /\((\d+) months, (৳[\d,.]+)\)/.exec((await button.textContent()) ?? '') ?? [];
  const months = Number(count);
  expect(months).toBeGreaterThan(1);
  await expect(page.getByText('Months with dues', { exact: true }).locator('..')).toContainText(count);

  // Dues first: the first rows of page 1 are the unpaid months, each with Pay Now.
  const rows = monthlyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const dueMonths: string[] = [];
  for (let i = 0; i < months; i++) {
    const row = rows.nth(i);
    await expect(row.getByText('DUE', { exact: true })).toBeVisible();
    dueMonths.push(((await row.getByRole('cell').first().textContent()) ?? '').trim());
  }
  await expect(rows.nth(months).getByText('PAID', { exact: true })).toBeVisible();
  // The button is on the screen, never off to the side (375 px included).
  const box = await button.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Pay all dues' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toHaveValue(total);
  const reason = dialog.getByLabel('Reason');
  for (const month of dueMonths) await expect(reason).toHaveValue(new RegExp(month));
  await dialog.getByLabel('Payment method').selectOption('bkash');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

  // The sandbox's payer pages: one payment for all the months.
  await page.getByLabel('Your bKash account number').fill(WALLET);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Enter verification code').fill(CODE);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Enter PIN of your bKash account').fill(PIN);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/MemberDashboard\?payment=paid&receipt=\d+$/);
  await expect(page.locator('.payment-result').getByText('Payment successful.')).toBeVisible();
  await expect(payAll(page)).toHaveCount(0);
  await expect(page.getByText('Months with dues', { exact: true }).locator('..')).toContainText('0');
  for (const month of dueMonths)
    await expect(
      monthlyTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: month, exact: true }) })
        .getByText('PAID', { exact: true }),
    ).toBeVisible();

  // One receipt, listing every month paid (the receipts are in the Statements section).
  await page.getByRole('tab', { name: 'Statements' }).click();
  const receipt = page.getByRole('table', { name: 'Payment receipts' }).getByRole('row').nth(1);
  for (const month of dueMonths) await expect(receipt).toContainText(month);
  await expect(receipt).toContainText('Online');
  const pdf = await page.request.get(
    (await receipt.getByRole('link', { name: /^PDF \(English\)/ }).getAttribute('href')) ?? '',
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
});
