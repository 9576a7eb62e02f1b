import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dueRowsQuery } from '../statements/statements.queries';

/**
 * The resolution a register number names, only if its meeting's minutes are adopted: a resolution of minutes
 * still in draft decides nothing yet.
 */
export function findAdoptedResolution(db: Db, year: number, seq: number) {
  return db
    .selectFrom('meeting_resolutions as r')
    .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
    .select(['r.id', 'r.register_year', 'r.register_seq', 'r.text'])
    .where('r.register_year', '=', year)
    .where('r.register_seq', '=', seq)
    .where('m.minutes_adopted_at', 'is not', null)
    .executeTakeFirst();
}

/** How many started months the member still owes something on (the dues behind the nomination rule). */
export async function unpaidMonthsOf(db: Db, memberId: number, now: Date): Promise<number> {
  const rows = dueRowsQuery(db, { startedAt: now }).where('r.member_id', '=', memberId);
  const row = await db
    .selectFrom(rows.as('x'))
    .where(sql<boolean>`x.payable_poisha > x.payment_poisha`)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the member out of the current committee; answers the removed row, if there was one. */
export function removeFromCurrentCommittee(db: Db, memberNo: string) {
  return db
    .deleteFrom('committee_members')
    .where('kind', '=', 'current')
    .where('member_no', '=', memberNo)
    .returning(['id', 'member_no', 'name', 'title', 'pic'])
    .executeTakeFirst();
}

export function findCurrentCommitteeMember(db: Db, memberNo: string) {
  return db
    .selectFrom('committee_members')
    .select(['id', 'member_no', 'name', 'title', 'pic'])
    .where('kind', '=', 'current')
    .where('member_no', '=', memberNo)
    .executeTakeFirst();
}

/** A new member sits after the others (position orders a committee). */
export async function insertCurrentCommitteeMember(
  db: Db,
  values: {
    member_no: string;
    name: string;
    title: string;
    pic: string | null;
    at: Date;
    /** The co-opting resolution; none for a member the election's results seat. */
    resolution_id?: number | null;
  },
) {
  const last = await db
    .selectFrom('committee_members')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('kind', '=', 'current')
    .executeTakeFirst();
  return db
    .insertInto('committee_members')
    .values({
      kind: 'current',
      member_no: values.member_no,
      name: values.name,
      title: values.title,
      pic: values.pic,
      position: Number(last?.max ?? -1) + 1,
      created_at: values.at,
      resolution_id: values.resolution_id ?? null,
    })
    .returning(['id', 'member_no', 'name', 'title', 'pic'])
    .executeTakeFirstOrThrow();
}

export async function termExists(db: Db, term: string): Promise<boolean> {
  const row = await db
    .selectFrom('committee_members')
    .select('id')
    .where('kind', '=', 'previous')
    .where('term', '=', term)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The whole current committee becomes the previous committee of the term, positions kept. */
export function moveCurrentToPrevious(db: Db, term: string) {
  return db
    .updateTable('committee_members')
    .set({ kind: 'previous', term })
    .where('kind', '=', 'current')
    .returning(['id', 'member_no', 'name', 'title'])
    .execute();
}
