import type { Db } from '@samity/db';

/** The count of an election: ballots, votes, the lot's winners, ties resolved, recounts (docs/governance.md). */

export function setTieResolution(db: Db, postId: number, resolution: string) {
  return db
    .updateTable('election_posts')
    .set({ tie_resolution: resolution })
    .where('id', '=', postId)
    .execute();
}

export function setBallots(db: Db, id: number, cast: number, spoiled: number) {
  return db
    .updateTable('elections')
    .set({ ballots_cast: cast, ballots_spoiled: spoiled })
    .where('id', '=', id)
    .execute();
}

export function insertRecount(
  db: Db,
  values: {
    election_id: number;
    reason: string;
    ballots_cast: number;
    ballots_spoiled: number;
    votes: { candidate_id: number; votes: number }[];
    recorded_by: number;
    recorded_at: Date;
  },
) {
  return db
    .insertInto('election_recounts')
    .values({ ...values, votes: JSON.stringify(values.votes) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The recounts of some elections, oldest first, with the recording admin's name. */
export function listRecounts(db: Db, electionIds: readonly number[]) {
  if (electionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('election_recounts as r')
    .innerJoin('admins as a', 'a.id', 'r.recorded_by')
    .select([
      'r.election_id',
      'r.reason',
      'r.ballots_cast',
      'r.ballots_spoiled',
      'r.votes',
      'r.recorded_at',
      'a.name as recorded_by',
    ])
    .where('r.election_id', 'in', electionIds)
    .orderBy('r.recorded_at')
    .orderBy('r.id')
    .execute();
}

export function setVotes(db: Db, electionId: number, candidateId: number, votes: number) {
  return db
    .updateTable('election_candidates')
    .set({ votes })
    .where('id', '=', candidateId)
    .where('election_id', '=', electionId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

/** Records the lot's winners of a post: exactly these candidates won it. */
export async function setLotWinners(db: Db, postId: number, winners: readonly number[]) {
  await db.updateTable('election_candidates').set({ won_lot: false }).where('post_id', '=', postId).execute();
  await db
    .updateTable('election_candidates')
    .set({ won_lot: true })
    .where('post_id', '=', postId)
    .where('id', 'in', winners)
    .execute();
}
