import { expect, type Page, type TestInfo } from '@playwright/test';

/** Demo members of the seed (packages/db/src/seed/accounts.ts). */
export const DEMO_MEMBERS = {
  one: { no: '1001', password: 'demo-member-one' },
  two: { no: '1002', password: 'demo-member-two' },
  initial: { no: '1003', password: 'initial-pass-1003' },
} as const;

/**
 * Both projects (1280 and 375 px) run against the same seeded database, one after the other: each width
 * works on a member of its own, so what one run saved never decides what the other sees.
 */
export const memberFor = (info: TestInfo) =>
  info.project.name === 'mobile' ? DEMO_MEMBERS.two : DEMO_MEMBERS.one;

export async function loginMember(page: Page, member: { no: string; password: string }) {
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(member.no);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
}

/** A dashboard section: the region named by its heading. */
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The page does not scroll sideways (everything fits the viewport's width). */
export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
