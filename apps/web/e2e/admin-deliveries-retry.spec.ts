import { test as base, expect, request } from '@playwright/test';
import { loginAndOpen } from './admin-members-helpers';
import { FULL_PLUS_ADMIN } from './finance-screens-helpers';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { DEMO_MEMBERS, expectNoSideways } from './member-helpers';
import { expectAccessible } from './public-helpers';

/**
 * A failed SMS on /MessageDeliveries and the admin's Retry. The journeys' usual servers deliver to the inbox
 * only, which cannot fail, so this journey runs a server of its own (e2e/serve.mjs on another port) whose SMS
 * provider is an address where nothing listens, one attempt per message and a worker turn every second: a
 * dues reminder's SMS fails at once. The admin finds it among the failed ones with the provider's error,
 * retries it, and is told it is queued again.
 */
/** Nothing listens here: the SMS provider that is never there. */
const DEAD_PROVIDER = 'http://127.0.0.1:9/sms';

const test = base.extend<object, { failingSmsServerUrl: string }>({
  failingSmsServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) =>
      withJourneyServer(
        BASE_PORT + 60 + (workerInfo.project.name === 'mobile' ? 1 : 0),
        {
          SMS_URL: DEAD_PROVIDER,
          SMS_TOKEN: 'journey-token',
          SMS_SENDER: 'Samity',
          NOTIFY_SANDBOX: 'false',
          NOTIFY_MAX_ATTEMPTS: '1',
          NOTIFY_INTERVAL_SECONDS: '1',
        },
        use,
      ),
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ failingSmsServerUrl }, use) => use(failingSmsServerUrl),
});

test('an admin finds a failed SMS with its error and retries it', async ({ page, baseURL }, info) => {
  test.setTimeout(90_000);
  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/admin/login', {
    data: { phone: FULL_PLUS_ADMIN.phone, password: FULL_PLUS_ADMIN.password, remember: false },
  });
  expect(await login.json()).toEqual({ success: true });
  const sent = await admin.post('/api/dues-reminders', { data: { memberNos: [DEMO_MEMBERS.two.no] } });
  expect(sent.status(), await sent.text()).toBe(200);
  // The worker tries the SMS within a second or two, and one attempt is all it gets.
  await expect
    .poll(
      async () => {
        const answer = await admin.get('/api/notification-deliveries?status=failed&limit=25&offset=0');
        const { entries } = (await answer.json()) as { entries: { channel: string }[] };
        return entries.filter((item) => item.channel === 'sms').length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await admin.dispose();

  await loginAndOpen(page, FULL_PLUS_ADMIN.phone, FULL_PLUS_ADMIN.password, 'Message Deliveries');
  await expect(page.getByLabel('Show')).toHaveValue('failed');
  const table = page.getByRole('table', { name: 'Message deliveries' });
  const row = table.getByRole('row').filter({ hasText: 'Dues reminder' }).filter({ hasText: 'SMS' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(/\+8801\d{9}/);
  // The provider's own failure, not a made-up one: nothing listens at its address.
  await expect(row).toContainText('SMS provider unreachable');
  await expectAccessible(page);
  if (info.project.name === 'mobile') await expectNoSideways(page);

  await row.getByRole('button', { name: /^Retry delivery \d+ to \+8801\d{9}$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'queued again' })).toHaveText(
    /^Delivery \d+ is queued again \(now: Waiting\)\.$/,
  );
});
