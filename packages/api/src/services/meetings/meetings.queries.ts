import type { Db } from '@samity/db';
import type { MeetingKind } from '@samity/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { likePattern } from '../shared/search.queries';

const SUMMARY = [
  'id',
  'kind',
  'date',
  'time',
  'place',
  'audit_completed_on',
  'notice_published_at',
  'minutes_adopted_at',
  'outcome',
  'adjourned_from_id',
  'quorum_rule_kind',
  'quorum_rule_value',
  'quorum_arrears_months',
  'quorum_entitled',
  'quorum_present',
  'quorum_required',
] as const;

export function insertMeeting(
  db: Db,
  values: {
    kind: MeetingKind;
    date: string;
    time: string;
    place: string;
    auditCompletedOn: string | null;
    createdBy: number;
    at: Date;
    adjournedFrom?: number;
  },
) {
  return db
    .insertInto('meetings')
    .values({
      kind: values.kind,
      date: values.date,
      time: values.time,
      place: values.place,
      audit_completed_on: values.auditCompletedOn,
      created_by: values.createdBy,
      created_at: values.at,
      adjourned_from_id: values.adjournedFrom ?? null,
    })
    .returning(SUMMARY)
    .executeTakeFirstOrThrow();
}

export function insertAgendaItems(db: Db, meetingId: number, titles: string[]) {
  return db
    .insertInto('meeting_agenda_items')
    .values(titles.map((title, position) => ({ meeting_id: meetingId, position, title })))
    .execute();
}

export function listMeetingRows(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('meetings')
    .select(SUMMARY)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMeetings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The meeting; with `lock`, its row is held until the transaction ends (writes to one meeting queue up). */
export function findMeetingRow(db: Db, id: number, lock = false) {
  const query = db
    .selectFrom('meetings')
    .select([...SUMMARY, 'notice_id'])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function deleteMeetingRow(db: Db, id: number) {
  return db.deleteFrom('meetings').where('id', '=', id).executeTakeFirst();
}

export function markNoticePublished(db: Db, id: number, at: Date, noticeId: number | null) {
  return db
    .updateTable('meetings')
    .set({ notice_published_at: at, notice_id: noticeId })
    .where('id', '=', id)
    .execute();
}

/**
 * Closes the meeting's record: the outcome, when and by whom, and the quorum as taken (entitled, present,
 * needed, and the rule that decided them). Written once; nothing writes these columns again.
 */
export function markRecorded(
  db: Db,
  id: number,
  values: {
    outcome: 'held' | 'adjourned';
    at: Date;
    adminId: number;
    rule: { kind: 'percent' | 'count'; value: number };
    arrearsMonths: number | null;
    entitled: number;
    present: number;
    required: number;
  },
) {
  return db
    .updateTable('meetings')
    .set({
      outcome: values.outcome,
      minutes_adopted_at: values.at,
      adopted_by: values.adminId,
      quorum_rule_kind: values.rule.kind,
      quorum_rule_value: values.rule.value,
      quorum_arrears_months: values.arrearsMonths,
      quorum_entitled: values.entitled,
      quorum_present: values.present,
      quorum_required: values.required,
    })
    .where('id', '=', id)
    .where('outcome', 'is', null)
    .executeTakeFirstOrThrow();
}

export function agendaItems(db: Db, meetingId: number) {
  return db
    .selectFrom('meeting_agenda_items')
    .select(['id', 'position', 'title', 'discussion'])
    .where('meeting_id', '=', meetingId)
    .orderBy('position')
    .execute();
}

export function resolutionsOf(db: Db, meetingId: number) {
  return db
    .selectFrom('meeting_resolutions as r')
    .leftJoin('meeting_resolutions as c', 'c.id', 'r.corrects_id')
    .select([
      'r.id',
      'r.agenda_item_id',
      'r.text',
      'r.register_year',
      'r.register_seq',
      'c.register_year as corrects_year',
      'c.register_seq as corrects_seq',
    ])
    .where('r.meeting_id', '=', meetingId)
    .orderBy('r.agenda_item_id')
    .orderBy('r.position')
    .execute();
}

export function setDiscussion(db: Db, itemId: number, discussion: string) {
  return db.updateTable('meeting_agenda_items').set({ discussion }).where('id', '=', itemId).execute();
}

export function deleteResolutionsOf(db: Db, meetingId: number) {
  return db.deleteFrom('meeting_resolutions').where('meeting_id', '=', meetingId).execute();
}

export function insertResolutions(
  db: Db,
  rows: { meetingId: number; itemId: number; position: number; text: string; correctsId: number | null }[],
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('meeting_resolutions')
    .values(
      rows.map((r) => ({
        meeting_id: r.meetingId,
        agenda_item_id: r.itemId,
        position: r.position,
        text: r.text,
        corrects_id: r.correctsId,
      })),
    )
    .execute();
}

/**
 * The meetings a member may read about: general meetings, and committee meetings while the member sits on
 * the current committee; only once their notice is out.
 */
function memberMeetings(db: Db, memberNo: string) {
  return db
    .selectFrom('meetings as mt')
    .where('mt.notice_published_at', 'is not', null)
    .where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('mt.kind', '!=', 'committee'),
        exists(
          selectFrom('committee_members as c')
            .select('c.id')
            .where('c.kind', '=', 'current')
            .where('c.member_no', '=', memberNo),
        ),
      ]),
    );
}

export function memberMeetingRows(db: Db, memberNo: string, page: { limit: number; offset: number }) {
  return memberMeetings(db, memberNo)
    .select(['mt.id', 'mt.kind', 'mt.date', 'mt.time', 'mt.place', 'mt.minutes_adopted_at'])
    .orderBy('mt.date', 'desc')
    .orderBy('mt.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMemberMeetings(db: Db, memberNo: string): Promise<number> {
  const row = await memberMeetings(db, memberNo)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMemberMeeting(db: Db, memberNo: string, id: number) {
  return memberMeetings(db, memberNo).select('mt.id').where('mt.id', '=', id).executeTakeFirst();
}

export function agendaTitlesOf(db: Db, meetingIds: number[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('meeting_agenda_items')
    .select(['meeting_id', 'title'])
    .where('meeting_id', 'in', meetingIds)
    .orderBy('meeting_id')
    .orderBy('position')
    .execute();
}

export function readSettings(db: Db) {
  return db.selectFrom('meeting_settings').selectAll().executeTakeFirstOrThrow();
}

export function writeSettings(
  db: Db,
  values: {
    general_quorum_kind: 'percent' | 'count';
    general_quorum_value: number;
    committee_quorum_kind: 'percent' | 'count';
    committee_quorum_value: number;
    arrears_months?: number;
    updated_at: Date;
    updated_by: number;
  },
) {
  return db.updateTable('meeting_settings').set(values).returningAll().executeTakeFirstOrThrow();
}
