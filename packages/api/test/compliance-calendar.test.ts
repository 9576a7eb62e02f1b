import type { ComplianceCalendar } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCallers, useTestDb } from '../src/testing';
import { addDocument, addMeeting } from './year-life-fixtures';

/**
 * The admin home's compliance calendar on a fake clock, the day before, on and after each deadline, with
 * today read in Dhaka (UTC+6). The year is 2090-91 (July to June, far from the demo books): its statements
 * are due 2091-07-30; its annual general meeting records the audit's completion, 60 days before the last day
 * the meeting may be held; the committee's term comes from the last published election.
 */
const handle = useTestDb();

/** The calendar as a Full_Access admin sees it at a moment (a session started on that clock). */
async function calendarAt(iso: string): Promise<ComplianceCalendar> {
  const now = () => new Date(iso);
  const admin = await testCallers(handle, { now, loginNow: now }).admin('Full_Access');
  return admin.admin.complianceCalendar.get();
}

/** Noon in Dhaka of a date. */
const dhakaNoon = (date: string) => `${date}T06:00:00Z`;

let agmId = 0;

beforeAll(async () => {
  // The calendar reads the last published election's term: this one is published after any other.
  await handle.db
    .insertInto('elections')
    .values({
      title: 'Committee election 2091',
      cutoff_date: '2091-01-01',
      nomination_opens: '2091-01-05',
      nomination_closes: '2091-01-10',
      withdrawal_deadline: '2091-01-12',
      polling_date: '2091-01-20',
      term_starts: '2091-02-01',
      term_ends: '2092-01-31',
      arrears_months: 3,
      results_published_at: new Date('2091-01-21T06:00:00Z'),
      outgoing_term: '2088-2091',
    })
    .execute();
});

describe('the annual statements, due 30 days after the year ends', () => {
  it('counts down to the day, is due on the day and late the day after', async () => {
    const before = await calendarAt(dhakaNoon('2091-07-29'));
    expect(before.year).toEqual({ year: 2090, label: '2090-91', end: '2091-06-30' });
    expect(before.statements).toEqual({ due: '2091-07-30', days_left: 1, state: 'due', path: '/YearEnd' });
    expect((await calendarAt(dhakaNoon('2091-07-30'))).statements).toMatchObject({
      days_left: 0,
      state: 'due',
    });
    expect((await calendarAt(dhakaNoon('2091-07-31'))).statements).toMatchObject({
      days_left: -1,
      state: 'late',
    });
  });

  it('reads today in Dhaka: 19:00 UTC on the 29th is already the 30th there', async () => {
    const calendar = await calendarAt('2091-07-29T19:00:00Z');
    expect(calendar.today).toBe('2091-07-30');
    expect(calendar.statements.days_left).toBe(0);
  });
});

describe('the audit and the annual general meeting', () => {
  it('says no audit date is recorded while the year has no annual general meeting', async () => {
    const calendar = await calendarAt(dhakaNoon('2091-08-15'));
    expect(calendar.audit).toEqual({ completed_on: null, state: 'unrecorded', path: '/YearEnd' });
    expect(calendar.agm).toEqual({
      due: null,
      days_left: null,
      date: null,
      state: 'unscheduled',
      late: false,
      path: '/MeetingsAdmin',
    });
  });

  it('takes the audit date from the meeting after the year and counts 60 days from it', async () => {
    // A meeting of the year before (dated before 2091-06-30) is not this year's.
    await handle.db
      .insertInto('meetings')
      .values({
        kind: 'annual_general',
        date: '2091-06-01',
        time: '10:00',
        place: 'Office',
        audit_completed_on: '2091-04-01',
      })
      .execute();
    const row = await handle.db
      .insertInto('meetings')
      .values({
        kind: 'annual_general',
        date: '2091-09-20',
        time: '10:00',
        place: 'Office',
        audit_completed_on: '2091-08-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    agmId = row.id;

    const before = await calendarAt(dhakaNoon('2091-09-19'));
    expect(before.audit).toMatchObject({ completed_on: '2091-08-01', state: 'completed' });
    expect(before.agm).toMatchObject({
      due: '2091-09-30',
      days_left: 11,
      date: '2091-09-20',
      state: 'scheduled',
      late: false,
    });
    expect((await calendarAt(dhakaNoon('2091-09-20'))).agm).toMatchObject({ state: 'scheduled' });
    expect((await calendarAt(dhakaNoon('2091-09-21'))).agm).toMatchObject({ state: 'held', late: false });
  });

  it('is late when the meeting is after the last allowed day, not when it is on it', async () => {
    await handle.db.updateTable('meetings').set({ date: '2091-09-30' }).where('id', '=', agmId).execute();
    const onTheDay = await calendarAt(dhakaNoon('2091-09-29'));
    expect(onTheDay.agm).toMatchObject({ date: '2091-09-30', days_left: 1, late: false });
    await handle.db.updateTable('meetings').set({ date: '2091-10-01' }).where('id', '=', agmId).execute();
    const after = await calendarAt(dhakaNoon('2091-09-29'));
    expect(after.agm).toMatchObject({
      date: '2091-10-01',
      due: '2091-09-30',
      state: 'scheduled',
      late: true,
    });
  });
});

describe("the committee's term", () => {
  it('counts down to its end, ends on the day and has ended the day after', async () => {
    expect((await calendarAt(dhakaNoon('2092-01-30'))).term).toEqual({
      ends: '2092-01-31',
      days_left: 1,
      state: 'running',
      path: '/ElectionsAdmin',
    });
    expect((await calendarAt(dhakaNoon('2092-01-31'))).term).toMatchObject({
      days_left: 0,
      state: 'running',
    });
    expect((await calendarAt(dhakaNoon('2092-02-01'))).term).toMatchObject({ days_left: -1, state: 'ended' });
  });
});

describe('a closed year', () => {
  it('shows the statements as done, even after the deadline', async () => {
    await handle.db
      .insertInto('year_closings')
      .values({ year_start: '2090-07-01', closed_by: null, closed_at: new Date('2091-07-20T06:00:00Z') })
      .execute();
    expect((await calendarAt(dhakaNoon('2091-08-15'))).statements).toMatchObject({
      days_left: -16,
      state: 'closed',
    });
  });

  it("follows the year's life: the audit recorded for the year, then the meeting that adopted its accounts", async () => {
    // The year's own audit record wins over the date an older record put on the meeting (2091-08-01).
    const admin = await handle.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    await handle.db
      .updateTable('year_closings')
      .set({
        audit_completed_on: '2091-08-10',
        auditor: 'A. Rahman & Co.',
        audit_report_id: await addDocument(handle.db, Number(admin.id)),
        audited_at: new Date('2091-08-10T06:00:00Z'),
      })
      .where('year_start', '=', '2090-07-01')
      .execute();
    const audited = await calendarAt(dhakaNoon('2091-09-01'));
    expect(audited.audit).toEqual({ completed_on: '2091-08-10', state: 'completed', path: '/YearEnd' });
    expect(audited.agm).toMatchObject({
      due: '2091-10-09',
      date: '2091-10-01',
      state: 'scheduled',
      late: false,
    });

    const agm = await addMeeting(handle.db, { date: '2091-10-03' });
    const resolution = await handle.db
      .selectFrom('meeting_resolutions')
      .select('id')
      .where('meeting_id', '=', agm.id)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('year_closings')
      .set({ adopted_meeting_id: agm.id, adopted_resolution_id: resolution.id, adopted_at: new Date() })
      .where('year_start', '=', '2090-07-01')
      .execute();
    const adopted = await calendarAt(dhakaNoon('2091-10-05'));
    expect(adopted.agm).toMatchObject({ date: '2091-10-03', state: 'adopted', late: false, days_left: 4 });
  });
});

describe('who may read it', () => {
  it('is refused to Finance_Access and to members', async () => {
    const now = () => new Date(dhakaNoon('2091-08-15'));
    const as = testCallers(handle, { now, loginNow: now });
    await expect((await as.admin('Finance_Access')).admin.complianceCalendar.get()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await as.member()).admin.complianceCalendar.get()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
