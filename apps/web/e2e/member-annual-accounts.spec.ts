import { test as base, expect } from '@playwright/test';
import { isPhone, loginAndOpen } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The adopted annual accounts: a Full_Access+ admin sets the appropriation rates on /YearEnd, enters the
 * opening balances and closes the year 2025-26 (after which the first month shows as locked); a member then
 * finds that year on the dashboard's Annual accounts tab with its statements as PDFs, and the open year is
 * not served. Closing a year locks the settings for good, so these run on a server of their own (one per
 * width, fresh database and demo seed).
 */
const test = base.extend<object, { accountsServerUrl: string }>({
  accountsServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(BASE_PORT + 50 + (workerInfo.project.name === 'mobile' ? 1 : 0), {}, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ accountsServerUrl }, use) => use(accountsServerUrl),
});

// The member's journey needs the year the admin's journey closed.
test.describe.configure({ mode: 'serial' });

test('Full_Access+ sets the rates, enters the opening balances and closes 2025-26', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Year-end');
  const settings = page.getByRole('region', { name: 'Financial year and appropriation rates' });
  await expect(settings).toContainText('July');
  await settings.getByRole('button', { name: 'Change settings' }).click();
  const form = page.getByRole('dialog', { name: 'Financial year and appropriation rates' });
  await form.getByLabel('Reserve fund (%)').fill('12');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Enter a percentage of at least 15, with up to 2 decimals.')).toBeVisible();
  await form.getByLabel('Reserve fund (%)').fill('20');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect(settings).toContainText('20 %');

  await page.getByRole('button', { name: 'Enter opening balances' }).click();
  const opening = page.getByRole('dialog', { name: 'Opening balances' });
  await opening.getByLabel('First day of the first financial year').selectOption('2025-07-01');
  await opening.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(opening).toBeHidden();

  await page.getByLabel('Financial year', { exact: true }).selectOption('2025');
  await page.getByRole('button', { name: 'Close the year 2025-26' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close the year 2025-26?' });
  await confirm.getByRole('button', { name: 'Close the year' }).click();
  await expect(page.getByText('The year 2025-26 is closed.')).toBeVisible();
  await expect(settings).toContainText('the first month of the financial year can no longer change');
  // The form shows the locked first month instead of offering it.
  await settings.getByRole('button', { name: 'Change settings' }).click();
  await expect(form.getByLabel('First month of the financial year')).toHaveCount(0);
  await expect(form).toContainText('First month of the financial year: July');
  await page.keyboard.press('Escape');
});

test('a member reads the closed year on the Annual accounts tab, and an open year is not served', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginMember(page, memberFor(testInfo));
  const accounts = await openSection(page, 'Annual accounts');
  await expect(accounts).toContainText('2025-26');
  const balance = accounts.getByRole('link', { name: 'Balance sheet 2025-26 (PDF)' });
  await expect(balance).toHaveAttribute('href', '/api/member/annual-accounts/balance.pdf?year=2025&lang=en');
  await expect(
    accounts.getByRole('link', { name: 'Balance sheet 2025-26 in Bengali (PDF)' }),
  ).toHaveAttribute('href', '/api/member/annual-accounts/balance.pdf?year=2025&lang=bn');
  const pdf = await page.request.get('/api/member/annual-accounts/balance.pdf?year=2025&lang=bn');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const open = await page.request.get('/api/member/annual-accounts/balance.pdf?year=2026');
  expect(open.status()).toBe(404);

  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`annual-accounts-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
