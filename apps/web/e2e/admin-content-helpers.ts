import { expect, type Page } from '@playwright/test';
import { isPhone } from './public-helpers';

/** The demo Full_Access+ admin of the seed (packages/db/src/seed/accounts.ts). */
const ADMIN = { phone: '01711000001', password: 'demo-fullplus-2026' };

export async function loginAdmin(page: Page) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(ADMIN.phone);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/Financial$/);
}

/** The admin side menu (folded behind its button below 768 px). */
export async function openAdminMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  if (isPhone(page)) {
    const toggle = menu.getByRole('button', { name: 'Admin menu' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return menu;
}

export async function goToAdminPage(page: Page, link: string | RegExp) {
  await (await openAdminMenu(page)).getByRole('link', { name: link }).click();
}
