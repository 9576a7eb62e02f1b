import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MEMBERS_FIRST_PAGE_INPUT,
  monthBookFirstPageInput,
  STOCK_FIRST_PAGE_INPUT,
  trpcQueryUrl,
} from '@samity/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app';

/** A page with a chunk of its own gets that chunk preloaded in its index.html; other pages do not. */
describe('per-page preloads in index.html', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'samity-preloads-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFileSync(
      join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/Stocklist': {
          js: ['/assets/stock-page-1.js', '/assets/modal-2.js'],
          css: ['/assets/stock-page-3.css'],
        },
        '/Gallery': { js: ['"><script>alert(1)</script>', 'https://evil.example/x.js'], css: [] },
        '/MemberDashboard': {
          js: ['/assets/area-pages-4.js', '/assets/member-dashboard-page-5.js'],
          css: [],
        },
        '/FinancialMonthly': {
          js: ['/assets/area-pages-4.js', '/assets/finance-monthly-page-6.js'],
          css: [],
        },
        'layout:member': {
          js: ['/assets/member-layout-7.js', '/assets/member-8.js'],
          css: ['/assets/area-9.css'],
        },
        'layout:admin': { js: ['/assets/admin-layout-10.js', '/assets/area-pages-4.js'], css: [] },
      }),
    );
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(() => app.close());

  it('adds modulepreload and style preload links for the page chunk', async () => {
    const res = await app.inject({ url: '/Stocklist' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/stock-page-1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/modal-2.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/stock-page-3.css"></head>',
    );
  });

  it('preloads the first data of the stock and members pages at the address their requests use', async () => {
    const stock = (await app.inject({ url: '/Stocklist' })).body;
    const url = trpcQueryUrl('public.stock.search', STOCK_FIRST_PAGE_INPUT);
    expect(url).toBe(
      '/trpc/public.stock.search?input=%7B%22price_min%22%3A100000%2C%22price_max%22%3A100000000%2C%22year_min%22%3A2000%2C%22year_max%22%3A2025%2C%22limit%22%3A12%2C%22offset%22%3A0%7D',
    );
    expect(stock).toContain(`<link rel="preload" as="fetch" crossorigin href="${url}">`);
    const members = (await app.inject({ url: '/ActiveMembers' })).body;
    expect(members).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${trpcQueryUrl('public.members.list', MEMBERS_FIRST_PAGE_INPUT)}">`,
    );
    expect((await app.inject({ url: '/Notices' })).body).not.toContain('as="fetch"');
  });

  it("gives a member or admin page its area's layout, its own code and its layout's session check", async () => {
    const member = (await app.inject({ url: '/MemberDashboard' })).body;
    const links = (html: string) => [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links(member)).toEqual([
      '/trpc/auth.member.me',
      '/assets/member-layout-7.js',
      '/assets/member-8.js',
      '/assets/area-pages-4.js',
      '/assets/member-dashboard-page-5.js',
      '/assets/area-9.css',
    ]);
    const finance = (await app.inject({ url: '/FinancialMonthly' })).body;
    // Each file once, the layout's first.
    expect(links(finance)).toEqual([
      '/trpc/auth.admin.checkRemembered',
      '/assets/admin-layout-10.js',
      '/assets/area-pages-4.js',
      '/assets/finance-monthly-page-6.js',
      expect.stringMatching(/^\/trpc\/finance\.monthly\.list\?input=/),
    ]);
    // An admin page without a chunk entry still gets the layout and the check; no path is made of a key.
    expect(links((await app.inject({ url: '/Action' })).body)).toEqual([
      '/trpc/auth.admin.checkRemembered',
      '/assets/admin-layout-10.js',
      '/assets/area-pages-4.js',
    ]);
    expect((await app.inject({ url: '/layout:member' })).body).not.toContain('modulepreload');
  });

  it("preloads the current month's book on /FinancialMonthly, unless the address names a month", async () => {
    const book = trpcQueryUrl('finance.monthly.list', monthBookFirstPageInput(Date.now()));
    expect(book).toMatch(/^\/trpc\/finance\.monthly\.list\?input=%7B%22month%22%3A%22[A-Z][a-z]+-20\d\d%22/);
    const preload = `<link rel="preload" as="fetch" crossorigin href="${book.replace(/&/g, '&amp;')}">`;
    expect((await app.inject({ url: '/FinancialMonthly' })).body).toContain(preload);
    const chosen = (await app.inject({ url: '/FinancialMonthly?month=May-2026' })).body;
    expect(chosen).not.toContain('finance.monthly.list');
    expect(chosen).toContain('/trpc/auth.admin.checkRemembered');
  });

  it('leaves other pages, unknown paths and anything but plain asset paths alone', async () => {
    for (const url of ['/', '/Gallery', '/nowhere', '/Notices']) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('modulepreload');
      expect(res.body, url).not.toContain('evil');
    }
    expect((await app.inject({ url: '/nowhere' })).statusCode).toBe(404);
  });
});
