import type { Db } from '@samity/db';

/**
 * Current committee in the order the admin arranged it (position), id as a stable tie-break, with the register
 * number of the resolution that co-opted a member (null for an elected one). A numbered resolution never
 * changes, so the public read cache, kept by committee_members' changes, stays right.
 */
export function listCurrentCommittee(db: Db) {
  return db
    .selectFrom('committee_members as c')
    .leftJoin('meeting_resolutions as r', 'r.id', 'c.resolution_id')
    .select(['c.id', 'c.member_no', 'c.name', 'c.title', 'c.pic', 'r.register_year', 'r.register_seq'])
    .where('c.kind', '=', 'current')
    .orderBy('c.position')
    .orderBy('c.id')
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
