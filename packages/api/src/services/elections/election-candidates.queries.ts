import type { Db } from '@samity/db';

/** An election's candidates: nominations, decisions, withdrawals (docs/governance.md, Elections). */

const candidateColumns = [
  'c.id',
  'c.post_id',
  'p.title as post_title',
  'm.member_no',
  'm.name',
  'm.business',
  'c.status',
  'c.reason',
  'c.nominated_at',
  'c.votes',
  'c.won_lot',
  'c.member_id',
  'm.pic',
  'm.status as member_status',
] as const;

/** An election's candidates by post order, then nomination; `statuses` narrows (the public sees approved ones). */
export function listCandidates(
  db: Db,
  electionId: number,
  statuses?: readonly ('pending' | 'approved' | 'rejected' | 'withdrawn')[],
) {
  let query = db
    .selectFrom('election_candidates as c')
    .innerJoin('election_posts as p', 'p.id', 'c.post_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(candidateColumns)
    .where('c.election_id', '=', electionId);
  if (statuses) query = query.where('c.status', 'in', statuses);
  return query.orderBy('p.position').orderBy('c.nominated_at').orderBy('c.id').execute();
}

export function findCandidate(db: Db, id: number) {
  return db
    .selectFrom('election_candidates as c')
    .innerJoin('election_posts as p', 'p.id', 'c.post_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([...candidateColumns, 'c.election_id'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The member's standing nomination (pending or approved) in an election, if any. */
export function findStanding(db: Db, electionId: number, memberId: number) {
  return db
    .selectFrom('election_candidates')
    .select(['id', 'status', 'post_id'])
    .where('election_id', '=', electionId)
    .where('member_id', '=', memberId)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
}

export function insertCandidate(
  db: Db,
  values: { election_id: number; post_id: number; member_id: number; at: Date },
) {
  return db
    .insertInto('election_candidates')
    .values({
      election_id: values.election_id,
      post_id: values.post_id,
      member_id: values.member_id,
      nominated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function decideCandidate(
  db: Db,
  id: number,
  values: { status: 'approved' | 'rejected'; reason: string | null; at: Date; by: number },
) {
  return db
    .updateTable('election_candidates')
    .set({ status: values.status, reason: values.reason, decided_at: values.at, decided_by: values.by })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function withdrawCandidate(db: Db, id: number, at: Date) {
  return db
    .updateTable('election_candidates')
    .set({ status: 'withdrawn', withdrawn_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
}
