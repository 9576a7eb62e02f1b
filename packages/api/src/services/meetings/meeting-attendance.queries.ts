import type { Db } from '@samity/db';
import type { MeetingKind } from '@samity/domain';
import { sql } from 'kysely';

/** Who is told of a meeting, who is marked present, and the quorum as taken: the attendance sheet's rows. */

/**
 * The members a meeting's notice goes to: every active member (one in arrears may still pay before the
 * meeting), or the current committee's active members.
 */
function toldOfMeeting(db: Db, kind: MeetingKind) {
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

/** The member numbers of the current committee. */
export async function currentCommitteeNos(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('committee_members')
    .select('member_no')
    .where('kind', '=', 'current')
    .execute();
  return new Set(rows.flatMap((r) => (r.member_no === null ? [] : [r.member_no])));
}

/** The members ticked present at the meeting. */
export async function presentMemberIds(db: Db, meetingId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('meeting_attendance')
    .select('member_id')
    .where('meeting_id', '=', meetingId)
    .execute();
  return new Set(rows.map((r) => Number(r.member_id)));
}

/** Who was considered for the quorum when it was taken, as stored, in member-number order. */
export async function storedEntitlements(db: Db, meetingId: number) {
  const rows = await db
    .selectFrom('meeting_entitlements')
    .select(['member_id', 'member_no', 'name', 'exclusion', 'unpaid_months', 'present'])
    .where('meeting_id', '=', meetingId)
    .orderBy(sql`length(member_no)`)
    .orderBy('member_no')
    .execute();
  return rows.map((r) => ({ ...r, member_id: Number(r.member_id) }));
}

/** Stores who was considered for the quorum; written once, when the quorum is taken. */
export async function insertEntitlements(
  db: Db,
  meetingId: number,
  rows: readonly {
    member_id: number;
    member_no: string;
    name: string;
    exclusion: 'deceased' | 'arrears' | 'not_committee' | null;
    unpaid_months: number | null;
    present: boolean;
  }[],
) {
  // In slices: a large society's whole membership would pass the bind-parameter limit in one statement.
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('meeting_entitlements')
      .values(rows.slice(i, i + 1000).map((r) => ({ meeting_id: meetingId, ...r })))
      .execute();
}

/** The entitled members as notification recipients (address, language), for the notice. */
export function entitledRecipients(db: Db, kind: MeetingKind) {
  return toldOfMeeting(db, kind)
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
