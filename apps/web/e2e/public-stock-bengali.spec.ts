import { expect, test } from '@playwright/test';

/**
 * A buyer on a phone in Bengali searches the stock as a Bengali keyboard types: "টয়োটা" finds the Toyotas,
 * shown by their Bengali names, and a misspelt model finds nothing but offers the nearest known name, which
 * finds its cars when pressed.
 */
test.describe('stock search in Bengali at phone width', () => {
  test.use({ locale: 'bn-BD' });

  test('টয়োটা finds the Toyotas by their Bengali names @mobile-only', async ({ page }) => {
    await page.goto('/Stocklist');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const status = page.locator('.list-status[role="status"]');
    await expect(status).toContainText('মিলেছে');
    const everything = await status.textContent();

    await page.getByLabel('গাড়ি খুঁজুন').fill('টয়োটা');
    await expect(status).not.toHaveText(everything!);
    await expect(status).toContainText('মিলেছে');
    await expect(page).toHaveURL(/[?&]q=/);
    const names = await page.locator('.stock-card h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.trim()).toMatch(/^টয়োটা /);
    // The colour is the list's Bengali word, never the stored English one.
    const colours = await page.locator('.stock-card .stock-facts li:nth-child(3)').allTextContents();
    for (const colour of colours) expect(colour).toMatch(/^[\u0980-\u09FF ]+$/);

    // Banglish with a slip finds the same cars.
    const toyotas = await status.textContent();
    await page.goto('/Stocklist?q=toyta');
    await expect(page.getByLabel('গাড়ি খুঁজুন')).toHaveValue('toyta');
    await expect(status).toHaveText(toyotas!);
  });

  test('a misspelt model gets "did you mean" with the nearest known name @mobile-only', async ({ page }) => {
    await page.goto('/Stocklist');
    const status = page.locator('.list-status[role="status"]');
    await expect(status).toContainText('মিলেছে');
    await page.getByLabel('গাড়ি খুঁজুন').fill('হারিয়েরো');
    await expect(status).toHaveText('আপনার খোঁজার সাথে কোনো গাড়ি মেলেনি।');
    const suggestion = page.locator('.stock-suggestion');
    await expect(suggestion).toContainText('আপনি কি খুঁজছেন');
    await suggestion.getByRole('button', { name: 'টয়োটা হ্যারিয়ার' }).click();
    await expect(page.getByLabel('গাড়ি খুঁজুন')).toHaveValue('টয়োটা হ্যারিয়ার');
    await expect(status).toContainText('মিলেছে');
    const names = await page.locator('.stock-card h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.trim()).toBe('টয়োটা হ্যারিয়ার');
    await expect(suggestion).toHaveCount(0);
  });
});
