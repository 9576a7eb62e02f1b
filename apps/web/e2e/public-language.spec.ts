import { expect, test } from '@playwright/test';
import { SOCIETY } from '@samity/domain';
import { BENGALI_LABELS, navigate, PUBLIC_PAGES } from './public-helpers';

test('the footer switch translates the site to Bengali, is remembered, and switches back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOCIETY.name.bn);
  await expect(page.getByRole('link', { name: 'সব গাড়ি দেখুন' })).toBeVisible();
  await expect(page).toHaveTitle('হোম | সমিতি');
  // Bengali digits in the copyright years.
  await expect(page.getByRole('contentinfo')).toContainText('© ২০১০–');

  // Remembered across a reload, before anything renders in English.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');

  // Navigation in Bengali; member numbers in Bengali digits.
  await navigate(page, 'সক্রিয় সদস্য', 'সদস্য', BENGALI_LABELS);
  await expect(page).toHaveURL('/ActiveMembers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সক্রিয় সদস্য');
  await expect(page.locator('.member-card').first()).toContainText('১০০১');

  // Taka with Bengali digits and lakh grouping; a whole price without poisha.
  await page.goto('/Stocklist');
  await expect(page.locator('.stock-card .stock-price').first()).toHaveText(
    /^৳[০-৯]{1,2}(,[০-৯]{2})*,[০-৯]{3}$/,
  );

  await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars for sale');
  await expect(page.locator('.stock-card .stock-price').first()).toHaveText(/^৳\d{1,2}(,\d{2})*,\d{3}$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every public page is translated: no English heading is left in Bengali', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('samity.language', 'bn'));
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/[\u0980-\u09FF]/);
    await expect(page).toHaveTitle(/\| সমিতি$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description, path).toMatch(/[\u0980-\u09FF]/);
  }
});

test.describe('a phone whose language is Bengali, with no stored choice', () => {
  test.use({ locale: 'bn-BD' });

  test('gets every page in Bengali from the first byte, and nothing is stored until the switch is used', async ({
    page,
    context,
  }) => {
    for (const [path, heading] of [
      ['/Stocklist', 'বিক্রয়ের জন্য গাড়ি'],
      ['/MemberLogin', /[\u0980-\u09FF]/],
      ['/ActiveMembers', 'সক্রিয় সদস্য'],
    ] as const) {
      const answer = await page.goto(path);
      // The server's own answer, before any script ran, is already Bengali.
      expect(await answer?.text(), path).toMatch(/<html[^>]*lang="bn"/);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // The browser's own language is not a choice: nothing kept, so a later change of the phone's still counts.
    expect(await page.evaluate(() => localStorage.getItem('samity.language'))).toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === 'samity.language')).toBe(false);

    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('samity.language'))).toBe('en');
    await page.goto('/Stocklist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cars for sale');
  });
});
