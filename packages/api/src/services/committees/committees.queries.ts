import type { Db } from '@samity/db';

/** Current committee in the order the admin arranged it (position), id as a stable tie-break. */
export function listCurrentCommittee(db: Db) {
  return db
    .selectFrom('committee_members')
    .select(['id', 'member_no', 'name', 'title', 'pic'])
    .where('kind', '=', 'current')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listFoundingCommittee(db: Db) {
  return db
    .selectFrom('committee_members')
    .select(['id', 'member_no', 'name', 'pic'])
    .where('kind', '=', 'founding')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every previous term's members, by term then position; the caller orders the terms (see committees.service). */
export function listPreviousCommittees(db: Db) {
  return db
    .selectFrom('committee_members')
    .select(['id', 'member_no', 'name', 'title', 'pic', 'term'])
    .where('kind', '=', 'previous')
    .orderBy('term')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
