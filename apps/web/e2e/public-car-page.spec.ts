import { expect, test } from '@playwright/test';
import { expectAccessible } from './public-helpers';

/**
 * A car's own page: opened from a card on /Stocklist, its address is the car's and survives a reload; Share
 * falls back to copy-link and WhatsApp where the browser has no Web Share API; the price hint says what it
 * is computed from; axe passes and nothing scrolls sideways, at 1280 and 375 px.
 */
test('a buyer opens a car from the stock, reloads it, and copies its link', async ({ page, context }) => {
  // Chromium on Linux has no Web Share API anyway; removed so the journey is the same on every machine.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/Stocklist');
  const firstTitle = page.locator('.stock-card h2 a').first();
  await expect(firstTitle).toBeVisible();
  const name = (await firstTitle.innerText()).trim();
  await firstTitle.click();

  await expect(page).toHaveURL(/\/Stocklist\/\d+-[a-z0-9-]+-\d{4}$/);
  const address = page.url();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(name);
  await expect(page.locator('.car-price')).toContainText('৳');
  await expect(page.getByRole('heading', { name: 'What similar cars cost' })).toBeVisible();
  await expect(page.locator('.car-fair-price-basis')).toContainText(
    /from \d{4} to \d{4}|Too few similar cars/,
  );
  await expect(page).toHaveTitle(new RegExp(name));

  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(heading).toContainText(name);

  const actions = page.getByRole('region', { name: 'Contact and share' });
  // The dealer's number is shown (to note down or call from another phone) and a WhatsApp chat opens with
  // the dealer, its first message naming the car and its address.
  const call = actions.getByRole('link', { name: /^Call .+ on 01[3-9]\d{8}$/ });
  await expect(call).toHaveAttribute('href', /^tel:01[3-9]\d{8}$/);
  await expect(call).toBeVisible();
  const phone = (await call.getAttribute('href'))!.slice('tel:'.length);
  await expect(call).toContainText(phone);
  const chat = actions.getByRole('link', { name: /^Chat with .+ on WhatsApp$/ });
  await expect(chat).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/88${phone}\\?text=.*${encodeURIComponent(address)}`),
  );
  await expect(actions.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const whatsapp = actions.getByRole('link', { name: 'Send on WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(address)}`),
  );
  await actions.getByRole('button', { name: 'Copy link' }).click();
  await expect(actions.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);

  // A wrong slug with the right id lands on the canonical address.
  const id = /\/Stocklist\/(\d+)-/.exec(address)![1];
  await page.goto(`/Stocklist/${id}-old-name`);
  await expect(page).toHaveURL(address);
  await expect(heading).toContainText(name);
});

test('an address that never was a car says so and leads back to the stock', async ({ page }) => {
  const answer = await page.goto('/Stocklist/999999999-no-such-car-2000');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');
  await page.getByRole('link', { name: 'See all cars for sale' }).click();
  await expect(page).toHaveURL(/\/Stocklist$/);
  await expectAccessible(page);
});
