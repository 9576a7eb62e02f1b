import { beforeAll, describe, expect, it } from 'vitest';
import { drawEntitlements } from '../src/services/meetings/meeting-quorum';
import { createMember, type TestCaller, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook } from './year-end-books';

/**
 * The rules of a meeting's record (docs/governance.md, Adopting and Quorum): minutes only after the meeting has
 * begun (Dhaka) and only with the quorum met, else the meeting is recorded as adjourned with no resolutions
 * and its sitting is a new meeting; the quorum of a general meeting counts members with membership rights
 * (the voter list's rule), and the sheet says why one does not count. Each violation is tried as each role
 * that may reach it and changes nothing in the whole database.
 */
const handle = useTestDb();
// The meetings are in 2010, before the demo's books: only the books made here put anyone in arrears.
let time = Date.parse('2010-06-04T09:59:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });
const DAY = '2010-06-04';

let api: TestCaller;
let good: TestMember;
let other: TestMember;
let behind: TestMember;

beforeAll(async () => {
  api = await as.admin('Full_Access');
  good = await createMember(handle.db);
  other = await createMember(handle.db);
  behind = await createMember(handle.db);
  // Three months unpaid on the meeting's day: in arrears by the default of 3, without membership rights.
  for (const month of ['2010-03-01', '2010-04-01', '2010-05-01'])
    await addBook(handle.db, month, 50_000, [behind.id]);
  const settings = await api.admin.meetings.settings();
  await api.admin.meetings.updateSettings({ ...settings, general: { kind: 'count', value: 2 } });
});

async function meeting(kind: 'special_general' | 'committee' = 'special_general', date = DAY) {
  return api.admin.meetings.create({ kind, date, time: '16:00', place: 'Hall', agenda: ['Land', 'Budget'] });
}

async function withResolution(id: number, agendaItemId: number, text = 'Buy land for Tk 3 crore') {
  await api.admin.meetings.saveMinutes({
    id,
    items: [{ agenda_item_id: agendaItemId, discussion: 'Discussed.', resolutions: [{ text }] }],
  });
}

/** Everyone who may reach the act: people of every admin privilege, a key (refused: people only), a member. */
const callers = [
  ['Full_Access+', () => as.admin('Full_Access+'), 'rule'],
  ['Full_Access', () => as.admin('Full_Access'), 'rule'],
  ['an API key', () => as.apiKey('Full_Access+'), 'FORBIDDEN'],
  ['a member', () => as.member(), 'FORBIDDEN'],
] as const;

async function refusedEverywhere(act: (caller: TestCaller) => Promise<unknown>, rule: object) {
  // The principals are made first: making them writes accounts, the acts must write nothing.
  const made = await Promise.all(
    callers.map(async ([who, caller, expected]) => [who, await caller(), expected] as const),
  );
  const before = await databaseFingerprint(handle.db);
  for (const [who, c, expected] of made) {
    const outcome = expected === 'rule' ? rule : { code: expect.stringMatching(/FORBIDDEN|UNAUTHORIZED/) };
    await expect(act(c), who).rejects.toMatchObject(outcome);
  }
  expect(await databaseFingerprint(handle.db)).toEqual(before);
}

describe('minutes before the meeting', () => {
  it('are refused until its date and time in Dhaka, naming the rule, and nothing changes', async () => {
    const m = await meeting();
    await withResolution(m.id, m.agenda[0]!.id);
    for (const member of [good, other])
      await api.admin.meetings.setAttendance({ id: m.id, member_no: member.memberNo, present: true });
    const rule = {
      code: 'CONFLICT',
      cause: { key: 'meetings.notYetHeld', params: { date: DAY, time: '16:00' } },
    };
    // 15:59 in Dhaka on the day (09:59 UTC): one minute early.
    await refusedEverywhere((c) => c.admin.meetings.adopt({ id: m.id }), rule);
    await refusedEverywhere((c) => c.admin.meetings.adjourn({ id: m.id }), rule);
    await expect(api.admin.meetings.adopt({ id: m.id })).rejects.toMatchObject({
      message: expect.stringContaining('4 June 2010 at 16:00 (Dhaka time)'),
    });
    time = Date.parse('2010-06-04T10:00:00Z');
    const adopted = await api.admin.meetings.adopt({ id: m.id });
    expect(adopted).toMatchObject({
      outcome: 'held',
      quorum: { present: 2, required: 2, met: true, taken: true },
    });
    expect(adopted.agenda[0]!.resolutions[0]!.register_no).toMatch(/^2010\/\d+$/);
  });
});

describe('a meeting without its quorum', () => {
  it('cannot have its minutes adopted: refused as every role, nothing in the register', async () => {
    const m = await meeting();
    await withResolution(m.id, m.agenda[0]!.id);
    await api.admin.meetings.setAttendance({ id: m.id, member_no: good.memberNo, present: true });
    const rule = {
      code: 'CONFLICT',
      cause: { key: 'meetings.quorumNotMet', params: { present: '1', required: '2' } },
    };
    await refusedEverywhere((c) => c.admin.meetings.adopt({ id: m.id }), rule);
    const register = await api.admin.meetings.register({ search: 'Tk 3 crore', limit: 100 });
    expect(register.entries.filter((e) => e.meeting_id === m.id)).toEqual([]);
  });

  it('is recorded as adjourned with no resolutions; its sitting is a new meeting; then the record is closed', async () => {
    const m = await meeting();
    await withResolution(m.id, m.agenda[0]!.id);
    await refusedEverywhere((c) => c.admin.meetings.adjourn({ id: m.id }), {
      code: 'CONFLICT',
      cause: { key: 'meetings.adjournedResolutions' },
    });
    await api.admin.meetings.saveMinutes({
      id: m.id,
      items: [{ agenda_item_id: m.agenda[0]!.id, discussion: 'No quorum at 16:30.', resolutions: [] }],
    });
    const adjourned = await api.admin.meetings.adjourn({
      id: m.id,
      sitting: { date: '2010-06-11', time: '16:00', place: 'Hall' },
    });
    expect(adjourned).toMatchObject({
      outcome: 'adjourned',
      quorum: { present: 0, met: false, taken: true },
    });
    const list = await api.admin.meetings.list({ limit: 100 });
    const sitting = list.entries.find((e) => e.adjourned_from === m.id)!;
    expect(sitting).toMatchObject({ date: '2010-06-11', outcome: null, minutes_adopted_at: null });
    expect((await api.admin.meetings.get({ id: sitting.id })).agenda.map((i) => i.title)).toEqual([
      'Land',
      'Budget',
    ]);
    const closed = { code: 'CONFLICT', cause: { key: 'meetings.adopted' } };
    await refusedEverywhere((c) => c.admin.meetings.adopt({ id: m.id }), closed);
    await refusedEverywhere(
      (c) => c.admin.meetings.setAttendance({ id: m.id, member_no: good.memberNo, present: true }),
      closed,
    );
    await refusedEverywhere(
      (c) =>
        c.admin.meetings.saveMinutes({
          id: m.id,
          items: [{ agenda_item_id: m.agenda[0]!.id, discussion: 'Changed', resolutions: [{ text: 'Buy' }] }],
        }),
      closed,
    );
  });
});

describe('who counts for a general meeting’s quorum', () => {
  it('follows the voter list’s rule: a member in arrears is not entitled, and the sheet says why', async () => {
    const m = await meeting('special_general', '2010-06-05');
    const sheet = await api.admin.meetings.attendees({ id: m.id, search: behind.memberNo });
    expect(sheet.entries).toEqual([
      {
        member_no: behind.memberNo,
        name: expect.any(String),
        present: false,
        exclusion: 'arrears',
        unpaid_months: 3,
      },
    ]);
    const ok = await api.admin.meetings.attendees({ id: m.id, search: good.memberNo });
    expect(ok.entries.find((e) => e.member_no === good.memberNo)).toMatchObject({
      exclusion: null,
      unpaid_months: 0,
    });
    await refusedEverywhere(
      (c) => c.admin.meetings.setAttendance({ id: m.id, member_no: behind.memberNo, present: true }),
      { code: 'BAD_REQUEST', cause: { key: 'meetings.notEntitled', params: { reason: 'arrears' } } },
    );
    // With a fourth month allowed by the setting, the same member counts: the setting tunes the one rule.
    const settings = await api.admin.meetings.settings();
    await api.admin.meetings.updateSettings({ ...settings, arrears_months: 4 });
    const after = await api.admin.meetings.attendees({ id: m.id, search: behind.memberNo });
    expect(after.entries.find((e) => e.member_no === behind.memberNo)).toMatchObject({
      exclusion: null,
      unpaid_months: 3,
    });
    await api.admin.meetings.updateSettings({ ...settings, arrears_months: 3 });
  });
});

describe('the demo', () => {
  it('has its adopted meetings’ quorum stored as the rule draws it, met, and none adopted before its date', async () => {
    const rows = await handle.db
      .selectFrom('meetings')
      .selectAll()
      .where('created_by', 'is not', null)
      .where('date', '>', '2020-01-01')
      .execute();
    const adopted = rows.filter((r) => r.minutes_adopted_at !== null);
    expect(adopted.length).toBeGreaterThanOrEqual(2);
    for (const row of adopted) {
      expect(row.outcome).toBe('held');
      expect(new Date(row.minutes_adopted_at!).getTime()).toBeGreaterThan(
        Date.parse(`${row.date}T${row.time}:00+06:00`),
      );
      expect(row.quorum_present!).toBeGreaterThanOrEqual(row.quorum_required!);
      const all = await drawEntitlements(
        { now: () => new Date(row.minutes_adopted_at!) },
        handle.db,
        { id: Number(row.id), kind: row.kind, date: row.date },
        row.quorum_arrears_months ?? 3,
      );
      // Members this file made (numbered from 90000 by the factory) joined after the demo's meetings.
      const drawn = all.filter((d) => Number(d.member_no) < 90_000);
      const stored = await handle.db
        .selectFrom('meeting_entitlements')
        .select(['member_id', 'exclusion', 'unpaid_months', 'present'])
        .where('meeting_id', '=', row.id)
        .execute();
      const key = (r: { member_id: number | string }) => Number(r.member_id);
      expect(
        stored.map((r) => ({ ...r, member_id: key(r) })).sort((a, b) => a.member_id - b.member_id),
      ).toEqual(
        drawn
          .map(({ member_id, exclusion, unpaid_months, present }) => ({
            member_id,
            exclusion,
            unpaid_months,
            present,
          }))
          .sort((a, b) => a.member_id - b.member_id),
      );
      expect(row.quorum_entitled).toBe(drawn.filter((d) => d.exclusion === null).length);
    }
  });
});
