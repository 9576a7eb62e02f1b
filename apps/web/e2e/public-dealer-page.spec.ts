import { expect, test } from '@playwright/test';
import { expectAccessible } from './public-helpers';

/**
 * A dealer's own page: reached from a car's page, it names the dealer, shows their number and a WhatsApp chat,
 * and lists only their cars with the stock's own search; the verification page leads to it too. axe passes and
 * nothing scrolls sideways, at 1280 and 375 px.
 */
test("a buyer goes from a car to its dealer's page and sees only that dealer's cars", async ({ page }) => {
  await page.goto('/Stocklist');
  await page.locator('.stock-card h2 a').first().click();
  await expect(page).toHaveURL(/\/Stocklist\/\d+-/);
  const dealerLink = page.getByRole('link', { name: /^All of .+'s cars and contact$/ });
  const business = /^All of (.+)'s cars and contact$/.exec((await dealerLink.innerText()).trim())![1]!;
  await dealerLink.click();
  await expect(page).toHaveURL(/\/dealers\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(business);
  await expect(page).toHaveTitle(new RegExp(`^${business} \\| Samity$`));
  // The dealer's own contact (each of the dealer's cars below carries it too).
  const about = page.locator('.dealer-page');
  await expect(
    about.getByRole('link', { name: new RegExp(`^Call ${business} on 01[3-9]\\d{8}$`) }),
  ).toBeVisible();
  await expect(about.getByRole('link', { name: `Chat with ${business} on WhatsApp` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/8801[3-9]\d{8}\?text=/,
  );
  const cars = page.locator('.stock-card');
  await expect(cars.first()).toBeVisible();
  for (const dealer of await cars.locator('.stock-dealer strong').allInnerTexts())
    expect(dealer).toBe(business);
  await expect(page.getByRole('heading', { level: 2, name: /cars? for sale$/ })).toBeVisible();

  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
});

test('an address that is no member dealer says so', async ({ page }) => {
  const answer = await page.goto('/dealers/99999999-nobody');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No member dealer has this address');
  await expect(page.getByRole('link', { name: 'See all cars for sale' })).toBeVisible();
});

test.describe('on a phone in Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test("the dealer's page speaks Bengali from the first byte @mobile-only", async ({ page }) => {
    await page.goto('/Stocklist');
    const href = await page.locator('.stock-card h2 a').first().getAttribute('href');
    const carPage = await page.request.get(`/api/cars/${/\/Stocklist\/(\d+)/.exec(href!)![1]}`);
    const memberNo = (await carPage.json()).car.member_no as string;
    const answer = await page.goto(`/dealers/${memberNo}`);
    expect(await answer?.text()).toMatch(/<html[^>]*lang="bn"/);
    await expect(page.getByRole('heading', { level: 2, name: /^বিক্রির গাড়ি [০-৯]+টি$/ })).toBeVisible();
    await expect(page.getByText('সদস্য হয়েছেন')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
});
