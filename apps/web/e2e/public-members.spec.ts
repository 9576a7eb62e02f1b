import { expect, test } from '@playwright/test';
import { scrollToBottom } from './public-helpers';

test('scrolling near the bottom loads 12 more each time until All members loaded.', async ({ page }) => {
  await page.goto('/ActiveMembers');
  await expect(page).toHaveTitle('Active Members | Samity');
  const cards = page.locator('.member-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByText('All members loaded.')).toBeHidden();
  // 160 demo members: 13 full pages of 12, then a page of 4 (fewer than 12) ends the list.
  for (let expected = 24; expected <= 156; expected += 12) {
    await scrollToBottom(page);
    await expect(cards).toHaveCount(expected);
  }
  await scrollToBottom(page);
  await expect(cards).toHaveCount(160);
  await expect(page.getByText('All members loaded.')).toBeVisible();
  await expect(cards.last()).toContainText('1160');
  await scrollToBottom(page);
  await page.waitForTimeout(300);
  await expect(cards).toHaveCount(160);
});

test('the next page does not load until the visitor is near the bottom', async ({ page }) => {
  await page.goto('/ActiveMembers');
  const cards = page.locator('.member-card');
  await expect(cards).toHaveCount(12);
  // 250 px above the bottom is outside the 100 px trigger: nothing more loads.
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 250),
  );
  await page.waitForTimeout(500);
  await expect(cards).toHaveCount(12);
  await page.evaluate(() =>
    window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 60),
  );
  await expect(cards).toHaveCount(24);
});

test('search by member no, name or business turns paging off', async ({ page }) => {
  await page.goto('/ActiveMembers');
  const cards = page.locator('.member-card');
  await expect(cards).toHaveCount(12);
  const search = page.getByRole('searchbox', { name: 'Search by member no, name or business' });

  await search.fill('1042');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('1042');
  const name = (await cards.getByRole('heading').textContent())!;
  const business = (await cards.locator('p').nth(1).textContent())!;

  await search.fill(name);
  await expect(cards.filter({ hasText: '1042' })).toHaveCount(1);
  await search.fill(business);
  await expect(cards.filter({ hasText: '1042' })).toHaveCount(1);
  await expect(cards.filter({ hasNotText: business })).toHaveCount(0);

  await search.fill('zzzz-nobody');
  await expect(page.getByText('No matching members found.')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await scrollToBottom(page);
  await expect(page.getByText('All members loaded.')).toBeHidden();

  // Clearing the search brings the paged list back (and, scrolled to the bottom as we are, its next page).
  await search.fill('');
  await expect(cards.first()).toContainText('1001');
  await expect(page.getByText('No matching members found.')).toBeHidden();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
});

test('Details opens an accessible dialog with the member and Escape closes it', async ({ page }) => {
  await page.goto('/ActiveMembers');
  const first = page.locator('.member-card').first();
  const name = (await first.getByRole('heading').textContent())!;
  const details = first.getByRole('button', { name: `Details of ${name}` });
  await details.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Member No');
  await expect(dialog).toContainText('1001');
  await expect(dialog).toContainText('Father');
  await expect(dialog).toContainText('Address');
  await expect(dialog.getByRole('link', { name: /^01[3-9]\d{8}$/ })).toHaveAttribute('href', /^tel:01/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await details.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
