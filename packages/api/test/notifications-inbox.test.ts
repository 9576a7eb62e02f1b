import { beforeAll, describe, expect, it } from 'vitest';
import { notifyMember } from '../src/services/notifications/notify';
import { findRecipient } from '../src/services/notifications/outbox.queries';
import { createMember, FakeClock, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/** The member's inbox (newest first, unread count, mark read) and message settings; an admin sees the email. */
const handle = useTestDb();
const clock = new FakeClock();
const callers = testCallers(handle, { now: clock.now, loginNow: clock.now });
let a: TestMember;
let b: TestMember;

beforeAll(async () => {
  a = await createMember(handle.db, { name: 'Inbox A' });
  b = await createMember(handle.db, { name: 'Inbox B' });
  for (const field of ['name', 'address', 'phone']) {
    clock.advanceSeconds(60);
    await notifyMember(
      handle.db,
      { now: clock.now },
      {
        eventKey: `inbox-test:${field}`,
        member: (await findRecipient(handle.db, a.id))!,
        message: { kind: 'data_update_solved', field },
      },
    );
  }
});

const as = (member: TestMember, channels = { sms: false, email: true }) =>
  callers.member(member, { channels });

describe('the inbox', () => {
  it('lists the member’s own messages newest first, in their language, with the unread count', async () => {
    const inbox = await (await as(a)).member.notifications.list({ limit: 2, offset: 0 });
    expect(inbox.total).toBe(3);
    expect(inbox.unread).toBe(3);
    expect(inbox.entries.map((item) => item.body)).toEqual([
      'আপনার তথ্য হালনাগাদের অনুরোধ (phone) সম্পন্ন হয়েছে।',
      'আপনার তথ্য হালনাগাদের অনুরোধ (address) সম্পন্ন হয়েছে।',
    ]);
    expect(inbox.entries[0]).toMatchObject({ kind: 'data_update_solved', readAt: null });
    expect(await (await as(b)).member.notifications.list({ limit: 10, offset: 0 })).toEqual({
      entries: [],
      total: 0,
      unread: 0,
    });
  });

  it('marks one read, refuses another member’s message (404, nothing changes), then marks all read', async () => {
    const caller = await as(a);
    const [newest] = (await caller.member.notifications.list({ limit: 1, offset: 0 })).entries;
    expect(await caller.member.notifications.markRead({ id: newest!.id })).toEqual({ unread: 2 });
    const before = await databaseFingerprint(handle.db);
    await expect((await as(b)).member.notifications.markRead({ id: newest!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await caller.member.notifications.unreadCount()).toEqual({ unread: 2 });
    expect(await caller.member.notifications.markRead({ all: true })).toEqual({ unread: 0 });
    const read = await caller.member.notifications.list({ limit: 10, offset: 0 });
    expect(read.entries.every((item) => item.readAt !== null)).toBe(true);
  });
});

describe('settings', () => {
  it('answers the language, SMS reminders, email and the channels this server sends on', async () => {
    expect(await (await as(a)).member.notifications.settings.get()).toEqual({
      language: 'bn',
      smsReminders: true,
      email: null,
      channels: { sms: false, email: true },
    });
  });

  it('changes them (audited); a bad email is a 400 that changes nothing', async () => {
    const caller = await as(a);
    expect(
      await caller.member.notifications.settings.update({
        language: 'en',
        smsReminders: false,
        email: 'A@Example.com',
      }),
    ).toMatchObject({ language: 'en', smsReminders: false, email: 'a@example.com' });
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.member.notifications.settings.update({ email: 'not-an-address' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    const audit = await handle.db
      .selectFrom('audit_log')
      .where('action', '=', 'member.notificationSettings.update')
      .where('actor_member_id', '=', a.id)
      .select('after')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ email: 'a@example.com', language: 'en', sms_reminders: false });
  });

  it('shows the email to a member admin', async () => {
    const admin = await callers.admin('Member_Access');
    const found = await admin.admin.members.search({ search: a.memberNo });
    expect(found.find((m) => m.member_no === a.memberNo)).toMatchObject({ email: 'a@example.com' });
    expect(await (await as(a)).member.notifications.settings.update({ email: null })).toMatchObject({
      email: null,
    });
  });
});
