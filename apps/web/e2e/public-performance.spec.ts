import { expect, test } from '@playwright/test';

/**
 * The busiest pages ask for their first data in index.html (a fetch preload) and their code as
 * modulepreloads; the page must then reuse that response rather than request the data a second time.
 */
for (const [path, procedure, card] of [
  ['/Stocklist', 'public.stock.search', '.stock-card'],
  ['/ActiveMembers', 'public.members.list', '.member-card'],
] as const) {
  test(`${path} uses the data and code that index.html preloads`, async ({ page }) => {
    const dataRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/trpc/${procedure}`)) dataRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="fetch" crossorigin href="/trpc/${procedure}\\?input=`),
    );
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+-page-[\w-]+\.js">/);
    await expect(page.locator(card)).toHaveCount(12);
    // Chrome warns when a preload goes unused; give it the moment it waits before saying so.
    await page.waitForTimeout(3500);
    expect(dataRequests).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });
}

test('index.html paints the header frame before the JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Notices');
  await expect(page.locator('.top-bar')).toHaveText('ঢাকা রিকন্ডিশন্ড কার ডিলার্স সমবায় সমিতি লিঃ');
  await expect(page.locator('.top-bar')).toBeVisible();
  await context.close();
});
