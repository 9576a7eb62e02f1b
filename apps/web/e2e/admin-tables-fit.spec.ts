import { type APIRequestContext, request } from '@playwright/test';
import { expect, test } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { DEMO_MEMBERS, expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * Tables that fit their screen, on the admin journeys' own server (admin-members-helpers): a notice published
 * through the API gives the audit trail a row and every member an unread message, and a bKash payment a member
 * starts gives the online payments a row. At 1280 px no column of the five widest admin tables is clipped;
 * at 375 px each row is a card whose values carry their labels and whose actions are on the screen.
 */
const SCREENS = [
  ['/Financial', "Members' deposits"],
  ['/FinancialExpenses', 'Income & Expenses'],
  ['/ActiveMembersAdmin', 'Active members'],
  ['/GatewayPayments', 'Online payments'],
  ['/Action', 'Audit trail'],
] as const;

const memberOf = (project: string) => (project === 'mobile' ? DEMO_MEMBERS.two : DEMO_MEMBERS.one);

async function publishNotice(baseURL: string | undefined, project: string) {
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { phone: FULL_PLUS_ADMIN.phone, password: FULL_PLUS_ADMIN.password, remember: false },
  });
  expect(await login.json()).toEqual({ success: true });
  const front = (await (await admin.get('/api/notices-front')).json()) as { pic: string }[];
  const published = await admin.post('/api/publish-notice', {
    data: {
      date: new Date().toISOString().slice(0, 10),
      caption: `Tables that fit (${project})`,
      pic: front[0]?.pic,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  await admin.dispose();
}

/** Starts (and leaves open) a bKash payment of the member's first month with something due. */
async function startPayment(member: APIRequestContext) {
  const summary = await member.post('/api/member/dashboard/debt-summary', { data: {} });
  expect(summary.status(), await summary.text()).toBe(200);
  const { monthly } = (await summary.json()) as { monthly: { id: number; due: number }[] };
  const due = monthly.find((row) => row.due > 0);
  expect(due, 'a month with something due').toBeDefined();
  const started = await member.post('/api/payments/bkash/create', { data: { main_id: due!.id } });
  expect(started.status(), await started.text()).toBe(200);
}

async function loginAdmin(page: import('@playwright/test').Page) {
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(FULL_PLUS_ADMIN.phone);
  await page.getByLabel('Password').fill(FULL_PLUS_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeAttached();
}

test.beforeAll(async ({ adminServerUrl }, info) => {
  await publishNotice(adminServerUrl, info.project.name);
  const member = await request.newContext({ baseURL: adminServerUrl });
  const { no, password } = memberOf(info.project.name);
  const login = await member.post('/api/member/login', { data: { member: no, password } });
  expect((await login.json()).success).toBe(true);
  await startPayment(member);
  await member.dispose();
});

test('at 1280 px no admin table clips a column or scrolls sideways @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  for (const [path, label] of SCREENS) {
    await page.goto(path);
    const table = page.getByRole('table', { name: label, exact: true });
    await expect(table.getByRole('row').nth(1), path).toBeVisible({ timeout: 15_000 });
    const fit = await table.evaluate((element) => {
      const region = element.closest('.table-scroll') as HTMLElement;
      const edge = region.getBoundingClientRect().right;
      return {
        scrolls: region.scrollWidth > region.clientWidth,
        clipped: [...element.querySelectorAll('th')]
          .filter((th) => th.getBoundingClientRect().right > edge + 0.5)
          .map((th) => th.textContent),
      };
    });
    expect(fit, path).toEqual({ scrolls: false, clipped: [] });
    await expectNoSideways(page);
  }
  // The ledger's columns that left the row are in its details, opened by the row's Details button.
  await page.goto('/FinancialExpenses');
  const ledger = page.getByRole('table', { name: 'Income & Expenses', exact: true });
  const details = ledger.getByRole('button', { name: 'Details' }).first();
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(ledger.locator('.row-details').getByText('Added By')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/GatewayPayments');
  await expect(page.getByRole('table', { name: 'Online payments', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('at 375 px each row is a card with labelled values and its actions on the screen @mobile-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  for (const [path, label] of SCREENS) {
    await page.goto(path);
    const table = page.getByRole('table', { name: label, exact: true });
    const card = table.getByRole('row').nth(1);
    await expect(card, path).toBeVisible({ timeout: 15_000 });
    const labels = await card
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels.filter((content) => content.startsWith('"')).length, path).toBeGreaterThan(1);
    for (const control of await card.locator('button, a').all()) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      if (!box) continue; // a visually hidden text inside a link
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(375);
    }
    await expectNoSideways(page);
  }
  // The ledger's Actions button opens the row's menu from inside its card.
  await page.goto('/FinancialExpenses');
  const ledger = page.getByRole('table', { name: 'Income & Expenses', exact: true });
  await ledger
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Actions/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('a member with unread messages sees them beside the dues on arrival', async ({ page }, info) => {
  const { no, password } = memberOf(info.project.name);
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(no);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
  const dues = page.getByRole('region', { name: 'Your dues', exact: true });
  await expect(dues.getByText(/^You have \d+ unread messages?\.$/)).toBeVisible({ timeout: 15_000 });
  const box = await dues.getByRole('button', { name: 'Read messages' }).boundingBox();
  expect(box!.y).toBeLessThan(page.viewportSize()!.height * 1.5);
  await dues.getByRole('button', { name: 'Read messages' }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox).toContainText(`Tables that fit (${info.project.name})`);
  await expectAccessible(page);
});
