import type { Db } from '@samity/db';
import type { MeetingKind } from '@samity/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { likePattern } from '../shared/search.queries';

/** Who may attend a meeting, and who is marked present: the attendance sheet's reads and writes. */

/** The members entitled to attend: every active member, or the current committee's active members. */
function entitled(db: Db, kind: MeetingKind) {
  const active = db.selectFrom('members as m').where('m.status', '=', 'active');
  if (kind !== 'committee') return active;
  return active.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('committee_members as c')
        .select('c.id')
        .where('c.kind', '=', 'current')
        .whereRef('c.member_no', '=', 'm.member_no'),
    ),
  );
}

export async function countEntitled(db: Db, kind: MeetingKind): Promise<number> {
  const row = await entitled(db, kind)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPresent(db: Db, meetingId: number): Promise<number> {
  const row = await db
    .selectFrom('meeting_attendance')
    .where('meeting_id', '=', meetingId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function searched<O>(query: SelectQueryBuilder<any, any, O>, search: string | undefined) {
  if (!search) return query;
  const pattern = likePattern(search);
  return query.where(sql<boolean>`(m.member_no || ' ' || m.name) ILIKE ${pattern}`);
}

/** The entitled members in member-number order with whether each is marked present; one page. */
export function attendeeRows(
  db: Db,
  meeting: { id: number; kind: MeetingKind },
  page: { search?: string; limit: number; offset: number },
) {
  const query = entitled(db, meeting.kind)
    .leftJoin('meeting_attendance as a', (join) =>
      join.onRef('a.member_id', '=', 'm.id').on('a.meeting_id', '=', meeting.id),
    )
    .select(['m.member_no', 'm.name', 'm.business', sql<boolean>`a.member_id IS NOT NULL`.as('present')]);
  return searched(query, page.search)
    .orderBy(sql`length(m.member_no)`)
    .orderBy('m.member_no')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAttendees(db: Db, kind: MeetingKind, search: string | undefined) {
  const row = await searched(
    entitled(db, kind).select((eb) => eb.fn.countAll<string>().as('n')),
    search,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findEntitledMember(db: Db, kind: MeetingKind, memberNo: string) {
  return entitled(db, kind)
    .select(['m.id', 'm.member_no'])
    .where('m.member_no', '=', memberNo)
    .executeTakeFirst();
}

/** The entitled members as notification recipients (address, language), for the notice. */
export function entitledRecipients(db: Db, kind: MeetingKind) {
  return entitled(db, kind)
    .select(['m.id', 'm.member_no', 'm.phone', 'm.email', 'm.language', 'm.sms_reminders', 'm.status'])
    .orderBy('m.id')
    .execute();
}

export function markPresent(db: Db, values: { meetingId: number; memberId: number; at: Date; by: number }) {
  return db
    .insertInto('meeting_attendance')
    .values({
      meeting_id: values.meetingId,
      member_id: values.memberId,
      recorded_at: values.at,
      recorded_by: values.by,
    })
    .onConflict((oc) => oc.columns(['meeting_id', 'member_id']).doNothing())
    .execute();
}

export function markAbsent(db: Db, meetingId: number, memberId: number) {
  return db
    .deleteFrom('meeting_attendance')
    .where('meeting_id', '=', meetingId)
    .where('member_id', '=', memberId)
    .execute();
}
