import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The first content the server writes into the HTML (apps/server/src/car-pages/first-content.ts): a car's
 * name, price and cover, the home page's hero. Without JavaScript it is there; with it, React's render takes
 * over in place: the cover is fetched once, nothing shifts, and the page ends up the app's own (its footer,
 * the car's facts).
 */

/** The first car for sale, at its canonical address. */
async function firstCar(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/api/stocks/search')).json();
  const id = list.entries[0].id as number;
  const answer = await request.get(`/Stocklist/${id}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  return answer.headers().location!;
}

/** Sums the layout shifts of the visit from its start (observed before any script of the page runs). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a car's page shows its name, price and picture, and the home page its hero", async ({
    page,
    request,
  }) => {
    const path = await firstCar(request);
    await page.goto(path);
    await expect(page.locator('.car-page h1.car-title')).toHaveText(/^[\w -]+ \d{4}$/);
    await expect(page.locator('.car-page .car-price')).toContainText(/৳[\d,]+$/);
    const cover = page.locator('img.car-photo-main');
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'All cars for sale' })).toHaveAttribute('href', '/Stocklist');

    await page.goto('/');
    await expect(page.locator('.home .hero h1')).toBeVisible();
    await expect(page.locator('.hero-actions a')).toHaveCount(4);
  });
});

test('the app takes over the served car in place: one fetch of the cover, no shift', async ({
  page,
  request,
}) => {
  const path = await firstCar(request);
  await watchShifts(page);
  await page.goto(path);
  // The app's own page: its footer and the car's facts, which the server does not write.
  await expect(page.locator('footer.site-footer')).toBeVisible();
  await expect(page.locator('.car-facts dl')).toBeVisible();
  await expect(page.locator('.car-page h1')).toHaveCount(1);
  const src = await page.locator('img.car-photo-main').evaluate((img: HTMLImageElement) => img.currentSrc);
  const fetches = await page.evaluate((url) => performance.getEntriesByName(url).length, src);
  expect(fetches).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
});

test.describe('a browser that asks for Bengali', () => {
  test.use({ locale: 'bn-BD' });

  test('gets the served content and the app in Bengali', async ({ page, request }) => {
    const path = await firstCar(request);
    const html = await (await request.get(path, { headers: { 'accept-language': 'bn-BD' } })).text();
    expect(html).toMatch(/<h1 class="car-title">[^<]* [০-৯]{4}<\/h1>/);
    expect(html).toContain('বিক্রির সব গাড়ি');
    await watchShifts(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('.car-facts dl')).toBeVisible();
    await expect(page.locator('.car-page h1')).toHaveText(/[০-৯]{4}$/);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });
});
