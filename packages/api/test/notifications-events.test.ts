import { beforeAll, describe, expect, it } from 'vitest';
import { upsertUpload } from '../src/services/images';
import { notifyMember } from '../src/services/notifications/notify';
import { findRecipient } from '../src/services/notifications/outbox.queries';
import {
  createAdmin,
  createMember,
  FakeClock,
  loginAs,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';

/**
 * The outbox is written in the event's own transaction: an event writes its messages, a refused or failed
 * event writes none, and each message is written once. SMS and email rows exist only for channels that are on.
 */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });
const ON = { sms: true, email: true };
let member: TestMember;
let financeJar: Awaited<ReturnType<typeof loginAs>>;
let fullJar: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  member = await createMember(handle.db, { name: 'Outbox Member' });
  financeJar = await loginAs(handle.db, await createAdmin(handle.db, { privilege: 'Finance_Access' }), {
    now: clock.now,
  });
  fullJar = await loginAs(handle.db, await createAdmin(handle.db, { privilege: 'Full_Access' }), {
    now: clock.now,
  });
});

const finance = (channels = ON) => as.session(financeJar, { channels });
const full = (channels = ON) => as.session(fullJar, { channels });

const outboxOf = (eventPrefix: string) =>
  handle.db
    .selectFrom('notification_outbox')
    .where('event_key', 'like', `${eventPrefix}%`)
    .select(['event_key', 'channel', 'recipient', 'status', 'language', 'title', 'body', 'member_id'])
    .orderBy('channel')
    .execute();

async function dueRowOfMember(memberId: number, month: string) {
  const { data } = await finance().finance.monthly.get({ month });
  const no = (
    await handle.db
      .selectFrom('members')
      .where('id', '=', memberId)
      .select('member_no')
      .executeTakeFirstOrThrow()
  ).member_no;
  return data.find((row) => row.member_no === no)!;
}

describe('a monthly payment', () => {
  it('writes the receipt message (inbox, SMS to +880, email) in the payment transaction', async () => {
    await handle.db
      .updateTable('members')
      .set({ email: 'outbox@example.com', language: 'en' })
      .where('id', '=', member.id)
      .execute();
    await finance().finance.monthly.createBook({ month: 'March-2031', confirmFuture: true, amount: 700 });
    const row = await dueRowOfMember(member.id, 'March-2031');
    const payment = await finance().finance.monthly.addPayment({
      main_id: row.id,
      date: '2026-11-10',
      method: 'cash',
      amount: 700,
    });
    const rows = await outboxOf(`payment_recorded:`);
    const mine = rows.filter((r) => r.member_id === member.id);
    expect(mine.map((r) => [r.channel, r.recipient, r.status])).toEqual([
      ['email', 'outbox@example.com', 'pending'],
      ['inbox', member.memberNo, 'sent'],
      ['sms', `+88${member.phone}`, 'pending'],
    ]);
    expect(mine.find((r) => r.channel === 'sms')!.body).toContain(payment.receipt_no);
    expect(mine.find((r) => r.channel === 'inbox')!.body).toContain('৳700.00');
  });

  it('writes nothing when the payment is refused (the transaction rolls back)', async () => {
    const before = (await outboxOf('payment_recorded:')).length;
    const row = await dueRowOfMember(member.id, 'March-2031');
    await expect(
      finance().finance.monthly.addPayment({
        main_id: row.id,
        date: '2026-11-11',
        method: 'cash',
        amount: 1,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await outboxOf('payment_recorded:')).length).toBe(before);
  });

  it('writes only the inbox row when no SMS provider or SMTP server is configured', async () => {
    const other = await createMember(handle.db);
    await handle.db
      .updateTable('members')
      .set({ email: 'off@example.com' })
      .where('id', '=', other.id)
      .execute();
    await finance().finance.monthly.createBook({ month: 'April-2031', confirmFuture: true, amount: 300 });
    const row = await dueRowOfMember(other.id, 'April-2031');
    await finance({ sms: false, email: false }).finance.monthly.addPayment({
      main_id: row.id,
      date: '2026-11-12',
      method: 'cash',
      amount: 300,
    });
    const rows = (await outboxOf('payment_recorded:')).filter((r) => r.member_id === other.id);
    expect(rows.map((r) => r.channel)).toEqual(['inbox']);
    expect(rows[0]!.language).toBe('bn');
    expect(rows[0]!.body).toContain('৳৩০০.০০');
  });
});

describe('the outbox and transactions', () => {
  it('leaves no row when the transaction that wrote it fails', async () => {
    const recipient = (await findRecipient(handle.db, member.id))!;
    await expect(
      handle.db.transaction().execute(async (tx) => {
        const written = await notifyMember(
          tx,
          { now: clock.now, channels: ON },
          {
            eventKey: 'rollback:1',
            member: recipient,
            message: { kind: 'data_update_solved', field: 'address' },
          },
        );
        expect(written).toHaveLength(3);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxOf('rollback:')).toEqual([]);
  });

  it('writes an event’s messages once: a second write of the same event adds nothing', async () => {
    const recipient = (await findRecipient(handle.db, member.id))!;
    const args = {
      eventKey: 'once:1',
      member: recipient,
      message: { kind: 'data_update_solved' as const, field: 'name' },
    };
    const ctx = { now: clock.now, channels: ON };
    expect(await notifyMember(handle.db, ctx, args)).toHaveLength(3);
    expect(await notifyMember(handle.db, ctx, args)).toHaveLength(0);
    expect(await outboxOf('once:')).toHaveLength(3);
  });
});

/**
 * A picture the demo seed's notices already use, registered as the server registers the seed's pictures
 * (the site's own, so admins may use them again).
 */
const seededPicture = async () => {
  const { pic } = await handle.db
    .selectFrom('notices')
    .select('pic')
    .where('pic', 'like', '/uploads/%')
    .executeTakeFirstOrThrow();
  const key = pic.slice('/uploads/'.length);
  const row = {
    key,
    thumbnail_key: `thumb-${key}`,
    url: pic,
    thumbnail_url: `/uploads/thumb-${key}`,
    sha256: '0'.repeat(64),
    bytes: 10,
    thumbnail_bytes: 5,
    width: 10,
    height: 10,
    admin_id: null,
    member_id: null,
  };
  await upsertUpload(handle.db, row, clock.now(), { kind: 'admins' });
  return pic;
};

describe('answers, notices and the public desk', () => {
  it('tells the member the solution of their complaint', async () => {
    const inserted = await handle.db
      .insertInto('member_objections')
      .values({ member_id: member.id, type: 'general objection', objection: 'The gate is closed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await full().admin.memberComplaints.solve({ id: inserted.id, solution: 'The gate is open again' });
    const rows = await outboxOf(`complaint_answered:${inserted.id}`);
    expect(rows.map((r) => r.channel)).toEqual(['email', 'inbox', 'sms']);
    expect(rows.find((r) => r.channel === 'inbox')!.body).toBe('Solution: The gate is open again');
  });

  it('puts a new notice in every active member’s inbox only', async () => {
    const notice = await full().admin.notices.create({
      date: '2031-01-01',
      caption: 'General meeting on Friday',
      pic: await seededPicture(),
    });
    const rows = await outboxOf(`notice_published:${notice.id}`);
    const active = await handle.db
      .selectFrom('members')
      .where('status', '=', 'active')
      .select('id')
      .execute();
    expect(rows).toHaveLength(active.length);
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['inbox']));
  });

  it('sends the public desk’s solution by SMS once; without an SMS provider it says so', async () => {
    const complaint = await handle.db
      .insertInto('public_complaints')
      .values({
        name: 'Visitor',
        phone: '01812345678',
        issue: 'Noise',
        solution: 'Fixed',
        solved_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await full({ sms: false, email: false }).admin.publicComplaints.sendSolution({ id: complaint.id }),
    ).toEqual({
      queued: false,
      smsAvailable: false,
    });
    expect(await full().admin.publicComplaints.sendSolution({ id: complaint.id })).toEqual({
      queued: true,
      smsAvailable: true,
    });
    expect(await full().admin.publicComplaints.sendSolution({ id: complaint.id })).toEqual({
      queued: false,
      smsAvailable: true,
    });
    const rows = await outboxOf(`public_complaint_solution:${complaint.id}`);
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([['sms', '+8801812345678']]);
    const unsolved = await handle.db
      .insertInto('public_complaints')
      .values({ name: 'Visitor', phone: '01812345678', issue: 'Dust' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(full().admin.publicComplaints.sendSolution({ id: unsolved.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
