import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, isPhone } from './public-helpers';

/**
 * Comparing cars: a buyer marks cars from the stock's cards and from a car's page, a fourth is refused with the
 * reason, and the comparison shows the three side by side (1280 px, English) or one at a time to swipe (375 px,
 * Bengali), at an address that opens the same cars in a browser that marked none. axe passes; the page never
 * scrolls sideways.
 */
const TEXTS = {
  en: {
    mark: /^Compare /,
    full: 'You can compare at most 3 cars at a time.',
    open: 'Compare 3 cars',
    heading: 'Compare cars',
    rows: ['Asking price', 'Model year', 'Mileage', 'Engine', 'Color', 'Dealer', 'Similar cars'],
    remove: /^Remove from comparison /,
    region: 'The cars compared',
  },
  bn: {
    mark: /^তুলনা করুন /,
    full: 'একসাথে সর্বোচ্চ ৩টি গাড়ি তুলনা করা যায়।',
    open: '৩টি গাড়ি তুলনা দেখুন',
    heading: 'গাড়ি তুলনা করুন',
    rows: ['চাওয়া দাম', 'মডেল বছর', 'চলেছে', 'ইঞ্জিন', 'রং', 'ডিলার', 'একই রকম গাড়ি'],
    remove: /^তুলনা থেকে সরান /,
    region: 'তুলনার গাড়িগুলো',
  },
};

const idOf = (href: string | null) => Number(/\/Stocklist\/(\d+)-/.exec(href ?? '')![1]);

/** Wider than the screen: a phone's browser widens its window to the page's content, so compare with the screen. */
const noSideways = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) > page.viewportSize()!.width;

test('a buyer compares three cars marked on cards and on a car page, and shares the comparison', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const lang = isPhone(page) ? 'bn' : 'en';
  const text = TEXTS[lang];
  await page.goto(`/Stocklist?lang=${lang}`);
  const cards = page.locator('.stock-card');
  await expect(cards.nth(3)).toBeVisible();
  const ids = await Promise.all(
    [0, 1, 2, 3].map(async (i) => idOf(await cards.nth(i).locator('h2 a').getAttribute('href'))),
  );

  // Two cars marked on their cards.
  for (const i of [0, 1]) {
    const mark = cards.nth(i).getByRole('button', { name: text.mark });
    await mark.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
  }
  // The third on its own page.
  await cards.nth(2).locator('h2 a').click();
  await expect(page).toHaveURL(new RegExp(`/Stocklist/${ids[2]}-`));
  const onPage = page.locator('.car-actions').getByRole('button', { name: text.mark });
  await onPage.click();
  await expect(onPage).toHaveAttribute('aria-pressed', 'true');

  // Back in the stock, a fourth is refused where it was asked for, and the three stay marked.
  await page.goBack();
  await expect(cards.nth(3)).toBeVisible();
  const fourth = cards.nth(3).getByRole('button', { name: text.mark });
  await fourth.click();
  const refusal = cards.nth(3).getByRole('alert');
  await expect(refusal).toContainText(text.full);
  await expect(fourth).toHaveAttribute('aria-pressed', 'false');
  for (const i of [0, 1, 2])
    await expect(cards.nth(i).getByRole('button', { name: text.mark })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

  await refusal.getByRole('link', { name: text.open }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${ids[0]},${ids[1]},${ids[2]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
  const region = page.getByRole('region', { name: text.region });
  const columns = region.locator('.compare-column');
  await expect(columns).toHaveCount(3);
  for (const column of await columns.all()) {
    await expect(column.locator('.compare-price')).toContainText('৳');
    await expect(column.locator('dt')).toHaveText(text.rows);
  }
  if (lang === 'bn') await expect(columns.first().locator('dd').nth(1)).toHaveText(/^[০-৯]{4}$/);

  const boxes = await Promise.all((await columns.all()).map(async (column) => (await column.boundingBox())!));
  const width = page.viewportSize()!.width;
  if (isPhone(page)) {
    // One car at a time: the first fills the screen, the next only peeks in until the row is swiped.
    expect(boxes[0]!.x).toBeGreaterThanOrEqual(0);
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(width);
    expect(boxes[1]!.x + boxes[1]!.width).toBeGreaterThan(width);
    await region.evaluate((row) => row.scrollBy({ left: row.clientWidth * 0.6 }));
    // Snapped to the next car, whole on the screen.
    await expect
      .poll(async () => {
        const box = (await columns.nth(1).boundingBox())!;
        return box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
  } else {
    // Side by side: one line, left to right, all three on the screen.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
    expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
    expect(boxes[2]!.x + boxes[2]!.width).toBeLessThanOrEqual(width);
    // The rows line up across the columns: each car's price on the same line.
    const prices = await Promise.all(
      (await columns.all()).map(async (c) => (await c.locator('.compare-price').boundingBox())!.y),
    );
    expect(new Set(prices.map(Math.round)).size).toBe(1);
  }
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  expect(await noSideways(page)).toBe(false);

  // The address is the comparison: a browser that marked nothing opens the same three cars.
  const address = page.url();
  const other = await browser.newContext({
    viewport: page.viewportSize()!,
    locale: lang === 'bn' ? 'bn-BD' : 'en-US',
  });
  const shared = await other.newPage();
  await shared.goto(address);
  await expect(shared.locator('.compare-column')).toHaveCount(3);
  for (const [i, id] of ids.slice(0, 3).entries())
    expect(idOf(await shared.locator('.compare-column h2 a').nth(i).getAttribute('href'))).toBe(id);
  await other.close();

  // Taking one out updates the address and this device's marks (on a phone, swiped back to the first car).
  await region.evaluate((row) => row.scrollTo({ left: 0 }));
  await columns.nth(0).getByRole('button', { name: text.remove }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?cars=${ids[1]},${ids[2]}$`));
  await expect(columns).toHaveCount(2);
  expect(await page.evaluate(() => localStorage.getItem('samity.compare'))).toBe(
    JSON.stringify([ids[1], ids[2]]),
  );
});

test('the comparison page with no cars says how to choose them, and an unknown car says so in its column', async ({
  page,
}) => {
  const answer = await page.goto('/compare');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.compare-empty .button')).toHaveAttribute('href', '/Stocklist');

  await page.goto('/compare?cars=999999999');
  await expect(page.locator('.compare-column')).toHaveCount(1);
  await expect(page.locator('.compare-unavailable')).toContainText(
    /No car has this number|এই নম্বরে কোনো গাড়ি নেই/,
  );
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
});
