import { type Cookie, expect, type Page, type TestInfo } from '@playwright/test';

/** Demo members of the seed (packages/db/src/seed/accounts.ts). */
export const DEMO_MEMBERS = {
  one: { no: '1001', password: 'demo-member-one' },
  two: { no: '1002', password: 'demo-member-two' },
  initial: { no: '1003', password: 'initial-pass-1003' },
} as const;

/**
 * Each width (1280 and 375 px) works on a member of its own, so what one run saved never decides what the other
 * sees, even when both run on one server.
 */
export const memberFor = (info: TestInfo) =>
  info.project.name === 'mobile' ? DEMO_MEMBERS.two : DEMO_MEMBERS.one;

/**
 * Session cookies per member, kept for the run: each member logs in through the form once and later tests
 * reuse the session, so the journeys stay far below the login throttle (per account and address).
 */
const sessions = new Map<string, Cookie[]>();

export async function loginMember(page: Page, member: { no: string; password: string }) {
  const saved = sessions.get(member.no);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/MemberDashboard');
  } else {
    await page.goto('/MemberLogin');
    await page.getByLabel('Member No').fill(member.no);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
  if (!saved) sessions.set(member.no, await page.context().cookies());
}

/**
 * Signs a member in through the API, not the form: for journeys that open the dashboard in a language of the
 * browser's own (the English form's labels would not be there to fill).
 */
export async function signInMember(page: Page, member: { no: string; password: string }, info: TestInfo) {
  const login = await page.request.post('/api/member/login', {
    data: { member: member.no, password: member.password },
    headers: { origin: new URL(info.project.use.baseURL!).origin },
  });
  expect(login.ok()).toBe(true);
}

/** A dashboard section: the region named by its heading (a table's scroll region may carry the same name). */
export const section = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).and(page.locator('.dash-section'));

/** The dashboard's tab of each section (named by its heading). */
const TAB_OF: Record<string, string> = {
  'Your dues': 'Dues',
  'Car stock': 'Stock',
  'Society expenses': 'Expenses',
  'Messages and reminders': 'Messages',
};

/** Opens a dashboard tab by its name, as a member taps it (every section's tab is in view, at either width). */
export async function openTab(page: Page, label: string) {
  const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tablist).toBeVisible();
  const tab = tablist.getByRole('tab', { name: label, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Opens a dashboard section's tab (named by the section's heading) and returns the section. */
export async function openSection(page: Page, name: string) {
  await openTab(page, TAB_OF[name] ?? name);
  const opened = section(page, name);
  await expect(opened).toBeVisible();
  return opened;
}

/** Every section the dashboard offers: its tabs. */
export async function offeredSections(page: Page): Promise<string[]> {
  const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
  await expect(tablist).toBeVisible();
  return tablist.getByRole('tab').allTextContents();
}

/**
 * The page does not scroll sideways: the document is no wider than the viewport the test asked for (a phone
 * would otherwise widen its layout viewport to the content and zoom the whole page out).
 */
export async function expectNoSideways(page: Page) {
  const width = page.viewportSize()?.width ?? 1280;
  const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(documentWidth).toBeLessThanOrEqual(width);
}
