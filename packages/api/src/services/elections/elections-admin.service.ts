import {
  AppError,
  COMMITTEE_TITLE_NAMES,
  candidateListBreach,
  type Election,
  noticePeriodBreach,
  type RuleBreach,
  scheduleErrors,
  voteCountBreaches,
  type ZCreateElectionInput,
  type ZDecideNominationInput,
  type ZElectionListInput,
  type ZRecordVotesInput,
  type ZRecountInput,
  type ZResolveTieInput,
  type ZVoterList,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import {
  countElections,
  decideCandidate,
  findCandidate,
  findPost,
  insertElection,
  insertPosts,
  insertRecount,
  listCandidates,
  listElections,
  listPosts,
  readElectionSettings,
  setBallots,
  setElectionPublished,
  setLotWinners,
  setTieResolution,
  setVotes,
} from './elections.queries';
import {
  loadElection,
  resultsOf,
  toCandidates,
  today,
  toElection,
  voterCount,
  voterList,
  withPosts,
} from './elections-shared.service';

const closed = () =>
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

export async function createElection(
  ctx: AdminContext,
  input: z.output<typeof ZCreateElectionInput>,
): Promise<Election> {
  refuseBadSchedule(input);
  return withAudit(
    ctx,
    (e: Election) => ({ action: 'election.create', entity: 'elections', entityId: e.id, after: e }),
    async (tx) => {
      const { posts, ...schedule } = input;
      const breach = noticePeriodBreach(schedule, today(ctx), await readElectionSettings(tx));
      if (breach) throw refusal('BAD_REQUEST', breach);
      const row = await insertElection(tx, {
        ...schedule,
        created_by: ctx.actor.adminId,
        created_at: ctx.now(),
      });
      const ordered = [...posts].sort(
        (a, b) => COMMITTEE_TITLE_NAMES.indexOf(a.title) - COMMITTEE_TITLE_NAMES.indexOf(b.title),
      );
      await insertPosts(tx, row.id, ordered);
      return toElection(row, await listPosts(tx, [row.id]));
    },
  );
}

export async function listElectionsForAdmin(ctx: AdminContext, page: z.output<typeof ZElectionListInput>) {
  const [rows, total] = await Promise.all([listElections(ctx.db, page), countElections(ctx.db)]);
  return { entries: await withPosts(ctx.db, rows), total };
}

export async function getElection(ctx: AdminContext, id: number) {
  const [election] = await withPosts(ctx.db, [await loadElection(ctx.db, id)]);
  return election!;
}

export async function candidatesForAdmin(ctx: AdminContext, id: number) {
  await loadElection(ctx.db, id);
  const [posts, candidates] = await Promise.all([listPosts(ctx.db, [id]), listCandidates(ctx.db, id)]);
  const entries = toCandidates(candidates, resultsOf(posts, candidates), { withReason: true });
  return { entries, total: entries.length };
}

/** The voter list with the excluded members and their reasons (the admin side only), one page of each. */
export async function voterListForAdmin(
  ctx: AdminContext,
  id: number,
  page: { limit: number; offset: number },
): Promise<z.infer<typeof ZVoterList>> {
  const election = await loadElection(ctx.db, id);
  const rows = await voterList(ctx, ctx.db, election);
  const voters = rows.filter((r) => r.exclusion === null);
  const excluded = rows.filter((r) => r.exclusion !== null);
  const slice = <T>(list: T[]) => list.slice(page.offset, page.offset + page.limit);
  return {
    cutoff_date: election.cutoff_date,
    arrears_months: election.arrears_months,
    entries: slice(voters).map(({ member_no, name, business }) => ({ member_no, name, business })),
    total: voters.length,
    excluded: slice(excluded).map(({ member_no, name, business, exclusion, unpaid_months }) => ({
      member_no,
      name,
      business,
      reason: exclusion!,
      unpaid_months,
    })),
    excluded_total: excluded.length,
  };
}

export async function decideNomination(ctx: AdminContext, input: z.output<typeof ZDecideNominationInput>) {
  const status = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  return withAudit(
    ctx,
    (c: { id: number; member_no: string; post_title: string }) => ({
      action: `election.nomination_${input.decision}`,
      entity: 'election_candidates',
      entityId: c.id,
      before: { status: 'pending' },
      after: { status, member_no: c.member_no, post: c.post_title, reason: input.reason || null },
    }),
    async (tx) => {
      const candidate = await findCandidate(tx, input.id);
      if (!candidate) throw new AppError('NOT_FOUND', 'elections.candidateNotFound', 'Nomination not found.');
      const election = await loadElection(tx, candidate.election_id, true);
      if (election.results_published_at) throw closed();
      if (election.candidates_published_at)
        throw new AppError(
          'CONFLICT',
          'elections.candidatesPublished',
          'The candidate list is published and locked.',
        );
      const done = await decideCandidate(tx, input.id, {
        status,
        reason: status === 'rejected' ? input.reason : null,
        at: ctx.now(),
        by: ctx.actor.adminId,
      });
      if (Number(done.numUpdatedRows) === 0)
        throw new AppError('CONFLICT', 'elections.alreadyDecided', 'This nomination is no longer pending.');
      return { id: candidate.id, member_no: candidate.member_no, post_title: candidate.post_title };
    },
  ).then(() => ({ success: true as const }));
}

/**
 * Publishes the approved candidates to members and the public, once: after the withdrawal deadline's day and
 * before polling day (candidateListBreach). The list is then locked: no nomination is decided after it.
 */
export async function publishCandidates(ctx: AdminContext, id: number) {
  await withAudit(
    ctx,
    { action: 'election.publish_candidates', entity: 'elections', entityId: id },
    async (tx) => {
      const election = await loadElection(tx, id, true);
      const breach = candidateListBreach(election, today(ctx), election.candidates_published_at !== null);
      if (breach) throw refusal('CONFLICT', breach);
      await setElectionPublished(tx, id, { candidates_published_at: ctx.now() });
    },
  );
  return { success: true as const };
}

/**
 * The election officer enters the ballots cast and spoiled and the counted votes, from polling day until the
 * results are published. The whole count, as it stands after this entry, must add up (voteCountBreaches
 * against the frozen voter list); otherwise nothing is written and each breach is named on its field.
 */
export async function recordVotes(ctx: AdminContext, input: z.output<typeof ZRecordVotesInput>) {
  await withAudit(
    ctx,
    {
      action: 'election.votes',
      entity: 'elections',
      entityId: input.id,
      after: { ballots_cast: input.ballots_cast, ballots_spoiled: input.ballots_spoiled, votes: input.votes },
    },
    async (tx) => {
      const election = await loadElection(tx, input.id, true);
      if (election.results_published_at) throw closed();
      if (today(ctx) < election.polling_date)
        throw new AppError('CONFLICT', 'elections.beforePolling', 'Votes can be entered from polling day.');
      await refuseBadCount(ctx, tx, election, input);
      for (const { candidate_id, votes } of input.votes) {
        const done = await setVotes(tx, input.id, candidate_id, votes);
        if (Number(done.numUpdatedRows) === 0)
          throw new AppError(
            'BAD_REQUEST',
            'elections.notACandidate',
            'Not an approved candidate of this election.',
            {
              fieldErrors: { votes: 'Not an approved candidate of this election.' },
            },
          );
      }
      await setBallots(tx, input.id, input.ballots_cast, input.ballots_spoiled);
    },
  );
  return { success: true as const };
}

/** Checks a count (stored votes overlaid with `votes`) against the frozen voter list; throws its breaches. */
async function refuseBadCount(
  ctx: AdminContext,
  tx: AdminContext['db'],
  election: Awaited<ReturnType<typeof loadElection>>,
  count: Pick<z.output<typeof ZRecordVotesInput>, 'ballots_cast' | 'ballots_spoiled' | 'votes'>,
) {
  const [posts, candidates] = await Promise.all([
    listPosts(tx, [election.id]),
    listCandidates(tx, election.id, ['approved']),
  ]);
  const entered = new Map(count.votes.map((v) => [v.candidate_id, v.votes]));
  const breaches = voteCountBreaches({
    voters: await voterCount(ctx, tx, election),
    ballots_cast: count.ballots_cast,
    ballots_spoiled: count.ballots_spoiled,
    posts,
    candidates: candidates.map((c) => ({
      id: c.id,
      post_id: c.post_id,
      votes: entered.get(c.id) ?? c.votes,
    })),
  });
  if (breaches.length > 0) throw refusal('BAD_REQUEST', breaches[0]!);
}

/**
 * A recount after the results were published: recorded with who, when and why, and its figures checked as
 * an entry is. The published result and the committee it seated are not edited: the result sheet shows the
 * recount beside them, and a change of the committee is a resolution of a meeting (docs/governance.md).
 */
export async function recount(ctx: AdminContext, input: z.output<typeof ZRecountInput>) {
  await withAudit(
    ctx,
    (recountId: number) => ({
      action: 'election.recount',
      entity: 'election_recounts',
      entityId: recountId,
      after: {
        election_id: input.id,
        reason: input.reason,
        ballots_cast: input.ballots_cast,
        ballots_spoiled: input.ballots_spoiled,
        votes: input.votes,
      },
    }),
    async (tx) => {
      const election = await loadElection(tx, input.id, true);
      if (!election.results_published_at)
        throw new AppError(
          'CONFLICT',
          'elections.recountBeforeResults',
          'A recount is recorded after the results are published; before that, correct the entry.',
        );
      const approved = new Set((await listCandidates(tx, election.id, ['approved'])).map((c) => c.id));
      if (input.votes.some((v) => !approved.has(v.candidate_id)))
        throw new AppError(
          'BAD_REQUEST',
          'elections.notACandidate',
          'Not an approved candidate of this election.',
          {
            fieldErrors: { votes: 'Not an approved candidate of this election.' },
          },
        );
      await refuseBadCount(ctx, tx, election, input);
      return (
        await insertRecount(tx, {
          election_id: election.id,
          reason: input.reason,
          ballots_cast: input.ballots_cast,
          ballots_spoiled: input.ballots_spoiled,
          votes: input.votes.map(({ candidate_id, votes }) => ({ candidate_id, votes })),
          recorded_by: ctx.actor.adminId,
          recorded_at: ctx.now(),
        })
      ).id;
    },
  );
  return { success: true as const };
}

/** Records how a tie at the last seat was resolved (e.g. the lot drawn) and who won it. */
export async function resolveTie(ctx: AdminContext, input: z.output<typeof ZResolveTieInput>) {
  await withAudit(
    ctx,
    {
      action: 'election.resolve_tie',
      entity: 'election_posts',
      entityId: input.post_id,
      after: { winners: input.winners, resolution: input.resolution },
    },
    async (tx) => {
      const post = await findPost(tx, input.post_id);
      if (!post) throw new AppError('NOT_FOUND', 'elections.postNotFound', 'Post not found.');
      const election = await loadElection(tx, post.election_id, true);
      if (election.results_published_at) throw closed();
      const candidates = await listCandidates(tx, election.id, ['approved']);
      const [result] = resultsOf([post], candidates);
      const tied = new Set(result?.tied ?? []);
      if (!result || tied.size === 0)
        throw new AppError('CONFLICT', 'elections.noTie', 'This post has no tie to resolve.');
      if (input.winners.length !== result.tied_seats || input.winners.some((w) => !tied.has(w)))
        throw new AppError(
          'BAD_REQUEST',
          'elections.lotWinners',
          `Choose ${result.tied_seats} of the tied candidates.`,
          { fieldErrors: { winners: `Choose ${result.tied_seats} of the tied candidates.` } },
        );
      await setLotWinners(tx, post.id, input.winners);
      await setTieResolution(tx, post.id, input.resolution);
    },
  );
  return { success: true as const };
}

/** The whole voter list and the excluded members of an election, for its PDF and CSV files (admins only). */
export async function voterListFile(ctx: AdminContext, id: number) {
  const election = await loadElection(ctx.db, id);
  const rows = await voterList(ctx, ctx.db, election);
  return {
    election: {
      id: election.id,
      title: election.title,
      cutoff_date: election.cutoff_date,
      arrears_months: election.arrears_months,
    },
    voters: rows.filter((r) => r.exclusion === null),
    excluded: rows.filter((r) => r.exclusion !== null),
  };
}

/** The schedule in its order (cut-off, nominations, withdrawal, polling, term) and each post listed once. */
function refuseBadSchedule(input: z.output<typeof ZCreateElectionInput>) {
  const errors: Record<string, string> = { ...scheduleErrors(input) };
  const titles = input.posts.map((p) => p.title);
  if (new Set(titles).size !== titles.length) errors.posts = 'Each post may be listed once';
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', 'elections.badSchedule', first, { fieldErrors: errors });
}
