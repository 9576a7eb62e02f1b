import { request } from '@playwright/test';
import { expect, test } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { DEMO_MEMBERS, expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * The member's inbox beyond its first page: every published notice is a message to every active member, so
 * an admin publishes 21 notices through the API and the member finds 20 messages, loads the rest with
 * "Load more", and marks them all read at once; the bell then counts none. On the admin journeys' own server
 * (admin-members-helpers), so the public notice board the other journeys read keeps the demo's notices.
 */
const PAGE_SIZE = 20;
const NOTICES = 21;

test('a member pages through the inbox with Load more and marks every message read', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { phone: FULL_PLUS_ADMIN.phone, password: FULL_PLUS_ADMIN.password, remember: false },
  });
  expect(await login.json()).toEqual({ success: true });
  const front = (await (await admin.get('/api/notices-front')).json()) as { pic: string }[];
  const pic = front[0]?.pic;
  expect(pic).toBeTruthy();
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 1; i <= NOTICES; i++) {
    const published = await admin.post('/api/publish-notice', {
      data: { date: today, caption: `Inbox paging notice ${i} (${info.project.name})`, pic },
    });
    expect(published.status(), await published.text()).toBe(200);
  }
  await admin.dispose();

  const member = info.project.name === 'mobile' ? DEMO_MEMBERS.two : DEMO_MEMBERS.one;
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill(member.no);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);

  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 15_000 });
  await bell.click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  const items = inbox.getByRole('list', { name: 'Your messages, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(PAGE_SIZE, { timeout: 15_000 });
  await expect(items.first()).toContainText(`Inbox paging notice ${NOTICES} (${info.project.name})`);
  const shown = inbox.getByText(/^\d+ of \d+ messages shown$/);
  const total = Number(/of (\d+)/.exec((await shown.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(NOTICES);
  await expect(shown).toHaveText(`${PAGE_SIZE} of ${total} messages shown`);

  await inbox.getByRole('button', { name: 'Load more' }).click();
  const loaded = Math.min(total, 2 * PAGE_SIZE);
  await expect(items).toHaveCount(loaded);
  await expect(shown).toHaveText(`${loaded} of ${total} messages shown`);
  // The oldest of the notices just published is on the second page.
  await expect(inbox.getByText(`Inbox paging notice 1 (${info.project.name})`)).toBeVisible();
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);

  const markAll = inbox.getByRole('button', { name: 'Mark all as read' });
  await markAll.click();
  await expect(inbox.getByRole('status')).toHaveText('All messages are marked as read.');
  await expect(inbox.getByText('0 unread messages')).toBeVisible();
  await expect(markAll).toBeDisabled();
  await expect(inbox.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await inbox.getByRole('button', { name: 'Close' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, none unread');
  await expect(bell).toBeFocused();
});
