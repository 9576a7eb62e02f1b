import { expect, type Page, test } from '@playwright/test';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { loginMember, memberFor } from './member-helpers';
import { expectAccessible } from './public-helpers';

/** The header's switch: a group named "Language" (or "ভাষা") of two buttons, each language in its own script. */
const switchIn = (page: Page, group: string) =>
  page.getByRole('banner').getByRole('group', { name: group, exact: true });

async function expectPressed(page: Page, group: string, language: 'English' | 'বাংলা') {
  const buttons = switchIn(page, group);
  await expect(buttons.getByRole('button', { name: language, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const other = language === 'English' ? 'বাংলা' : 'English';
  await expect(buttons.getByRole('button', { name: other, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(buttons.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('lang', 'bn');
  await expect(buttons.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  // In the header's first screen at either width: wholly inside the viewport, near its top. (Polled: right after
  // a login or a change of language the header may still be settling, and a box read then is null.)
  await expect(buttons).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => (await buttons.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
    .toBeLessThan(150);
}

test('the public header switches the language, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expectPressed(page, 'Language', 'English');
  await switchIn(page, 'Language').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectPressed(page, 'ভাষা', 'বাংলা');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectPressed(page, 'ভাষা', 'বাংলা');
  await expectAccessible(page);
  await switchIn(page, 'ভাষা').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the member dashboard's header switches the language", async ({ page }, info) => {
  await loginMember(page, memberFor(info));
  await expectPressed(page, 'Language', 'English');
  await switchIn(page, 'Language').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'সদস্য ড্যাশবোর্ড' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'বকেয়া' })).toHaveAttribute('aria-selected', 'true');
  await expectPressed(page, 'ভাষা', 'বাংলা');
  await expectAccessible(page);
  await switchIn(page, 'ভাষা').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
});

test("the admin area's header switches the language, remembered on the next page", async ({ page }) => {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FULL_PLUS_ADMIN.phone);
  await page.getByLabel('Password').fill(FULL_PLUS_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
  await expectPressed(page, 'Language', 'English');
  await switchIn(page, 'Language').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectPressed(page, 'ভাষা', 'বাংলা');
  await page.goto('/FinancialExpenses');
  await expect(page.getByRole('heading', { level: 1, name: 'আয় ও ব্যয়' })).toBeVisible();
  await expectPressed(page, 'ভাষা', 'বাংলা');
  await expectAccessible(page);
  await switchIn(page, 'ভাষা').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income & Expenses' })).toBeVisible();
});
