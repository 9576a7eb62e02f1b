import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './public-helpers';

/**
 * What a buyer reads beside a car: the dealer's badge, whose explanation opens from the keyboard (Enter,
 * Space; Escape closes it and leaves the focus on the badge), and the price hint, which names the price
 * range in lakh taka and what it is based on. At 1280 px in English and at 375 px in Bengali, with axe.
 */

/** The address of one of the first cards' cars that has a price hint (nearly every demo car has one). */
async function carWithHint(page: Page): Promise<string> {
  await page.goto('/Stocklist');
  const links = page.locator('.stock-card h2 a');
  await expect(links.first()).toBeVisible();
  for (const href of (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).slice(
    0,
    12,
  )) {
    const id = /\/Stocklist\/(\d+)/.exec(href ?? '')?.[1];
    const answer = await page.request.get(`/api/cars/${id}`);
    if ((await answer.json()).fair_price) return href!;
  }
  throw new Error('none of the first cars has a price hint');
}

async function openBadgeByKeyboard(page: Page, name: RegExp) {
  const badge = page.locator('.stock-card').getByRole('button', { name }).first();
  await badge.focus();
  await page.keyboard.press('Enter');
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await badge.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return { badge, panel };
}

test('the badge explains itself from the keyboard, and a car shows its price hint @desktop-only', async ({
  page,
}) => {
  await page.goto('/Stocklist');
  const { badge, panel } = await openBadgeByKeyboard(page, /^Member in good standing · checked \d/);
  await expect(panel).toContainText(
    /^On \d{1,2} \w+ \d{4} the society checked that .+ is a member in good standing/,
  );
  await expect(panel).toContainText('not how good the car is');
  await expect(panel.getByRole('link')).toHaveAttribute('href', /^\/verify\//);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(badge).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();

  await page.goto(await carWithHint(page));
  const hint = page.getByRole('region', { name: 'What similar cars cost' });
  await expect(hint).toContainText(/Similar cars are usually listed at Tk [\d.]+-[\d.]+ lakh\./);
  await expect(hint).toContainText(/Based on \d+ .+ from \d{4} to \d{4} .*listed by \d+ other dealers/);
  await expect(hint).not.toContainText('percentile');
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});

test.describe('on a phone in Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test('the badge and the price hint speak Bengali @mobile-only', async ({ page }) => {
    await page.goto('/Stocklist');
    const { badge, panel } = await openBadgeByKeyboard(page, /সমিতির নিয়মিত সদস্য · যাচাই [০-৯]/);
    await expect(panel).toContainText('তারিখে সমিতি যাচাই করেছে যে');
    await expect(panel).not.toContainText(/[0-9]/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(badge).toBeFocused();
    await expect(panel).toBeHidden();

    await page.goto(await carWithHint(page));
    const hint = page.getByRole('region', { name: 'একই ধরনের গাড়ির দাম' });
    await expect(hint).toContainText(/একই ধরনের গাড়ি সাধারণত [০-৯.]+-[০-৯.]+ লাখ টাকায়/);
    await expect(hint).toContainText(/অন্য [০-৯]+ জন ডিলারের [০-৯]{4} থেকে [০-৯]{4} সালের [০-৯]+টি/);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
