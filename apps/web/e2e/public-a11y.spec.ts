import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone, PUBLIC_PAGES } from './public-helpers';

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    // One main landmark, the skip link's one target (axe rates a second main only "moderate").
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('#main')).toHaveCount(1);
  });
}

test('axe passes with the menu, dialogs and form errors open, and in Bengali', async ({ page }) => {
  await page.goto('/ActiveMembers');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('button', { name: 'Members' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Members' })
      .click();
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.locator('.member-card').first().getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/ClientComplain');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectAccessible(page);
  await page.goto('/Stocklist');
  await expect(page.locator('.stock-card').first()).toBeVisible();
  await expectAccessible(page);
});
