import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import { FINANCE_ADMIN } from './finance-screens-helpers';
import { DEMO_MEMBERS } from './member-helpers';

/**
 * The first screen the server writes for a signed-in person (apps/server/src/first-content/, decision 023):
 * the member's dues, the month's book. Without JavaScript it is there, in the page's language; with it,
 * React's render takes over in place (the same boxes, no layout shift) with the served answers, so the
 * page does not ask for them again. A phone in Bengali, a desk in English.
 */

const PAGES = {
  member: {
    path: '/MemberDashboard',
    login: { kind: 'member', body: { member: DEMO_MEMBERS.one.no, password: DEMO_MEMBERS.one.password } },
    // What the server writes, top to bottom; then what only React draws (below it).
    served: [
      '.dash-header',
      'main h1',
      '.dash-welcome',
      '.dash-tabbar',
      '#dues-title',
      '.dash-totals',
      '.dues-pay-now',
    ],
    reactOnly: '.dash-downloads',
    read: '/trpc/member.statements.get',
  },
  finance: {
    path: '/FinancialMonthly',
    login: { kind: 'admin', body: { phone: FINANCE_ADMIN.phone, password: FINANCE_ADMIN.password } },
    served: [
      '.area-header',
      '.finance-monthly h1',
      '.month-selector',
      '.monthly-summary',
      '.book-info',
      '.monthly-toolbar',
      'table.data-table tbody tr:nth-child(3)',
      '.pager',
    ],
    reactOnly: '.chart-section',
    read: '/trpc/finance.monthly.list',
  },
} as const;

const languageOf = (info: TestInfo) => (info.project.name === 'mobile' ? 'bn' : 'en');

/** A signed-in visit of the page, with or without JavaScript: the served elements' boxes, and the page. */
async function visit(
  browser: Browser,
  info: TestInfo,
  which: keyof typeof PAGES,
  javaScriptEnabled: boolean,
) {
  const { use } = info.project;
  const context = await browser.newContext({ ...use, javaScriptEnabled });
  const base = use.baseURL!;
  await context.addCookies([{ name: 'samity.language', value: languageOf(info), url: base }]);
  const { path, login, served } = PAGES[which];
  const answer = await context.request.post(`${base}/api/${login.kind}/login`, {
    data: login.body,
    headers: { origin: base },
  });
  expect(answer.ok()).toBe(true);
  const page = await context.newPage();
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
  await page.goto(path);
  if (javaScriptEnabled) await expect(page.locator(PAGES[which].reactOnly)).toBeVisible();
  // Compared once the Bengali font is in: the lines of text it sets are not those of the fallback font.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const boxes = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      }),
    [...served],
  );
  return { context, page, boxes };
}

for (const which of ['member', 'finance'] as const) {
  test(`${which}: the served first screen is React's own, handed over in place`, async ({
    browser,
  }, info) => {
    const lang = languageOf(info);
    const plain = await visit(browser, info, which, false);
    // Written by the server: every part there, in the page's language, its controls inert.
    expect(plain.boxes.every((box) => box !== undefined)).toBe(true);
    await expect(plain.page.locator('html')).toHaveAttribute('lang', lang);
    if (which === 'member') {
      await expect(plain.page.locator('.dash-totals dd').first()).toHaveText(
        lang === 'bn' ? /^[০-৯]+$/ : /^\d+$/,
      );
      await expect(plain.page.locator('.dues-pay-now')).toHaveAttribute('inert', '');
    } else {
      await expect(plain.page.locator('.monthly-summary dd').first()).toHaveText(
        lang === 'bn' ? /৳[০-৯,]+\.[০-৯]{2}/ : /৳[\d,]+\.\d\d/,
      );
    }
    await plain.context.close();

    const app = await visit(browser, info, which, true);
    // React's render: the same boxes, nothing shifted, the served answers used (no second request for them).
    expect(app.boxes).toEqual(plain.boxes);
    expect(await app.page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(
      0.01,
    );
    const reads = await app.page.evaluate(
      (read) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(read)).length,
      PAGES[which].read,
    );
    expect(reads).toBe(0);
    await expect(app.page.locator('#served-data')).toHaveCount(0);
    if (which === 'member') await expect(app.page.locator('.dues-pay-now')).not.toHaveAttribute('inert');
    await app.context.close();
  });
}
