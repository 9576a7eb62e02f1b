import type { DbHandle } from '@samity/db';
import type { SmsStandIn, SmtpCatcher } from '@samity/notifications-sandbox';
import { startSmsStandIn, startSmtpCatcher } from '@samity/notifications-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_POLICY,
  deliverPending,
  type MessageSender,
  type Senders,
  smsHttpSender,
  smtpSender,
} from '../src/services/notifications';
import { notifyMember } from '../src/services/notifications/notify';
import { findRecipient } from '../src/services/notifications/outbox.queries';
import {
  createMember,
  FakeClock,
  openSecondHandle,
  recordingLogger,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';

/**
 * The delivery worker against a real SMTP server (smtp-server, in the test) and the SMS stand-in speaking
 * our provider protocol: delivery, retries with backoff after a provider failure, failing for good after the
 * last attempt, the admins' retry, and exactly one delivery with two workers racing.
 */
const handle = useTestDb();
const clock = new FakeClock();
const ON = { sms: true, email: true };
let member: TestMember;
let smtp: SmtpCatcher;
let sms: SmsStandIn;
let senders: Senders & { email: ReturnType<typeof smtpSender> };
const log = recordingLogger();

beforeAll(async () => {
  member = await createMember(handle.db, { name: 'Delivery Member' });
  await handle.db
    .updateTable('members')
    .set({ email: 'member@example.com' })
    .where('id', '=', member.id)
    .execute();
  smtp = await startSmtpCatcher();
  sms = await startSmsStandIn();
  senders = {
    sms: smsHttpSender({ url: sms.url, token: sms.token, sender: 'SAMITY', timeoutMs: 5000 }),
    email: smtpSender({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      from: 'Samity <no-reply@example.org>',
      timeoutMs: 5000,
    }),
  };
});
afterAll(async () => {
  senders?.email.close();
  await sms?.close();
  await smtp?.close();
});

const worker = () => ({ db: handle.db, log, now: clock.now });
let events = 0;

/** A data-update message to the member (inbox, SMS and email rows), as its event would write it. */
async function queueMessage() {
  const recipient = (await findRecipient(handle.db, member.id))!;
  events += 1;
  return notifyMember(
    handle.db,
    { now: clock.now, channels: ON },
    {
      eventKey: `delivery-test:${events}`,
      member: recipient,
      message: { kind: 'data_update_solved', field: `field ${events}` },
    },
  );
}

const rowOf = (eventKey: string, channel: 'sms' | 'email') =>
  handle.db
    .selectFrom('notification_outbox')
    .where('event_key', '=', eventKey)
    .where('channel', '=', channel)
    .selectAll()
    .executeTakeFirstOrThrow();

describe('delivery', () => {
  it('sends the SMS to the provider and the email to the SMTP server, and marks them sent', async () => {
    const [inbox] = await queueMessage();
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 2, failed: 0 });
    expect(sms.messages[0]).toMatchObject({ to: `+88${member.phone}`, from: 'SAMITY' });
    expect(sms.messages[0]!.text).toContain('হালনাগাদ');
    expect(smtp.emails[0]).toMatchObject({ to: ['member@example.com'], subject: 'তথ্য হালনাগাদ সম্পন্ন' });
    expect(smtp.emails[0]!.text).toContain('field 1');
    for (const channel of ['sms', 'email'] as const)
      expect(await rowOf(inbox!.eventKey, channel)).toMatchObject({
        status: 'sent',
        attempts: 1,
        last_error: null,
      });
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 0, failed: 0 });
  });

  it('tries again with backoff after a provider failure, and keeps the error without the token', async () => {
    const [inbox] = await queueMessage();
    sms.failNext(1);
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 1, failed: 1 });
    const failed = await rowOf(inbox!.eventKey, 'sms');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toContain('SMS provider answered 503');
    expect(failed.last_error).not.toContain(sms.token);
    expect(new Date(failed.next_attempt_at!).getTime()).toBe(
      clock.now().getTime() + DELIVERY_POLICY.backoffMs,
    );
    // Not before its time.
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 0, failed: 0 });
    clock.advanceSeconds(DELIVERY_POLICY.backoffMs / 1000);
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(inbox!.eventKey, 'sms')).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
  });

  it('fails for good after the last attempt; an admin sees the error and sends it again', async () => {
    const [inbox] = await queueMessage();
    const refusing: MessageSender = {
      send: async () => {
        throw new (await import('../src/services/notifications')).DeliveryError('SMTP: EAUTH Invalid login');
      },
    };
    const policy = { ...DELIVERY_POLICY, maxAttempts: 2 };
    await deliverPending(worker(), { sms: senders.sms, email: refusing }, policy);
    clock.advanceSeconds(3600);
    await deliverPending(worker(), { sms: senders.sms, email: refusing }, policy);
    const row = await rowOf(inbox!.eventKey, 'email');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, last_error: 'SMTP: EAUTH Invalid login' });

    const admin = await testCallers(handle, { now: clock.now, loginNow: clock.now }).admin('Full_Access');
    const failedList = await admin.admin.notifications.deliveries({ status: 'failed', limit: 10, offset: 0 });
    expect(failedList.entries.find((item) => item.id === row.id)).toMatchObject({
      channel: 'email',
      recipient: 'member@example.com',
      lastError: 'SMTP: EAUTH Invalid login',
      attempts: 2,
    });
    expect(await admin.admin.notifications.retry({ id: row.id })).toEqual({ status: 'pending' });
    await expect(admin.admin.notifications.retry({ id: row.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await deliverPending(worker(), senders)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.emails[0]!.text).toContain(`field ${events}`);
  });

  it('fails a row whose channel has no sender on this server, naming why', async () => {
    const [inbox] = await queueMessage();
    await deliverPending(worker(), { email: senders.email }, { ...DELIVERY_POLICY, maxAttempts: 1 });
    expect(await rowOf(inbox!.eventKey, 'sms')).toMatchObject({
      status: 'failed',
      last_error: 'The sms channel is not configured on this server',
    });
  });
});

describe('two workers racing', () => {
  it('deliver every message exactly once', async () => {
    const queued = [];
    for (let i = 0; i < 12; i += 1) queued.push(...(await queueMessage()));
    const sent = new Map<string, number>();
    const counting = (name: string): MessageSender => ({
      async send(message) {
        // Slow enough that both workers are busy at once.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const key = `${name}:${message.to}:${message.text}`;
        sent.set(key, (sent.get(key) ?? 0) + 1);
      },
    });
    const policy = { ...DELIVERY_POLICY, batch: 3 };
    // Two instances: each its own handle (its own pool on PostgreSQL).
    const other = await openSecondHandle(handle);
    const drain = async (db: DbHandle['db']) => {
      for (;;) {
        const turn = await deliverPending(
          { db, log, now: clock.now },
          { sms: counting('sms'), email: counting('email') },
          policy,
        );
        if (turn.sent + turn.failed === 0) return;
      }
    };
    try {
      await Promise.all([drain(handle.db), drain(other.db)]);
    } finally {
      await other.close();
    }
    expect(sent.size).toBe(24);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    const pending = await handle.db
      .selectFrom('notification_outbox')
      .where('status', '=', 'pending')
      .select('id')
      .execute();
    expect(pending).toEqual([]);
  });
});
