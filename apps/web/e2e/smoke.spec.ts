import { expect, test } from '@playwright/test';

test('home page renders with the society name and navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.top-bar')).toContainText('ঢাকা');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Samity/);
});

test('active members page lists members through the API and loads more on scroll', async ({ page }) => {
  await page.goto('/ActiveMembers');
  const cards = page.locator('.member-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText('1001');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(cards).toHaveCount(24);
});

test('searching members filters by member number', async ({ page }) => {
  await page.goto('/ActiveMembers');
  await page.getByRole('searchbox').fill('1042');
  await expect(page.locator('.member-card')).toHaveCount(1);
  await expect(page.locator('.member-card')).toContainText('1042');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  // A near miss of a page's name (a page's own name in another letter case reaches that page).
  const response = await page.goto('/ActiveMember');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
