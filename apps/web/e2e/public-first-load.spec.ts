import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@samity/domain';
import { areaPhrases, phrasesIn } from '../../../bench/area-phrases.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const assetLinks = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)].map((m) => m[1]!);
const scriptLinks = (html: string) =>
  [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*\b(?:src|href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);

// One run is enough: the pages' HTML and scripts do not depend on the screen.
test.describe('the public first load', { tag: '@desktop-only' }, () => {
  test('every script, style and preload a public page names exists (no 404 on any visit)', async ({
    request,
  }) => {
    for (const path of PUBLIC_ROUTES) {
      const html = await (await request.get(path)).text();
      const links = assetLinks(html);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        const response = await request.get(link);
        expect(response.status(), `${path} names ${link}`).toBe(200);
      }
    }
  });

  test('carries no member, admin or finance text on any public page', async ({ request }) => {
    const phrases = areaPhrases(webRoot);
    expect(phrases).toContain('Passwords do not match');
    for (const path of PUBLIC_ROUTES) {
      const html = await (await request.get(path)).text();
      const code = (
        await Promise.all(scriptLinks(html).map(async (link) => (await request.get(link)).text()))
      ).join('\n');
      expect(code.length, path).toBeGreaterThan(50_000);
      expect(phrasesIn(code, phrases), path).toEqual([]);
    }
  });

  test('the login pages load without a console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/AdminLogin', '/MemberLogin']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});
