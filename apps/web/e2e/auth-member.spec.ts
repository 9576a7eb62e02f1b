import { expect, type Page, test } from '@playwright/test';
import { openTab } from './member-helpers';

/** Demo members of the seed (packages/db/src/seed/accounts.ts). */
const MEMBER = { no: '1001', password: 'demo-member-one' };
const COOKIE = 'samity_member_session';

async function login(page: Page, member: string, password: string, remember = false) {
  await page.goto('/MemberLogin');
  await submitLogin(page, member, password, remember);
}

/** Logs in on the login page already shown (one a member page sent the visitor to keeps its ?next=). */
async function submitLogin(page: Page, member: string, password: string, remember = false) {
  await page.getByLabel('Member No').fill(member);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me for 30 days').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The login the dashboard sends a visitor without a session to: it names the page and promises the return. */
async function expectSentToLogin(page: Page) {
  await expect(page).toHaveURL(/\/MemberLogin\?next=%2FMemberDashboard$/);
  await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Please log in as a member to open /MemberDashboard. You will be taken there after logging in.',
  );
}

test('an unauthenticated visitor of the dashboard is sent to the member login, which says why and returns there', async ({
  page,
}) => {
  await page.goto('/MemberDashboard');
  await expectSentToLogin(page);
  await submitLogin(page, MEMBER.no, MEMBER.password);
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(page.getByRole('heading', { name: 'Member Dashboard' })).toBeVisible();
});

test('the login form asks for both fields before calling the server', async ({ page }) => {
  await page.goto('/MemberLogin');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your member number.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/MemberLogin$/);
});

test('a wrong password shows the server message inline and sets no session', async ({ page, context }) => {
  await login(page, MEMBER.no, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid member number or password.');
  await expect(page).toHaveURL(/\/MemberLogin$/);
  expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
});

test('login without remember: a browser-session cookie, the dashboard, then logout returns home', async ({
  page,
  context,
}) => {
  await login(page, MEMBER.no, MEMBER.password);
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(page.getByRole('heading', { name: 'Member Dashboard' })).toBeVisible();
  await expect(page.getByText('Member No: 1001')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });
  expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).find((c) => c.name === COOKIE)).toBeUndefined();
  await page.goto('/MemberDashboard');
  await expectSentToLogin(page);
});

test('login with remember keeps the session for 30 days and survives a new page', async ({
  page,
  context,
}) => {
  await login(page, MEMBER.no, MEMBER.password, true);
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE)!;
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  const other = await context.newPage();
  await other.goto('/MemberLogin');
  await expect(other).toHaveURL(/\/MemberDashboard$/); // autologin
});

test('the change-password form checks required fields and the confirmation, and shows the server message', async ({
  page,
}) => {
  await login(page, MEMBER.no, MEMBER.password);
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  // The form is the dashboard's Password tab.
  await openTab(page, 'Password');
  await expect(page.getByRole('tabpanel', { name: 'Password' }).getByLabel('Current password')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await page.getByLabel('Current password').fill(MEMBER.password);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The new password must have at least 8 characters.');
});
