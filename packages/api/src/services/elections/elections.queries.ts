import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { monthStarted } from '../shared/started-months.queries';

/** Elections' reads and writes (docs/governance.md, Elections); the rules are in the services. */

const ELECTION_COLUMNS = [
  'id',
  'title',
  'cutoff_date',
  'nomination_opens',
  'nomination_closes',
  'withdrawal_deadline',
  'polling_date',
  'term_starts',
  'term_ends',
  'arrears_months',
  'candidates_published_at',
  'results_published_at',
  'outgoing_term',
  'voters_frozen_at',
  'ballots_cast',
  'ballots_spoiled',
] as const;

export type ElectionRow = Awaited<ReturnType<typeof findElection>> & {};

export function insertElection(
  db: Db,
  values: {
    title: string;
    cutoff_date: string;
    nomination_opens: string;
    nomination_closes: string;
    withdrawal_deadline: string;
    polling_date: string;
    term_starts: string;
    term_ends: string;
    arrears_months: number;
    created_by: number;
    created_at: Date;
  },
) {
  return db.insertInto('elections').values(values).returning(ELECTION_COLUMNS).executeTakeFirstOrThrow();
}

export function insertPosts(db: Db, electionId: number, posts: readonly { title: string; seats: number }[]) {
  return db
    .insertInto('election_posts')
    .values(
      posts.map((p, position) => ({ election_id: electionId, title: p.title, seats: p.seats, position })),
    )
    .execute();
}

/** Newest polling day first; `published` keeps to the elections whose candidate list is public. */
export function listElections(db: Db, page: { limit: number; offset: number }, published = false) {
  let query = db.selectFrom('elections').select(ELECTION_COLUMNS);
  if (published) query = query.where('candidates_published_at', 'is not', null);
  return query
    .orderBy('polling_date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countElections(db: Db, published = false): Promise<number> {
  let query = db.selectFrom('elections').select((eb) => eb.fn.countAll<string>().as('n'));
  if (published) query = query.where('candidates_published_at', 'is not', null);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** One election; `lock` holds its row for the write's transaction, so two writes on it go one after the other. */
export function findElection(db: Db, id: number, lock = false) {
  let query = db.selectFrom('elections').select(ELECTION_COLUMNS).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function listPosts(db: Db, electionIds: readonly number[]) {
  if (electionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('election_posts')
    .select(['id', 'election_id', 'title', 'seats', 'tie_resolution'])
    .where('election_id', 'in', electionIds)
    .orderBy('position')
    .execute();
}

export function findPost(db: Db, postId: number) {
  return db
    .selectFrom('election_posts')
    .select(['id', 'election_id', 'title', 'seats', 'tie_resolution'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

export function setTieResolution(db: Db, postId: number, resolution: string) {
  return db
    .updateTable('election_posts')
    .set({ tie_resolution: resolution })
    .where('id', '=', postId)
    .execute();
}

export function setElectionPublished(
  db: Db,
  id: number,
  values:
    | { candidates_published_at: Date }
    | { results_published_at: Date; results_published_by: number; outgoing_term: string },
) {
  return db.updateTable('elections').set(values).where('id', '=', id).execute();
}

/**
 * Every member with the number of counted months still unpaid by the end of the cut-off date: months started
 * at `countedAt` (the cut-off day's end, or now if earlier), payments dated on or before the cut-off, and
 * reversals (refunds) recorded by the end of its day. With `enteredBy` (the elections' reading), a payment
 * entered after that moment does not count however it is dated, so a back-dated entry changes nothing.
 */
export function voterFacts(db: Db, cutoffDate: string, cutoffEnd: Date, countedAt: Date, enteredBy?: Date) {
  const entered = enteredBy ? sql`and p.created_at <= ${enteredBy}` : sql``;
  const unpaid = db
    .selectFrom('monthly_dues as d')
    .innerJoin('monthly_books as b', 'b.id', 'd.book_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`d.member_id = m.id`)
    .where(monthStarted('b.month', countedAt))
    .where(
      sql<boolean>`d.payable_poisha > coalesce((select sum(p.amount_poisha) from monthly_payments p
        where p.due_id = d.id and p.date <= ${cutoffDate}::date ${entered}), 0)
      - coalesce((select sum(r.amount_poisha) from monthly_payment_reversals r
        where r.due_id = d.id and r.created_at <= ${cutoffEnd}), 0)`,
    );
  return db
    .selectFrom('members as m')
    .select(['m.id', 'm.member_no', 'm.name', 'm.business', 'm.status'])
    .select(unpaid.as('unpaid_months'))
    .orderBy(sql`length(m.member_no)`)
    .orderBy('m.member_no')
    .execute();
}

type FrozenVoter = {
  member_id: number;
  member_no: string;
  name: string;
  business: string;
  unpaid_months: number;
  exclusion: 'deceased' | 'arrears' | null;
};

/**
 * Stores the drawn voter list once: the rows go in only where none is (a second writer that got past the row
 * lock adds nothing) and the election is marked frozen. Inserted in chunks to stay under the parameter limit.
 */
export async function storeVoterList(db: Db, electionId: number, rows: readonly FrozenVoter[], at: Date) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('election_voters')
      .values(rows.slice(i, i + 1000).map((r) => ({ election_id: electionId, ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await db
    .updateTable('elections')
    .set({ voters_frozen_at: at })
    .where('id', '=', electionId)
    .where('voters_frozen_at', 'is', null)
    .execute();
}

/** The stored voter list, in the list's order (member number by length, then text). */
export function frozenVoterList(db: Db, electionId: number) {
  return db
    .selectFrom('election_voters')
    .select(['member_id', 'member_no', 'name', 'business', 'unpaid_months', 'exclusion'])
    .where('election_id', '=', electionId)
    .orderBy(sql`length(member_no)`)
    .orderBy('member_no')
    .execute();
}

export function setBallots(db: Db, id: number, cast: number, spoiled: number) {
  return db
    .updateTable('elections')
    .set({ ballots_cast: cast, ballots_spoiled: spoiled })
    .where('id', '=', id)
    .execute();
}

export function readElectionSettings(db: Db) {
  return db
    .selectFrom('election_settings')
    .select(['notice_days', 'nomination_days', 'candidate_list_days'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

export function writeElectionSettings(
  db: Db,
  values: { notice_days: number; nomination_days: number; candidate_list_days: number },
  by: number,
  at: Date,
) {
  return db
    .updateTable('election_settings')
    .set({ ...values, updated_by: by, updated_at: at })
    .where('id', '=', 1)
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

/** The term of the committee in office: the last published election's. */
export function latestPublishedTerm(db: Db) {
  return db
    .selectFrom('elections')
    .select(['term_starts', 'term_ends'])
    .where('results_published_at', 'is not', null)
    .orderBy('results_published_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
