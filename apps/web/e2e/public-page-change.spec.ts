import { expect, test } from '@playwright/test';
import { navigate } from './public-helpers';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test('the page being left stays on screen until the next page’s code has arrived', async ({ page }) => {
  await page.goto('/Notices');
  await expect(heading(page)).toHaveText('Noticeboard');
  // The gallery's code, held back as on a slow connection (it is not part of the noticeboard's first load).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/gallery-page-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  await navigate(page, 'Gallery');
  await expect(page).toHaveURL('/Gallery');
  await expect.poll(() => asked).toBe(true);
  // The address changed in a transition: no header frame in between, the noticeboard stays whole.
  await page.waitForTimeout(500);
  await expect(heading(page)).toHaveText('Noticeboard');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  release();
  await expect(heading(page)).toHaveText('Gallery');
  await page.goBack();
  await expect(heading(page)).toHaveText('Noticeboard');
});

test('a new page starts at its top; Back returns to where the page was left', async ({ page }) => {
  await page.goto('/');
  const about = page.getByRole('heading', { name: 'About the society' });
  await about.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(200);

  await page.getByRole('main').getByRole('link', { name: 'Become A Member' }).click();
  await expect(heading(page)).toHaveText('Become A Member');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(about).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
});

test('a path in another case reaches its page at its own address; an unknown one is not found', async ({
  page,
}) => {
  await page.goto('/gallery?x=1');
  await expect(page).toHaveURL('/Gallery?x=1');
  await expect(heading(page)).toHaveText('Gallery');
  await page.goto('/NoSuchPage');
  await expect(heading(page)).toHaveText('Page not found');
  await expect(page).toHaveURL('/NoSuchPage');
});
