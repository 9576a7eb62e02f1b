import type { Db } from '@samity/db';

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

export function setElectionPublished(
  db: Db,
  id: number,
  values:
    | { candidates_published_at: Date }
    | { results_published_at: Date; results_published_by: number; outgoing_term: string },
) {
  return db.updateTable('elections').set(values).where('id', '=', id).execute();
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
