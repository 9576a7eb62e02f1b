import { beforeAll, describe, expect, it } from 'vitest';
import { runScheduledReminders } from '../src/services/reminders/reminders.service';
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
 * Dues reminders: the preview uses the arrears list's own figures; a member is reminded at most once a
 * Dhaka day; SMS only while the member has not opted out; the monthly schedule runs once a month.
 * No demo data: the arrears are this file's own months (the seed closes the years its books would stand in).
 */
const handle = useTestDb({ empty: true });
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });
const ON = { sms: true, email: false };
let owing: TestMember;
let optedOut: TestMember;
let paidUp: TestMember;
let financeJar: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  owing = await createMember(handle.db, { memberNo: 'RM-1', name: 'Reminded Member' });
  optedOut = await createMember(handle.db, { memberNo: 'RM-2', name: 'Opted Out' });
  paidUp = await createMember(handle.db, { memberNo: 'RM-3', name: 'Paid Up' });
  financeJar = await loginAs(handle.db, await createAdmin(handle.db, { privilege: 'Finance_Access' }), {
    now: clock.now,
  });
  const finance = as.session(financeJar);
  // Two months owed by the new members.
  for (const month of ['May-2024', 'June-2024']) {
    await finance.finance.monthly.createBook({ month, amount: 500 });
    const { data } = await finance.finance.monthly.get({ month });
    const row = data.find((r) => r.member_no === paidUp.memberNo)!;
    await finance.finance.monthly.addPayment({
      main_id: row.id,
      date: '2024-06-01',
      method: 'cash',
      amount: 500,
    });
  }
});

const finance = () => as.session(financeJar, { channels: ON });
const asMember = (member: TestMember) => as.member(member, { channels: ON });

/** A member's line in the preview, paging through it (most months first, so new members come late). */
async function previewOf(member: TestMember) {
  for (let offset = 0; ; offset += 100) {
    const page = await finance().finance.reminders.preview({ limit: 100, offset });
    const found = page.entries.find((m) => m.memberNo === member.memberNo);
    if (found || page.entries.length < 100) return found;
  }
}

const rowsOf = (member: TestMember) =>
  handle.db
    .selectFrom('notification_outbox')
    .where('member_id', '=', member.id)
    .where('kind', '=', 'dues_reminder')
    .select(['channel', 'event_key', 'body'])
    .orderBy('id')
    .execute();

describe('the preview', () => {
  it('lists members with arrears with the arrears list’s months and amounts', async () => {
    const arrears = await finance().finance.monthly.arrears();
    const preview = await finance().finance.reminders.preview({ limit: 100, offset: 0 });
    expect(preview.total).toBe(arrears.length);
    expect(preview.totalDueTaka).toBeCloseTo(
      arrears.reduce((sum, row) => sum + row.due, 0),
      2,
    );
    const mine = await previewOf(owing);
    const listed = arrears.find((row) => row.member_no === owing.memberNo)!;
    expect(mine).toMatchObject({ dueTaka: listed.due, remindedToday: false });
    expect(mine!.months.slice(-2)).toEqual(['2024-05', '2024-06']);
    expect(mine!.months).toHaveLength(listed.months_due);
    expect(await previewOf(paidUp)).toBeUndefined();
    expect(preview.channels).toEqual(ON);
    expect(preview.schedule).toEqual({ dayOfMonth: null });
  });
});

describe('sending', () => {
  it('reminds each member once, with the months, the total and the link; SMS only without opt-out', async () => {
    await (await asMember(optedOut)).member.notifications.settings.update({
      smsReminders: false,
      language: 'en',
    });
    const result = await finance().finance.reminders.send({
      memberNos: [owing.memberNo, optedOut.memberNo, paidUp.memberNo, 'NO-SUCH'],
    });
    expect(result).toEqual({ queued: 2, skippedToday: 0, skippedNoArrears: 2 });
    const owingRows = await rowsOf(owing);
    expect(owingRows.map((r) => r.channel)).toEqual(['inbox', 'sms']);
    // The link opens the dashboard in the member's own language.
    expect(owingRows[0]!.body).toMatch(/\/MemberDashboard\?lang=(bn|en)\b/);
    expect(owingRows[1]!.body).toContain('৳');
    expect((await rowsOf(optedOut)).map((r) => r.channel)).toEqual(['inbox']);
    expect((await rowsOf(optedOut))[0]!.body).toContain('June 2024');
    expect((await previewOf(owing))!.remindedToday).toBe(true);
  });

  it('never reminds a member twice in a Dhaka day; the next day it may', async () => {
    expect(await finance().finance.reminders.send({ memberNos: [owing.memberNo] })).toEqual({
      queued: 0,
      skippedToday: 1,
      skippedNoArrears: 0,
    });
    expect(await rowsOf(owing)).toHaveLength(2);
    clock.advanceSeconds(24 * 3600);
    financeJar = await loginAs(handle.db, await createAdmin(handle.db, { privilege: 'Finance_Access' }), {
      now: clock.now,
    });
    expect(await finance().finance.reminders.send({ memberNos: [owing.memberNo] })).toMatchObject({
      queued: 1,
    });
    expect(await rowsOf(owing)).toHaveLength(4);
  });

  it('audits the send', async () => {
    const audit = await handle.db
      .selectFrom('audit_log')
      .where('action', '=', 'notifications.reminders.send')
      .select('after')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('sends a payment receipt by SMS even to a member who opted out of SMS reminders', async () => {
    const { data } = await finance().finance.monthly.get({ month: 'June-2024' });
    const row = data.find((r) => r.member_no === optedOut.memberNo)!;
    await finance().finance.monthly.addPayment({
      main_id: row.id,
      date: '2024-06-02',
      method: 'cash',
      amount: 500,
    });
    const receipts = await handle.db
      .selectFrom('notification_outbox')
      .where('member_id', '=', optedOut.id)
      .where('kind', '=', 'payment_recorded')
      .select('channel')
      .execute();
    expect(receipts.map((r) => r.channel).sort()).toEqual(['inbox', 'sms']);
  });
});

describe('the monthly schedule', () => {
  it('refuses a day outside 1-28 and stores the day', async () => {
    await expect(finance().finance.reminders.setSchedule({ dayOfMonth: 29 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // The day is still to come this month for the runs below (19 November 2026 in Dhaka).
    expect(await finance().finance.reminders.setSchedule({ dayOfMonth: 20 })).toEqual({ dayOfMonth: 20 });
  });

  it('runs on or after the day, once a month', async () => {
    const ctx = (at: Date) => ({
      db: handle.db,
      log: { info() {}, warn() {}, error() {} },
      now: () => at,
      request: { ip: 'server', userAgent: null },
      channels: ON,
    });
    expect(await runScheduledReminders(ctx(new Date('2026-11-19T12:00:00Z')))).toBeNull();
    const first = await runScheduledReminders(ctx(new Date('2026-11-20T03:00:00Z')));
    expect(first!.queued).toBeGreaterThan(0);
    expect(await runScheduledReminders(ctx(new Date('2026-11-21T03:00:00Z')))).toBeNull();
    const december = await runScheduledReminders(ctx(new Date('2026-12-25T03:00:00Z')));
    expect(december!.queued).toBe(first!.queued + first!.skippedToday);
  });
});
