import { dhakaDay } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverPending, type MessageSender } from '../src/services/notifications';
import { insertOutboxRows, type OutboxRow } from '../src/services/notifications/outbox.queries';
import {
  createAdmin,
  FakeClock,
  recordingLogger,
  type TestAdmin,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The site's daily SMS budget (issue 38 §1) against the real database and the real delivery worker: counted
 * in billed parts, what can wait is held for the next Dhaka day (not dropped), receipts and login codes are
 * never held, the admins are warned once a day at 80 %, and Full_Access admins see the day's and month's
 * parts and cost while only Full_Access+ changes the settings (audited).
 */
const handle = useTestDb();
const clock = new FakeClock();
const log = recordingLogger();
const ORIGIN = 'https://samity.example.org';
const as = testCallers(handle, {
  now: clock.now,
  channels: { sms: true, email: false },
  publicOrigin: ORIGIN,
});
const sent: { to: string; text: string }[] = [];
const sms: MessageSender = {
  async send({ to, text }) {
    sent.push({ to, text });
  },
};
const deliverAll = async () => {
  for (;;) {
    const { sent: n, failed } = await deliverPending(
      { db: handle.db, log, now: clock.now, publicOrigin: ORIGIN },
      { sms },
    );
    if (n + failed === 0) return;
  }
};
let admin: TestAdmin;
let seq = 0;

/** One SMS of a kind; a 1-part English text unless a longer one is given. */
function row(kind: string, body = `Samity: message ${++seq}`): OutboxRow {
  return {
    eventKey: `test:${kind}:${++seq}`,
    kind,
    channel: 'sms',
    recipient: `+88017${String(10_000_000 + seq).slice(-8)}`,
    memberId: null,
    language: 'en',
    title: kind,
    body,
  };
}

beforeAll(async () => {
  admin = await createAdmin(handle.db, { privilege: 'Full_Access+' });
  await handle.db
    .updateTable('notification_settings')
    .set({ sms_daily_parts: 10, sms_price_poisha: 40 })
    .execute();
});

describe('the daily SMS budget', () => {
  it('counts parts: a Bengali text of 71 letters is two parts, an English one of 161 characters two', async () => {
    await insertOutboxRows(
      handle.db,
      [row('enquiry_received', 'ক'.repeat(71)), row('enquiry_received', 'a'.repeat(161))],
      clock.now(),
    );
    const parts = await handle.db
      .selectFrom('notification_outbox')
      .where('event_key', 'like', 'test:%')
      .select(['sms_parts', 'urgent'])
      .orderBy('id')
      .execute();
    expect(parts).toEqual([
      { sms_parts: 2, urgent: false },
      { sms_parts: 2, urgent: false },
    ]);
  });

  it('sends what fits, holds the rest until the next Dhaka day, never holds a receipt or a login code', async () => {
    // 4 parts above, 8 more of 1 part that can wait, then urgent ones: budget 10.
    await insertOutboxRows(
      handle.db,
      Array.from({ length: 8 }, () => row('buyer_alert')),
      clock.now(),
    );
    await insertOutboxRows(
      handle.db,
      [row('payment_recorded'), row('login_code'), row('payment_refunded')],
      clock.now(),
    );
    await deliverAll();
    const rows = await handle.db
      .selectFrom('notification_outbox')
      .where('event_key', 'like', 'test:%')
      .select(['kind', 'status', 'next_attempt_at', 'urgent'])
      .orderBy('id')
      .execute();
    const day = dhakaDay(clock.now());
    // Urgent first (3 parts), then in order: 2 + 2 + 1 + 1 + 1 = 7 parts fit in the 10.
    expect(rows.filter((r) => r.urgent).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    const waiting = rows.filter((r) => !r.urgent);
    expect(waiting.map((r) => r.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    for (const held of waiting.filter((r) => r.status === 'pending'))
      expect(held.next_attempt_at).toEqual(day.next);

    // A receipt written now goes at once, over the budget.
    await insertOutboxRows(handle.db, [row('payment_recorded')], clock.now());
    await deliverAll();
    expect(
      await handle.db
        .selectFrom('notification_outbox')
        .where('kind', '=', 'payment_recorded')
        .where('status', '=', 'pending')
        .select('id')
        .execute(),
    ).toEqual([]);

    // The next day the held ones go, from that day's budget.
    clock.advanceSeconds((day.next.getTime() - clock.now().getTime()) / 1000 + 1);
    await deliverAll();
    const after = await handle.db
      .selectFrom('notification_outbox')
      .where('event_key', 'like', 'test:%')
      .where('status', '=', 'pending')
      .select('id')
      .execute();
    expect(after).toEqual([]);
  });

  it('warns the Full_Access+ admins once a day when 80 % is used', async () => {
    const warnings = await handle.db
      .selectFrom('notification_outbox')
      .where('kind', '=', 'sms_budget_warning')
      .select(['event_key', 'recipient', 'urgent', 'body'])
      .orderBy('id')
      .execute();
    const days = [...new Set(warnings.map((w) => w.event_key))];
    // Day one went past 80 %; day two's held 5 parts are 50 %: one warning, to the admin's phone.
    expect(days).toHaveLength(1);
    expect(warnings.filter((w) => w.recipient === `+88${admin.phone}`)).toHaveLength(1);
    expect(warnings.every((w) => w.urgent)).toBe(true);
    expect(warnings[0]?.body).toContain(`${ORIGIN}/MessageDeliveries`);
    expect(
      log.entries.filter((e) => (e.obj as { event?: string }).event === 'sms.budget.warning'),
    ).toHaveLength(1);
  });
});

describe('admin.notifications.smsUsage and updateSmsSettings', () => {
  it('shows the day’s and the month’s parts and their cost at the configured price', async () => {
    const usage = await (await as.admin('Full_Access')).admin.notifications.smsUsage();
    const todayParts = usage.today.parts;
    expect(usage).toMatchObject({
      smsOn: true,
      settings: { dailyParts: 10, pricePoisha: 40, enquirySmsPerDealer: 10 },
      held: { messages: 0, parts: 0 },
    });
    expect(usage.today.costPoisha).toBe(todayParts * 40);
    expect(usage.month.parts).toBeGreaterThanOrEqual(todayParts);
    expect(usage.month.costPoisha).toBe(usage.month.parts * 40);
    // Everything the worker sent is counted: the test rows' and the warnings'.
    const all = await handle.db
      .selectFrom('notification_outbox')
      .where('channel', '=', 'sms')
      .where('status', '=', 'sent')
      .select((eb) => eb.fn.sum<string>('sms_parts').as('parts'))
      .executeTakeFirstOrThrow();
    expect(usage.month.parts).toBe(Number(all.parts));
  });

  it('says SMS is off when no provider is configured', async () => {
    const off = testCallers(handle, { now: clock.now });
    expect((await (await off.admin('Full_Access')).admin.notifications.smsUsage()).smsOn).toBe(false);
  });

  it('lets Full_Access+ change the settings (audited) and refuses Full_Access with nothing changed', async () => {
    const input = { dailyParts: 500, pricePoisha: 30, enquirySmsPerDealer: 5 };
    const full = await as.admin('Full_Access');
    const before = await databaseFingerprint(handle.db);
    await expect(full.admin.notifications.updateSmsSettings(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await (await as.admin(admin)).admin.notifications.updateSmsSettings(input)).toEqual(input);
    expect(
      await handle.db.selectFrom('notification_settings').selectAll().executeTakeFirstOrThrow(),
    ).toMatchObject({
      sms_daily_parts: 500,
      sms_price_poisha: 30,
      enquiry_sms_per_dealer: 5,
    });
    const audit = await handle.db
      .selectFrom('audit_log')
      .where('action', '=', 'notifications.sms.settings')
      .select(['actor_admin_id', 'after'])
      .execute();
    expect(audit).toEqual([{ actor_admin_id: admin.id, after: input }]);
    // No budget at all is a setting too; a negative price is refused on its field.
    await (await as.admin(admin)).admin.notifications.updateSmsSettings({ ...input, dailyParts: null });
    await expect(
      (await as.admin(admin)).admin.notifications.updateSmsSettings({ ...input, pricePoisha: -1 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
