import { expect, test } from '@playwright/test';

test('service centers are a grid of logos', async ({ page }) => {
  await page.goto('/ServiceCenters');
  await expect(page).toHaveTitle('Service Centers | Samity');
  const logos = page.getByRole('list', { name: 'Service Centers' }).getByRole('img');
  await expect(logos).toHaveCount(8);
  await expect(logos.first()).toHaveAttribute('alt', 'Service center 1');
  await expect(logos.first()).toHaveAttribute('width', '200');
  await expect(logos.first()).toHaveAttribute('loading', 'lazy');
});

test('the gallery opens a full-screen viewer moved with the arrow keys', async ({ page }) => {
  await page.goto('/Gallery');
  await expect(page).toHaveTitle('Gallery | Samity');
  const items = page.getByRole('button', { name: /^Open photo \d+ of 24$/ });
  await expect(items).toHaveCount(24);
  await items.nth(1).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 24' });
  await expect(viewer).toBeVisible();
  const box = await viewer.boundingBox();
  expect(box!.width).toBe(page.viewportSize()!.width);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Photo 3 of 24' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 24' })).toBeVisible();
  await page.keyboard.press('ArrowLeft'); // wraps around to the last
  await expect(page.getByRole('dialog', { name: 'Photo 24 of 24' })).toBeVisible();
  await page.getByRole('button', { name: /Next image/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 24' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(items.nth(1)).toBeFocused();
});
