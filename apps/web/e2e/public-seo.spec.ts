import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES as PAGES } from './public-helpers';

test('every public page has a title and meta description of its own, updated on client navigation', async ({
  page,
}) => {
  const seen = new Map<string, string>();
  await page.goto('/Gallery');
  await expect(page).toHaveTitle('Gallery | Samity');
  let previous = 'Gallery | Samity';
  for (const path of PAGES) {
    // Client-side navigation (no reload): the head must follow the route.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(path);
    await expect(page).not.toHaveTitle(previous);
    const title = await page.title();
    previous = title;
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, path).toBeGreaterThan(30);
    expect(seen.has(title), `${path} repeats the title ${title}`).toBe(false);
    seen.set(title, description);
  }
  expect(new Set(seen.values()).size).toBe(PAGES.length);
  expect(seen.size).toBe(PAGES.length);
});

test('robots.txt lets crawlers in and keeps them out of the API and private areas', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-agent: \*/);
  expect(text).toMatch(/Disallow: \/api\//);
  expect(text).toMatch(/Disallow: \/MemberDashboard/);
});

test('the page without JavaScript still carries a description and a language', async ({ request }) => {
  const html = await (await request.get('/Stocklist', { headers: { 'accept-language': 'en' } })).text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  // A visitor whose browser names no language of the site's gets the society's default, Bengali.
  const plain = await (await request.get('/Stocklist', { headers: { 'accept-language': 'fr' } })).text();
  expect(plain).toMatch(/<html lang="bn">/);
});
