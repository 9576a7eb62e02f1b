import { createAdmin, createMember, loginAs } from '@samity/api/testing';
import type { SmsStandIn, SmtpCatcher } from '@samity/notifications-sandbox';
import { startSmsStandIn, startSmtpCatcher } from '@samity/notifications-sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/env';
import { getJson, postJson } from './auth-helpers';
import { useTestApp } from './helpers';

/**
 * The server with SMS_* and SMTP_* settings pointing at the stand-ins: the channels are on, a reminder sent
 * through the REST face is delivered by the server's own worker, and no credential reaches the logs even when
 * the provider fails. Without the settings the channels are off.
 */
let sms: SmsStandIn;
let smtp: SmtpCatcher;
const lines: string[] = [];
const SMTP_PASSWORD = 'smtp-password-secret-42';

beforeAll(async () => {
  sms = await startSmsStandIn();
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await sms?.close();
  await smtp?.close();
});
const t = useTestApp(
  () => ({
    LOG_LEVEL: 'info',
    SMS_URL: sms.url,
    SMS_TOKEN: sms.token,
    SMS_SENDER: 'SAMITY',
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Samity <no-reply@example.org>',
    SMTP_USER: 'mailer',
    SMTP_PASSWORD,
    NOTIFY_INTERVAL_SECONDS: '1',
    PUBLIC_ORIGIN: 'https://samity.example.org',
  }),
  { logStream: { write: (line) => void lines.push(line) } },
);

describe('with SMS and SMTP settings', () => {
  it('tells the member the channels are on', async () => {
    const member = await createMember(t.db.db);
    const res = await getJson(
      t.app,
      '/api/member/notification-settings',
      (await loginAs(t.db.db, member)).header({ https: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ channels: { sms: true, email: true }, language: 'bn' });
  });

  it('delivers a reminder sent through REST, with the link to pay, and logs no credential', async () => {
    const member = await createMember(t.db.db);
    await t.db.db
      .updateTable('members')
      .set({ email: 'http@example.com' })
      .where('id', '=', member.id)
      .execute();
    const month = await t.db.db
      .insertInto('monthly_books')
      .values({ month: '2021-01-01', amount_poisha: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .insertInto('monthly_dues')
      .values({ book_id: month.id, member_id: member.id, payable_poisha: 50_000 })
      .execute();
    const admin = await createAdmin(t.db.db, { privilege: 'Finance_Access' });
    const cookie = (await loginAs(t.db.db, admin)).header({ https: true });
    sms.failNext(1);
    const res = await postJson(t.app, '/api/dues-reminders', { memberNos: [member.memberNo] }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 1, skippedToday: 0, skippedNoArrears: 0 });
    // The first SMS attempt is refused (503) and tried again after the backoff; the email goes at once.
    await vi.waitFor(() => expect(smtp.emails.some((e) => e.to.includes('http@example.com'))).toBe(true), {
      timeout: 15_000,
    });
    const email = smtp.emails.find((e) => e.to.includes('http@example.com'))!;
    expect(email.text).toContain('https://samity.example.org/MemberDashboard');
    const failed = await t.db.db
      .selectFrom('notification_outbox')
      .where('member_id', '=', member.id)
      .where('channel', '=', 'sms')
      .select(['status', 'attempts', 'last_error'])
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toContain('503');
    const log = lines.join('\n');
    expect(log).toContain('notification.failed');
    for (const secret of [sms.token, SMTP_PASSWORD]) expect(log).not.toContain(secret);
  });
});

describe('settings', () => {
  it('turns a channel off without its settings, and refuses half of the SMS settings', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/samity' });
    // Unset: the stand-ins run only on the demo data (main.ts asks the database); NOTIFY_SANDBOX decides.
    expect(config.notifications).toMatchObject({ sms: null, smtp: null, startSandbox: undefined });
    expect(loadConfig({}).notifications.startSandbox).toBeUndefined();
    expect(loadConfig({ NOTIFY_SANDBOX: 'false' }).notifications.startSandbox).toBe(false);
    expect(() => loadConfig({ SMS_URL: 'https://sms.example.org/send' })).toThrow(
      /SMS_TOKEN[\s\S]*SMS_SENDER/,
    );
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.org' })).toThrow(/SMTP_FROM/);
  });
});
