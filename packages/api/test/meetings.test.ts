import { meetingNoticeText } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import {
  createAdmin,
  createApiKey,
  createMember,
  registerTestPicture,
  testCallers,
  useTestDb,
} from '../src/testing';

const handle = useTestDb();
// Every meeting of this file is in the clock's past, so its minutes may be adopted (meetings-rules.test.ts
// holds the rules of when and with what quorum).
const clock = () => new Date('2040-01-01T06:00:00Z');
const as = testCallers(handle, { channels: { sms: true, email: true }, now: clock, loginNow: clock });
const now = new Date('2026-11-20T06:00:00Z');

const agenda = ['Accounts of the year', 'Next year’s budget'];

async function fullAdmin() {
  const admin = await createAdmin(handle.db, { privilege: 'Full_Access' });
  return { admin, api: await as.admin(admin) };
}

const snapshot = async () => ({
  meetings: await handle.db.selectFrom('meetings').selectAll().execute(),
  items: await handle.db.selectFrom('meeting_agenda_items').selectAll().execute(),
  resolutions: await handle.db.selectFrom('meeting_resolutions').selectAll().execute(),
  attendance: await handle.db.selectFrom('meeting_attendance').selectAll().execute(),
});

/** A committee meeting's quorum: one of the current committee present makes it, under this setting. */
async function quorate(api: Awaited<ReturnType<typeof fullAdmin>>['api'], id: number) {
  const settings = await api.admin.meetings.settings();
  await api.admin.meetings.updateSettings({ ...settings, committee: { kind: 'count', value: 1 } });
  const sitting = await handle.db
    .selectFrom('committee_members as c')
    .innerJoin('members as m', 'm.member_no', 'c.member_no')
    .where('c.kind', '=', 'current')
    .where('m.status', '=', 'active')
    .select('m.member_no')
    .executeTakeFirstOrThrow();
  await api.admin.meetings.setAttendance({ id, member_no: sitting.member_no, present: true });
}

async function adopted(api: Awaited<ReturnType<typeof fullAdmin>>['api'], date: string, texts: string[]) {
  const meeting = await api.admin.meetings.create({
    kind: 'committee',
    date,
    time: '16:00',
    place: 'Office',
    agenda: ['Business'],
  });
  await quorate(api, meeting.id);
  await api.admin.meetings.saveMinutes({
    id: meeting.id,
    items: [
      {
        agenda_item_id: meeting.agenda[0]!.id,
        discussion: 'Talked.',
        resolutions: texts.map((text) => ({ text })),
      },
    ],
  });
  return api.admin.meetings.adopt({ id: meeting.id });
}

describe('scheduling', () => {
  it('warns when the annual general meeting is later than 60 days after the audit', async () => {
    const { api } = await fullAdmin();
    const late = await api.admin.meetings.create({
      kind: 'annual_general',
      date: '2026-12-15',
      time: '10:30',
      place: 'Society hall',
      audit_completed_on: '2026-09-30',
      agenda,
    });
    expect(late.agm_late_limit).toBe('2026-11-29');
    const inTime = await api.admin.meetings.create({
      kind: 'annual_general',
      date: '2026-11-25',
      time: '10:30',
      place: 'Society hall',
      audit_completed_on: '2026-09-30',
      agenda,
    });
    expect(inTime.agm_late_limit).toBeNull();
    expect(inTime.agenda.map((item) => item.title)).toEqual(agenda);
  });

  it('refuses an annual general meeting without the audit date, with the field named, and writes nothing', async () => {
    const { api } = await fullAdmin();
    const before = await snapshot();
    await expect(
      api.admin.meetings.create({
        kind: 'annual_general',
        date: '2026-12-01',
        time: '10:00',
        place: 'Hall',
        agenda,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses writes by an API key and by Finance_Access, and changes nothing', async () => {
    const key = await createApiKey(handle.db, { privilege: 'Full_Access+' });
    const before = await snapshot();
    const input = { kind: 'committee' as const, date: '2026-12-01', time: '10:00', place: 'Hall', agenda };
    await expect((await as.apiKey(key)).admin.meetings.create(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await as.admin('Finance_Access')).admin.meetings.create(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the notice', () => {
  it('goes to the current committee only for a committee meeting, one row per member and channel', async () => {
    const { api } = await fullAdmin();
    const onCommittee = await createMember(handle.db);
    await handle.db
      .insertInto('committee_members')
      .values({ kind: 'current', member_no: onCommittee.memberNo, name: 'X', title: 'Secretary' })
      .execute();
    const meeting = await api.admin.meetings.create({
      kind: 'committee',
      date: '2026-12-02',
      time: '17:00',
      place: 'Office',
      agenda,
    });
    await api.admin.meetings.publishNotice({ id: meeting.id });
    const rows = await handle.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('event_key', '=', `meeting_notice:${meeting.id}`)
      .execute();
    const committee = await handle.db
      .selectFrom('committee_members as c')
      .innerJoin('members as m', 'm.member_no', 'c.member_no')
      .where('c.kind', '=', 'current')
      .where('m.status', '=', 'active')
      .select('m.id')
      .execute();
    const inbox = rows.filter((r) => r.channel === 'inbox');
    expect(new Set(inbox.map((r) => Number(r.member_id)))).toEqual(
      new Set(committee.map((c) => Number(c.id))),
    );
    expect(inbox.length).toBe(committee.length);
    expect(rows.some((r) => r.channel === 'sms' && Number(r.member_id) === onCommittee.id)).toBe(true);
    await expect(api.admin.meetings.publishNotice({ id: meeting.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('of a general meeting reaches every active member and the public notice board', async () => {
    const { admin, api } = await fullAdmin();
    const picture = await registerTestPicture(handle.db, {
      hash: 'meetingnotice0001',
      at: now,
      adminId: admin.id,
    });
    const meeting = await api.admin.meetings.create({
      kind: 'special_general',
      date: '2026-12-20',
      time: '11:00',
      place: 'Hall',
      agenda,
    });
    await expect(api.admin.meetings.publishNotice({ id: meeting.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const reader = await createMember(handle.db, { password: 'reader-pass-1' });
    await api.admin.meetings.publishNotice({ id: meeting.id, pic: picture.url });
    const active = await handle.db
      .selectFrom('members')
      .where('status', '=', 'active')
      .select('id')
      .execute();
    const inbox = await handle.db
      .selectFrom('notification_outbox')
      .select('member_id')
      .where('event_key', '=', `meeting_notice:${meeting.id}`)
      .where('channel', '=', 'inbox')
      .execute();
    expect(inbox.length).toBe(active.length);
    // A member reads it in their own inbox, as the dashboard's bell asks for it.
    const read = await (await as.member(reader)).member.notifications.list({ limit: 5, offset: 0 });
    expect(read.entries[0]).toMatchObject({ kind: 'meeting_notice', readAt: null });
    expect(read.entries[0]?.body).toContain('Hall');
    const board = await (await as.anonymous()).public.notices.list();
    expect(JSON.stringify(board)).toContain('Hall');
    // Each language its own caption: the Bengali one carries Bengali digits only (no " / English" half),
    // the English one the English sentence.
    const posted = board.find((notice) => notice.caption.includes('Hall'))!;
    expect(posted.caption).toBe(meetingNoticeText(meeting, 'bn').body);
    expect(posted.caption).not.toMatch(/[0-9]/);
    expect(posted.caption_en).toBe(meetingNoticeText(meeting, 'en').body);
    expect(posted.caption_en).toContain('20');
    await expect(api.admin.meetings.delete({ id: meeting.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('attendance and quorum', () => {
  it('is met once the set number of entitled members are present', async () => {
    const { api } = await fullAdmin();
    await api.admin.meetings.updateSettings({
      general: { kind: 'count', value: 2 },
      committee: { kind: 'percent', value: 51 },
    });
    const [a, b] = [await createMember(handle.db), await createMember(handle.db)];
    const deceased = await createMember(handle.db, { status: 'deceased' });
    const meeting = await api.admin.meetings.create({
      kind: 'special_general',
      date: '2026-12-21',
      time: '11:00',
      place: 'Hall',
      agenda,
    });
    const first = await api.admin.meetings.setAttendance({
      id: meeting.id,
      member_no: a.memberNo,
      present: true,
    });
    expect(first).toMatchObject({ present: 1, required: 2, met: false });
    const second = await api.admin.meetings.setAttendance({
      id: meeting.id,
      member_no: b.memberNo,
      present: true,
    });
    expect(second).toMatchObject({ present: 2, met: true });
    await expect(
      api.admin.meetings.setAttendance({ id: meeting.id, member_no: deceased.memberNo, present: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const found = await api.admin.meetings.attendees({ id: meeting.id, search: a.memberNo });
    expect(found.entries.find((e) => e.member_no === a.memberNo)?.present).toBe(true);
    const back = await api.admin.meetings.setAttendance({
      id: meeting.id,
      member_no: b.memberNo,
      present: false,
    });
    expect(back).toMatchObject({ present: 1, met: false });
  });
});

describe('minutes and the register', () => {
  it('numbers resolutions across adoptions and restarts with the year of the meeting', async () => {
    const { api } = await fullAdmin();
    const first = await adopted(api, '2031-03-01', ['Buy a printer', 'Hire a clerk']);
    const second = await adopted(api, '2031-05-01', ['Paint the office']);
    const nextYear = await adopted(api, '2032-01-05', ['New year budget']);
    expect(first.agenda[0]!.resolutions.map((r) => r.register_no)).toEqual(['2031/1', '2031/2']);
    expect(second.agenda[0]!.resolutions[0]!.register_no).toBe('2031/3');
    expect(nextYear.agenda[0]!.resolutions[0]!.register_no).toBe('2032/1');
  });

  it('refuses to change adopted minutes, changing nothing; a later resolution corrects them', async () => {
    const { api } = await fullAdmin();
    const old = await adopted(api, '2033-02-01', ['Fee is 500 taka']);
    const before = await snapshot();
    await expect(
      api.admin.meetings.saveMinutes({
        id: old.id,
        items: [{ agenda_item_id: old.agenda[0]!.id, discussion: 'Changed', resolutions: [] }],
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.admin.meetings.adopt({ id: old.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await snapshot()).toEqual(before);

    const later = await api.admin.meetings.create({
      kind: 'committee',
      date: '2033-03-01',
      time: '16:00',
      place: 'Office',
      agenda: ['Correction'],
    });
    await expect(
      api.admin.meetings.saveMinutes({
        id: later.id,
        items: [
          {
            agenda_item_id: later.agenda[0]!.id,
            discussion: '',
            resolutions: [{ text: 'Fix', corrects: '2033/99' }],
          },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await api.admin.meetings.saveMinutes({
      id: later.id,
      items: [
        {
          agenda_item_id: later.agenda[0]!.id,
          discussion: '',
          resolutions: [{ text: 'Fee is 600 taka', corrects: '২০৩৩/১' }],
        },
      ],
    });
    await quorate(api, later.id);
    await api.admin.meetings.adopt({ id: later.id });
    const register = await api.admin.meetings.register({ search: '2033/' });
    const original = register.entries.find((e) => e.register_no === '2033/1')!;
    expect(original.corrected_by).toEqual(['2033/2']);
    expect(register.entries.find((e) => e.register_no === '2033/2')?.corrects).toBe('2033/1');
  });

  it('shows a member only meetings they may attend, and minutes once adopted', async () => {
    const { api } = await fullAdmin();
    const member = await createMember(handle.db, { password: 'member-pass-1' });
    const committee = await api.admin.meetings.create({
      kind: 'committee',
      date: '2034-01-10',
      time: '16:00',
      place: 'Office',
      agenda,
    });
    await api.admin.meetings.publishNotice({ id: committee.id });
    const draft = await api.admin.meetings.create({
      kind: 'special_general',
      date: '2034-01-11',
      time: '16:00',
      place: 'Hall',
      agenda,
    });
    const mine = await (await as.member(member)).member.meetings.list({});
    const ids = mine.entries.map((e) => e.id);
    expect(ids).not.toContain(committee.id);
    expect(ids).not.toContain(draft.id);
  });
});
