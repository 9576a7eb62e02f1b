import { expect, test } from '@playwright/test';

test('the current committee lists its members with their titles', async ({ page }) => {
  await page.goto('/CurrentCommittee');
  await expect(page).toHaveTitle('Current Committee | Samity');
  const cards = page.locator('.committee-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(7);
  await expect(cards.first()).toContainText('President');
  await expect(cards.first()).toContainText(/Member No \d+/);
});

test('the founding committee lists the founders', async ({ page }) => {
  await page.goto('/FoundingCommittee');
  await expect(page).toHaveTitle('Founding Committee | Samity');
  await expect(page.locator('.committee-card')).toHaveCount(7);
  await expect(page.locator('.committee-card').first()).toContainText('Founding member');
});

test('previous committees are grouped by term with their labels', async ({ page }) => {
  await page.goto('/PreviousCommittees');
  await expect(page).toHaveTitle('Previous Committees | Samity');
  const terms = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(terms).toHaveText(['1st Committee', 'Adok Committee', 'Second Committee']);
  for (const term of ['1st Committee', 'Adok Committee', 'Second Committee'])
    await expect(page.getByRole('region', { name: term }).locator('.committee-card')).toHaveCount(7);
});
