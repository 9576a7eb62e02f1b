import { expect, type Page, test } from '@playwright/test';
import { expectNoSideways, loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A dealer buyers can verify, at 1280 and 375 px with axe: a visitor opens a car card's "Member in good
 * standing" badge and follows its explanation to the dealer's verification page; a member downloads their
 * certificate from the profile; an admin gives a member a new verification address (after a confirmation),
 * and the old one is no longer valid.
 * Each width has a server and database of its own (playwright.config.ts).
 */

/** The first car card's badge: its address, and the verification page it opens. */
async function openFirstBadge(page: Page) {
  await page.goto('/Stocklist');
  // The badge opens its explanation, which links to the verification page.
  await page
    .locator('.stock-card')
    .getByRole('button', { name: /Member in good standing/ })
    .first()
    .click();
  const badge = page.locator('.stock-card .verified-badge-panel:visible').getByRole('link').first();
  await expect(badge).toBeVisible();
  const path = await badge.getAttribute('href');
  expect(path).toMatch(/^\/verify\/[A-Za-z0-9_-]{43}$/);
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Member verification' })).toBeVisible();
  return path!;
}

test('a visitor checks a dealer from a car card badge', async ({ page }) => {
  await openFirstBadge(page);
  await expect(page.getByRole('status')).toHaveText(/In good standing/);
  await expect(page.getByText('Member no.:')).toBeVisible();
  // Nothing private: no phone number on the page.
  await expect(page.locator('main')).not.toContainText(/01\d{9}/);
  await expectNoSideways(page);
  await expectAccessible(page);

  await page.goto('/verify/not-a-token');
  await expect(page.getByRole('alert')).toContainText('This verification address is not valid');
  await expectAccessible(page);
});

test('a member downloads their certificate from the profile', async ({ page }, testInfo) => {
  const member = memberFor(testInfo);
  await loginMember(page, member);
  const profile = await openSection(page, 'Profile');
  const panel = profile.getByRole('region', { name: 'Verification certificate' });
  await expect(panel).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download certificate (Bengali)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${member.no}-bn.pdf`);
  await expectNoSideways(page);
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'Open my verification page' }).click();
  await expect(page).toHaveURL(/\/verify\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(member.no, { exact: true })).toBeVisible();
});

test('an admin gives a member a new verification address, and the old one stops working', async ({
  page,
}) => {
  const oldPath = await openFirstBadge(page);
  const memberNo = (await page.locator('.verify-who strong').innerText()).trim();

  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill('01711000001');
  await page.getByLabel('Password').fill('demo-fullplus-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  await page.goto('/ActiveMembersAdmin');
  const update = page.getByRole('region', { name: 'Update member' });
  await update.getByLabel('Member No to update').fill(memberNo);
  await update.getByRole('button', { name: 'Find' }).click();
  const rotate = update.getByRole('button', { name: 'New verification address' });
  await expect(rotate).toBeVisible();

  // Cancel changes nothing; then confirm.
  await rotate.click();
  const confirm = page.getByRole('dialog', { name: 'Give a new verification address?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await rotate.click();
  await confirm.getByRole('button', { name: 'Give a new address' }).click();
  const done = update.getByRole('status').filter({ hasText: 'New verification address:' });
  await expect(done).toBeVisible();
  const newPath = await done.getByRole('link').getAttribute('href');
  expect(newPath).toMatch(/^\/verify\/[A-Za-z0-9_-]{43}$/);
  expect(newPath).not.toBe(oldPath);
  await expectNoSideways(page);
  await expectAccessible(page);

  await page.goto(oldPath);
  await expect(page.getByRole('alert')).toContainText('This verification address is not valid');
  await page.goto(newPath!);
  await expect(page.locator('.verify-who strong')).toHaveText(memberNo);
});
