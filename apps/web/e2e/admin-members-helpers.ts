import { test as base, expect, type Page } from '@playwright/test';
import { BASE_PORT, withJourneyServer } from './journey-server';

/**
 * The admin member and committee journeys add members, mark members deceased and close a committee's term.
 * The public journeys count the demo members and committees, so these journeys run on a server of their
 * own (e2e/serve.mjs on another port, with a fresh database and the demo seed): one per worker, shared by
 * the admin-members, admin-committees and member-inbox specs, stopped when the worker ends.
 */
export const test = base.extend<object, { adminServerUrl: string }>({
  adminServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(
        BASE_PORT + 20 + workerInfo.parallelIndex * 2 + (workerInfo.project.name === 'mobile' ? 1 : 0),
        {},
        use,
      ),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ adminServerUrl }, use) => use(adminServerUrl),
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Logs in through the admin form and opens an admin page through the side menu, as an admin would. */
export async function loginAndOpen(page: Page, phone: string, password: string, menuLink: string) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeAttached();
  await openFromMenu(page, menuLink);
}

export async function openFromMenu(page: Page, menuLink: string) {
  // Below 768 px the side menu is folded behind its button.
  if (isPhone(page)) await page.getByRole('button', { name: 'Admin menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: menuLink, exact: true })
    .click();
}

/** An 8 x 8 PNG: the picker compresses it in the browser and the server re-encodes it like any photo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQqDiBFTEMLQkAAtVaAcSRe60AAAAASUVORK5CYII=',
  'base64',
);
