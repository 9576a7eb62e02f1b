import type { Db } from '@samity/db';
import {
  AppError,
  type Election,
  type ElectionCandidate,
  endOfDhakaDay,
  type PostResult,
  postResult,
  type RuleBreach,
  todayInDhaka,
  type VoterExclusion,
  voterExclusion,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import type { listCandidates } from './election-candidates.queries';
import { listRecounts } from './election-count.queries';
import { type ElectionRow, findElection, listPosts } from './elections.queries';
import { frozenVoterList, storeVoterList, voterFacts } from './voter-list.queries';

/** What the admin, member and public sides of elections share: the election's shape, results, the voter list. */

export const electionNotFound = () => new AppError('NOT_FOUND', 'elections.notFound', 'Election not found.');

export async function loadElection(db: Db, id: number, lock = false): Promise<ElectionRow> {
  const row = await findElection(db, id, lock);
  if (!row) throw electionNotFound();
  return row;
}

type Posts = Awaited<ReturnType<typeof listPosts>>;
type Recounts = Awaited<ReturnType<typeof listRecounts>>;

export function toElection(row: ElectionRow, posts: Posts, recounts: Recounts = []): Election {
  return {
    id: row.id,
    title: row.title,
    cutoff_date: row.cutoff_date,
    nomination_opens: row.nomination_opens,
    nomination_closes: row.nomination_closes,
    withdrawal_deadline: row.withdrawal_deadline,
    polling_date: row.polling_date,
    term_starts: row.term_starts,
    term_ends: row.term_ends,
    arrears_months: row.arrears_months,
    candidates_published: row.candidates_published_at !== null,
    results_published: row.results_published_at !== null,
    outgoing_term: row.outgoing_term,
    ballots_cast: row.ballots_cast,
    ballots_spoiled: row.ballots_spoiled,
    voters_frozen: row.voters_frozen_at !== null,
    recounts: recounts
      .filter((r) => r.election_id === row.id)
      .map((r) => ({
        reason: r.reason,
        ballots_cast: r.ballots_cast,
        ballots_spoiled: r.ballots_spoiled,
        votes: r.votes as { candidate_id: number; votes: number }[],
        recorded_by: r.recorded_by,
        recorded_at: r.recorded_at.toISOString(),
      })),
    posts: posts
      .filter((p) => p.election_id === row.id)
      .map(({ id, title, seats, tie_resolution }) => ({ id, title, seats, tie_resolution })),
  };
}

export async function withPosts(db: Db, rows: readonly ElectionRow[]): Promise<Election[]> {
  const ids = rows.map((r) => r.id);
  const [posts, recounts] = await Promise.all([listPosts(db, ids), listRecounts(db, ids)]);
  return rows.map((row) => toElection(row, posts, recounts));
}

type CandidateRow = Awaited<ReturnType<typeof listCandidates>>[number];

/** Each post's result from the approved candidates' votes (postResult in the domain). */
export function resultsOf(posts: Posts, candidates: readonly CandidateRow[]): PostResult[] {
  const approved = candidates.filter((c) => c.status === 'approved');
  return posts.map((post) => postResult(post, approved));
}

/** Candidates with elected and tied read from the results (shown only once votes are in). */
export function toCandidates(
  candidates: readonly CandidateRow[],
  results: readonly PostResult[],
  { withReason }: { withReason: boolean },
): ElectionCandidate[] {
  const elected = new Set(results.filter((r) => !r.incomplete).flatMap((r) => r.elected));
  const tied = new Set(results.filter((r) => !r.resolved).flatMap((r) => r.tied));
  return candidates.map((c) => ({
    id: c.id,
    post_id: c.post_id,
    post_title: c.post_title,
    member_no: c.member_no,
    name: c.name,
    business: c.business,
    status: c.status,
    reason: withReason ? c.reason : null,
    nominated_at: c.nominated_at.toISOString(),
    votes: c.votes,
    elected: elected.has(c.id),
    tied: tied.has(c.id),
  }));
}

export interface VoterRow {
  id: number;
  member_no: string;
  name: string;
  business: string;
  unpaid_months: number;
  exclusion: VoterExclusion | null;
}

/**
 * Every member with their place on the election's voter list (exclusion null) or the reason they are off it,
 * drawn from the books. The months counted are those started at the earlier of the cut-off day's end and
 * now, the SQL reading of monthCountsAtCutoff (packages/domain/src/elections.ts); a payment counts when dated
 * on or before the cut-off and entered by the end of its day, so a back-dated entry never changes the list.
 */
export async function drawVoterList(ctx: Pick<ServiceContext, 'db' | 'now'>, db: Db, election: ElectionRow) {
  const cutoffEnd = endOfDhakaDay(election.cutoff_date);
  const countedAt = new Date(Math.min(cutoffEnd, ctx.now().getTime()));
  const rows = await voterFacts(
    db,
    election.cutoff_date,
    new Date(cutoffEnd),
    countedAt,
    new Date(cutoffEnd),
  );
  return rows.map(
    (r): VoterRow => ({
      id: r.id,
      member_no: r.member_no,
      name: r.name,
      business: r.business,
      unpaid_months: Number(r.unpaid_months ?? 0),
      exclusion: voterExclusion(
        { status: r.status, unpaid_months: Number(r.unpaid_months ?? 0) },
        election.arrears_months,
      ),
    }),
  );
}

/**
 * The election's voter list: until the cut-off day has ended, drawn live (a provisional list); after it,
 * the list stored at the first read (frozen), so later payments, back-dated or not, status changes and
 * settings change neither who votes nor who may stand. Freezing locks the election's row and inserts only
 * where nothing is stored, so two first readers at once store one list.
 */
export async function voterList(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  db: Db,
  election: ElectionRow,
): Promise<VoterRow[]> {
  if (ctx.now().getTime() <= endOfDhakaDay(election.cutoff_date)) return drawVoterList(ctx, db, election);
  if (!election.voters_frozen_at) {
    const freeze = async (tx: Db) => {
      const locked = await loadElection(tx, election.id, true);
      if (locked.voters_frozen_at) return;
      const drawn = await drawVoterList(ctx, tx, locked);
      const rows = drawn.map(({ id, ...r }) => ({ member_id: id, ...r }));
      await storeVoterList(tx, election.id, rows, ctx.now());
    };
    if (db.isTransaction) await freeze(db);
    else await db.transaction().execute(freeze);
  }
  const stored = await frozenVoterList(db, election.id);
  return stored.map(({ member_id, ...r }) => ({ id: member_id, ...r }));
}

/** How many members the (frozen) voter list holds. */
export async function voterCount(ctx: Pick<ServiceContext, 'db' | 'now'>, db: Db, election: ElectionRow) {
  return (await voterList(ctx, db, election)).filter((r) => r.exclusion === null).length;
}

export const today = (ctx: Pick<ServiceContext, 'now'>) => todayInDhaka(ctx.now().getTime());

/** Nothing of an election changes once its results are published. */
export const closed = () =>
  new AppError('CONFLICT', 'elections.resultsPublished', 'The results of this election are published.');

/** A rule's breach as the refusal the API answers: its key, its message on its field, its figures. */
export const refusal = (code: 'BAD_REQUEST' | 'CONFLICT', b: RuleBreach, others: RuleBreach[] = []) =>
  new AppError(code, b.key, b.message, {
    params: b.params,
    fieldErrors: Object.fromEntries(
      [...others]
        .reverse()
        .concat(b)
        .map((x) => [x.field, x.message]),
    ),
  });
