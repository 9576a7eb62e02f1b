import { expect, type Page, test } from '@playwright/test';
import { FINANCE_ADMIN } from './finance-screens-helpers';
import { memberFor } from './member-helpers';

/**
 * A member or admin page's first load: index.html asks for the layout's session check and for the code of the
 * layout, its texts and the page together, and the page then uses that check rather than asking again (on a
 * slow phone each request made after the scripts have run is a round trip more before the first content).
 */
async function firstLoad(page: Page, path: string, check: string, content: string, data?: string) {
  const checks: string[] = [];
  const dataRequests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/trpc/${check}`)) checks.push(request.url());
    if (data && request.url().includes(`/trpc/${data}`)) dataRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/trpc/${check}">`);
  for (const chunk of ['area-pages', '-layout', '-page'])
    expect(html, chunk).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/[\\w-]*${chunk}-[\\w-]+\\.js">`),
    );
  await expect(page.locator(content).first()).toBeVisible();
  // Chrome warns when a preload goes unused; give it the moment it waits before saying so.
  await page.waitForTimeout(3500);
  expect(checks).toEqual([expect.stringMatching(new RegExp(`/trpc/${check}$`))]);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  // The page's first data, preloaded too, is asked for once, at the preloaded address.
  if (data) {
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/trpc/${data}?input=`);
    expect(dataRequests).toHaveLength(1);
    expect(html).toContain(dataRequests[0]!.replace(new URL(dataRequests[0]!).origin, ''));
  }
}

test('the member dashboard uses the session check and code index.html preloads', async ({ page }, info) => {
  const member = memberFor(info);
  const login = await page.request.post('/api/member/login', {
    data: { member: member.no, password: member.password },
    headers: { origin: new URL(info.project.use.baseURL!).origin },
  });
  expect(login.ok()).toBe(true);
  await firstLoad(page, '/MemberDashboard', 'auth.member.me', '.dash-totals');
});

test("the month's book uses the session check and code index.html preloads", async ({ page }, info) => {
  const login = await page.request.post('/api/admin/login', {
    data: FINANCE_ADMIN,
    headers: { origin: new URL(info.project.use.baseURL!).origin },
  });
  expect(login.ok()).toBe(true);
  // The book itself is in the page the server wrote (decision 023): never asked for on arrival.
  const bookRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/finance.monthly.list')) bookRequests.push(request.url());
  });
  await firstLoad(page, '/FinancialMonthly', 'auth.admin.checkRemembered', '.monthly-summary');
  expect(bookRequests).toEqual([]);
});
