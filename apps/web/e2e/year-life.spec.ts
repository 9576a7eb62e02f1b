import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { isPhone, loginAndOpen } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The life of a year (docs/year-end.md): the demo's 2025-26 was closed and audited before the annual general
 * meeting that adopted its accounts. A member does not see its accounts yet, only that they wait for the
 * meeting; a Full_Access+ admin records the adoption on /YearEnd, choosing the meeting and its resolution; the
 * member then finds the year on the Annual accounts tab. Recording it is for good, so these run on a server
 * of their own (one per width, fresh database and demo seed).
 */
const test = base.extend<object, { lifeServerUrl: string }>({
  lifeServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(BASE_PORT + 52 + (workerInfo.project.name === 'mobile' ? 1 : 0), {}, use),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ lifeServerUrl }, use) => use(lifeServerUrl),
});

test.describe.configure({ mode: 'serial' });

async function memberAccounts(page: Page, info: TestInfo) {
  await loginMember(page, memberFor(info));
  return openSection(page, 'Annual accounts');
}

test('a member does not see 2025-26 before its adoption is recorded', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const accounts = await memberAccounts(page, testInfo);
  await expect(accounts).toContainText(
    'The accounts of 2025-26 are audited and wait for the annual general meeting to adopt them.',
  );
  await expect(accounts.getByRole('link', { name: 'Balance sheet 2025-26 (PDF)' })).toHaveCount(0);
  const refused = await page.request.get('/api/member/annual-accounts/balance.pdf?year=2025&lang=en');
  expect(refused.status()).toBe(404);
});

test("Full_Access+ is refused a reserve fund under the law's 15 % and a dividend cap above 100 %, and saves 20 % and 12.5 %", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Year-end');
  const settings = page.getByRole('region', { name: 'Financial year and appropriation rates' });
  // 2025-26 is closed: the first month of the financial year is fixed for good.
  await expect(settings).toContainText('the first month of the financial year can no longer change');
  await settings.getByRole('button', { name: 'Change settings' }).click();
  const form = page.getByRole('dialog', { name: 'Financial year and appropriation rates' });
  await expect(form.getByLabel('First month of the financial year')).toHaveCount(0);
  await form.getByLabel('Reserve fund (%)').fill('12');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Enter a percentage of at least 15, with up to 2 decimals.')).toBeVisible();
  await form.getByLabel('Reserve fund (%)').fill('20');
  // The dividend's cap (the Rules' limit a proposal's dividend may not pass): 0 to 100 %, two decimals.
  const cap = form.getByLabel('Dividend cap (%)');
  await expect(cap).toHaveValue('0');
  await cap.fill('100.5');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    form.getByText('Enter the dividend cap as a percentage from 0 to 100, with up to 2 decimals.'),
  ).toBeVisible();
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await cap.fill('12.5');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect(settings).toContainText('20 %');
  await expect(settings.getByRole('definition').filter({ hasText: '12.5 %' })).toHaveCount(1);
  const saved = await page.request.get('/api/year-end/settings');
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({ reserve_bp: 2000, dividend_cap_bp: 1250 });
});

test('Full_Access+ records the AGM and its resolution that adopted the audited 2025-26', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Year-end');
  await page.getByLabel('Financial year', { exact: true }).selectOption('2025');
  const life = page.getByRole('region', { name: 'The life of the year 2025-26' });
  await expect(life.locator('[aria-current="step"]')).toHaveText('Audited');
  await expect(life).toContainText('Next: record the annual general meeting that adopted the accounts');
  await expect(life).toContainText('Audited: completed on');

  const meeting = life.getByLabel('Annual general meeting (minutes adopted)');
  await meeting.selectOption({ index: 1 });
  const resolution = life.getByLabel('Resolution adopting the accounts');
  const adopting = resolution.locator('option', { hasText: 'নিরীক্ষিত হিসাব' });
  await expect(adopting).toHaveCount(1);
  await resolution.selectOption((await adopting.getAttribute('value')) ?? '');
  await expectAccessible(page);
  await life.getByRole('button', { name: 'Record the adoption' }).click();
  const confirm = page.getByRole('dialog', { name: 'Record the adoption of the accounts of 2025-26?' });
  await confirm.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('The adoption is recorded: members now see the accounts.')).toBeVisible();
  await expect(life.locator('[aria-current="step"]')).toHaveText('Adopted');
  await expect(life).toContainText('Adopted by the annual general meeting of');
});

/** The demo's Full_Access admin, the second person who approves what Full_Access+ proposed. */
const FULL_ADMIN = { phone: '01711000002', password: 'demo-full-2026' };

async function openYear(page: Page, admin: { phone: string; password: string }) {
  await loginAndOpen(page, admin.phone, admin.password, 'Year-end');
  await page.getByLabel('Financial year', { exact: true }).selectOption('2025');
}

test('the appropriation of 2025-26: shown as proposed, then approved, the fifth statement beside the others', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openYear(page, FULL_PLUS_ADMIN);
  const life = page.getByRole('region', { name: 'The life of the year 2025-26' });
  const adopted = (await life.textContent()) ?? '';
  const resolution = /resolution (\d{4}\/\d+)\./.exec(adopted)?.[1] ?? '';
  expect(resolution).not.toBe('');
  const section = page.getByRole('region', { name: 'Appropriation of the surplus' });
  await section.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(section.getByText('The appropriation is proposed;')).toBeVisible();
  // Proposed, it is shown beside the statements as proposed, and moves nothing yet.
  const proposed = page.getByRole('region', { name: 'Appropriation account (proposed)', exact: true });
  await expect(proposed).toContainText('Proposed, not in effect');
  await expect(page.getByRole('region', { name: 'Appropriation account', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Appropriation account (PDF)' })).toHaveCount(0);

  // A second person records the general meeting's resolution that decided it.
  await page.context().clearCookies();
  await openYear(page, FULL_ADMIN);
  await section.getByLabel("Register number of the AGM's resolution").fill(resolution);
  await section.getByRole('button', { name: 'Approve', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Approve the appropriation of 2025-26?' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(section.getByText('The appropriation is approved.')).toBeVisible();
  const account = page.getByRole('region', { name: 'Appropriation account', exact: true });
  await expect(account).toContainText(`As the annual general meeting decided, by resolution ${resolution}.`);
  await expect(proposed).toHaveCount(0);
  // The surplus, where it went, and the shares adding up to it.
  const figure = async (label: string) =>
    (await account
      .getByRole('row', { name: label, exact: false })
      .first()
      .locator('td')
      .first()
      .textContent()) ?? '';
  const surplus = await figure('Surplus');
  expect(surplus).toMatch(/^৳[\d,]+\.\d{2}$/);
  expect(await figure('Total appropriated')).toBe(surplus);
  await expect(account.getByRole('rowheader', { name: 'Reserve fund' })).toBeVisible();
  await expect(account.getByRole('rowheader', { name: 'Carried forward' })).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Download Appropriation account (PDF)' });
  expect(await pdf.getAttribute('href')).toBe('/api/year-end/statements/appropriation.pdf?year=2025&lang=en');
  const file = await page.request.get((await pdf.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  await expect(page.getByRole('button', { name: 'Download Appropriation account (CSV)' })).toBeVisible();
  if (isPhone(page))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});

test('the member then reads 2025-26 on the Annual accounts tab', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const accounts = await memberAccounts(page, testInfo);
  const balance = accounts.getByRole('link', { name: 'Balance sheet 2025-26 (PDF)' });
  await expect(balance).toHaveAttribute('href', '/api/member/annual-accounts/balance.pdf?year=2025&lang=en');
  await expect(accounts).not.toContainText('wait for the annual general meeting');
  const pdf = await page.request.get('/api/member/annual-accounts/balance.pdf?year=2025&lang=bn');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  if (isPhone(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`year-life-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
