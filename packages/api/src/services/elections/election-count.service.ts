import {
  AppError,
  voteCountBreaches,
  type ZRecordVotesInput,
  type ZRecountInput,
  type ZResolveTieInput,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { listCandidates } from './election-candidates.queries';
import {
  insertRecount,
  setBallots,
  setLotWinners,
  setTieResolution,
  setVotes,
} from './election-count.queries';
import { findPost, listPosts } from './elections.queries';
import { closed, loadElection, refusal, resultsOf, today, voterCount } from './elections-shared.service';

/** Counting an election: votes recorded, a recount with its reason, a tie at the last seat resolved. */

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
