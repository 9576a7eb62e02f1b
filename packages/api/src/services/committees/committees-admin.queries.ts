import type { Db } from '@samity/db';

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
  values: { member_no: string; name: string; title: string; pic: string | null; at: Date },
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
