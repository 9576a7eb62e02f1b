import {
  AppError,
  canWithdraw,
  isNominationOpen,
  type ZElectionListInput,
  type ZMemberElection,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import type { MemberContext, ServiceContext } from '../service-context';
import {
  findStanding,
  insertCandidate,
  listCandidates,
  withdrawCandidate,
} from './election-candidates.queries';
import { countElections, findPost, latestPublishedTerm, listElections, listPosts } from './elections.queries';
import {
  loadElection,
  resultsOf,
  toCandidates,
  today,
  voterList,
  withPosts,
} from './elections-shared.service';

/** The members' and the public's side of elections: nominating oneself, withdrawing, the published lists. */

/** The elections a member sees on the dashboard (newest first), with their own place in each. */
export async function memberElections(
  ctx: MemberContext,
  page: z.output<typeof ZElectionListInput>,
): Promise<{ entries: z.infer<typeof ZMemberElection>[]; total: number }> {
  const [rows, total] = await Promise.all([listElections(ctx.db, page), countElections(ctx.db)]);
  const elections = await withPosts(ctx.db, rows);
  const day = today(ctx);
  const entries = [];
  for (const election of elections) {
    const row = rows.find((r) => r.id === election.id)!;
    const me = (await voterList(ctx, ctx.db, row)).find((r) => r.id === ctx.actor.memberId);
    const candidates = await listCandidates(ctx.db, election.id);
    const posts = await listPosts(ctx.db, [election.id]);
    const mine = candidates.filter((c) => c.member_id === ctx.actor.memberId).at(-1);
    const own = mine ? toCandidates([mine], resultsOf(posts, candidates), { withReason: true })[0]! : null;
    entries.push({
      election,
      nomination_open: isNominationOpen(election, day) && !election.results_published,
      withdrawal_open: canWithdraw(election, day) && !election.results_published,
      eligible: me?.exclusion === null,
      exclusion: me?.exclusion ?? 'deceased',
      own,
    });
  }
  return { entries, total };
}

/**
 * A member nominates themself for a post: during the window, on the voter list (active and not in arrears at
 * the cut-off), standing for one post at a time. The nomination waits for an admin's decision.
 */
export async function nominate(ctx: MemberContext, input: { id: number; post_id: number }) {
  const id = await withAudit(
    ctx,
    (candidateId: number) => ({
      action: 'election.nominate',
      entity: 'election_candidates',
      entityId: candidateId,
      after: { election_id: input.id, post_id: input.post_id, member_no: ctx.actor.memberNo },
    }),
    async (tx) => {
      const election = await loadElection(tx, input.id, true);
      if (!isNominationOpen(election, today(ctx)) || election.results_published_at)
        throw new AppError(
          'CONFLICT',
          'elections.nominationClosed',
          'Nominations are not open for this election.',
        );
      const post = await findPost(tx, input.post_id);
      if (!post || post.election_id !== election.id)
        throw new AppError('BAD_REQUEST', 'elections.postNotFound', 'Choose a post of this election.', {
          fieldErrors: { post_id: 'Choose a post of this election.' },
        });
      const me = (await voterList(ctx, tx, election)).find((r) => r.id === ctx.actor.memberId);
      if (!me || me.exclusion !== null)
        throw new AppError(
          'FORBIDDEN',
          'elections.notInGoodStanding',
          'Only a member on the voter list (not in arrears at the cut-off) may stand.',
        );
      if (await findStanding(tx, election.id, ctx.actor.memberId))
        throw new AppError('CONFLICT', 'elections.alreadyStanding', 'You already stand in this election.');
      return (
        await insertCandidate(tx, {
          ...input,
          election_id: election.id,
          member_id: ctx.actor.memberId,
          at: ctx.now(),
        })
      ).id;
    },
  );
  return { id };
}

/** The member withdraws their own nomination, until the end of the withdrawal deadline's day. */
export async function withdraw(ctx: MemberContext, electionId: number) {
  await withAudit(
    ctx,
    (candidateId: number) => ({
      action: 'election.withdraw',
      entity: 'election_candidates',
      entityId: candidateId,
      after: { status: 'withdrawn', member_no: ctx.actor.memberNo },
    }),
    async (tx) => {
      const election = await loadElection(tx, electionId, true);
      if (!canWithdraw(election, today(ctx)) || election.results_published_at)
        throw new AppError('CONFLICT', 'elections.withdrawalClosed', 'The withdrawal deadline has passed.');
      const standing = await findStanding(tx, electionId, ctx.actor.memberId);
      if (!standing)
        throw new AppError('NOT_FOUND', 'elections.notStanding', 'You have no nomination in this election.');
      await withdrawCandidate(tx, standing.id, ctx.now());
      return standing.id;
    },
  );
  return { success: true as const };
}

/** Published elections for members and the public: the approved candidates, and the votes once published. */
export async function publishedElections(ctx: ServiceContext, page: z.output<typeof ZElectionListInput>) {
  const [rows, total] = await Promise.all([listElections(ctx.db, page, true), countElections(ctx.db, true)]);
  const elections = await withPosts(ctx.db, rows);
  const entries = [];
  for (const election of elections) {
    const [posts, candidates] = await Promise.all([
      listPosts(ctx.db, [election.id]),
      listCandidates(ctx.db, election.id, ['approved']),
    ]);
    const results = election.results_published ? resultsOf(posts, candidates) : [];
    const shown = toCandidates(candidates, results, { withReason: false }).map((c) =>
      election.results_published ? c : { ...c, votes: null },
    );
    entries.push({ election, candidates: shown });
  }
  return { entries, total };
}

/** The current committee's term end and the days left to it (Dhaka dates); nulls before any published election. */
export async function currentTerm(ctx: ServiceContext) {
  const term = await latestPublishedTerm(ctx.db);
  if (!term) return { term_ends: null, days_left: null };
  const days = Math.round((Date.parse(term.term_ends) - Date.parse(today(ctx))) / 86_400_000);
  return { term_ends: term.term_ends, days_left: days };
}
