import {
  AppError,
  resultsBlockers,
  type ZPublishResultsInput,
  type ZPublishResultsResult,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import {
  insertCurrentCommitteeMember,
  moveCurrentToPrevious,
  termExists,
} from '../committees/committees-admin.queries';
import type { AdminContext } from '../service-context';
import { listCandidates } from './election-candidates.queries';
import { listPosts, setElectionPublished } from './elections.queries';
import { loadElection, resultsOf, today } from './elections-shared.service';

/**
 * Publishes the results: the current committee's term is closed into the previous committees (as
 * closeCommitteeTerm does) and the elected members become the current committee, titled by their posts in
 * the posts' order, with the election's term dates, all in one audited transaction. Every post must have its
 * votes and no unresolved tie, and the outgoing term must not already have a previous committee.
 */
export async function publishResults(
  ctx: AdminContext,
  input: z.output<typeof ZPublishResultsInput>,
): Promise<z.infer<typeof ZPublishResultsResult>> {
  return withAudit(
    ctx,
    (r: z.infer<typeof ZPublishResultsResult> & { before: unknown; after: unknown }) => ({
      action: 'election.publish_results',
      entity: 'elections',
      entityId: input.id,
      before: r.before,
      after: r.after,
    }),
    async (tx) => {
      const election = await loadElection(tx, input.id, true);
      if (election.results_published_at)
        throw new AppError(
          'CONFLICT',
          'elections.resultsPublished',
          'The results of this election are published.',
        );
      if (today(ctx) < election.polling_date)
        throw new AppError(
          'CONFLICT',
          'elections.beforePolling',
          'Results can be published from polling day.',
        );
      const [posts, candidates] = await Promise.all([
        listPosts(tx, [election.id]),
        listCandidates(tx, election.id, ['approved']),
      ]);
      const results = resultsOf(posts, candidates);
      const blockers = resultsBlockers(results);
      if (blockers.incomplete.length > 0 || election.ballots_cast === null)
        throw new AppError(
          'CONFLICT',
          'elections.votesMissing',
          'Enter the ballots cast and spoiled and the votes of every candidate first.',
        );
      if (blockers.tied.length > 0)
        throw new AppError(
          'CONFLICT',
          'elections.tieUnresolved',
          'A tie must be resolved by the election officer before the results are published.',
        );
      if (await termExists(tx, input.outgoing_term))
        throw new AppError(
          'CONFLICT',
          'committee.termExists',
          'A previous committee with this term already exists.',
          {
            fieldErrors: { outgoing_term: 'A previous committee with this term already exists.' },
          },
        );
      const byId = new Map(candidates.map((c) => [c.id, c]));
      // Only an active member joins the current committee (as on /CurrentCommitteeAdmin): one who died after
      // polling day leaves a seat the officer must settle before the result can stand.
      const gone = results.flatMap((r) => r.elected).filter((id) => byId.get(id)?.member_status !== 'active');
      if (gone.length > 0)
        throw new AppError(
          'CONFLICT',
          'elections.electedNotActive',
          'An elected member is no longer an active member; the committee cannot be seated as counted.',
        );
      const closed = await moveCurrentToPrevious(tx, input.outgoing_term);
      const seated = [];
      for (const post of posts) {
        const result = results.find((r) => r.post_id === post.id)!;
        for (const id of result.elected) {
          const c = byId.get(id)!;
          seated.push(
            await insertCurrentCommitteeMember(tx, {
              member_no: c.member_no,
              name: c.name,
              title: post.title,
              pic: c.pic,
              at: ctx.now(),
            }),
          );
        }
      }
      await setElectionPublished(tx, election.id, {
        results_published_at: ctx.now(),
        results_published_by: ctx.actor.adminId,
        outgoing_term: input.outgoing_term,
      });
      return {
        outgoing_term: input.outgoing_term,
        closed: closed.length,
        seated: seated.length,
        before: {
          kind: 'current',
          members: closed.map(({ member_no, name, title }) => ({ member_no, name, title })),
        },
        after: {
          outgoing_term: input.outgoing_term,
          term_starts: election.term_starts,
          term_ends: election.term_ends,
          current: seated.map(({ member_no, name, title }) => ({ member_no, name, title })),
        },
      };
    },
  ).then(({ outgoing_term, closed, seated }) => ({ outgoing_term, closed, seated }));
}
