import {
  ZCreateElectionInput,
  ZCurrentTerm,
  ZDecideNominationInput,
  ZElection,
  ZElectionCandidateList,
  ZElectionIdParam,
  ZElectionList,
  ZElectionListInput,
  ZElectionSettings,
  ZPublishResultsInput,
  ZPublishResultsResult,
  ZRecordVotesInput,
  ZRecountInput,
  ZResolveTieInput,
  ZSuccess,
  ZVoterList,
} from '@samity/domain';
import { adminProcedure, credentialProcedure, peopleOnly } from '../../procedures';
import { recordVotes, recount, resolveTie } from '../../services/elections/election-count.service';
import { currentTerm } from '../../services/elections/elections.service';
import {
  candidatesForAdmin,
  createElection,
  decideNomination,
  getElection,
  listElectionsForAdmin,
  publishCandidates,
  voterListForAdmin,
} from '../../services/elections/elections-admin.service';
import { publishResults } from '../../services/elections/elections-results.service';
import {
  electionSettings,
  updateElectionSettings,
} from '../../services/elections/elections-settings.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * Committee elections (Full_Access). Reads are open to a key of the privilege; every write decides who may
 * stand or who sits on the committee, so it is a person's session only (keys never manage people).
 */
export const adminElectionsRouter = router({
  list: adminProcedure('elections')
    .meta(rest('admin', 'GET', '/elections-admin', 'Elections, newest polling day first'))
    .input(ZElectionListInput)
    .output(ZElectionList)
    .query(({ ctx, input }) => listElectionsForAdmin(ctx, input)),

  get: adminProcedure('elections')
    .meta(rest('admin', 'GET', '/elections-admin/{id}', 'One election with its schedule and posts'))
    .input(ZElectionIdParam)
    .output(ZElection)
    .query(({ ctx, input }) => getElection(ctx, input.id)),

  create: credentialProcedure('elections')
    .meta(
      rest(
        'admin',
        'POST',
        '/elections-admin',
        'Schedules an election: its dates in order and the posts with seats',
      ),
    )
    .input(ZCreateElectionInput)
    .output(ZElection)
    .mutation(({ ctx, input }) => createElection(ctx, input)),

  voters: adminProcedure('elections')
    .meta(
      rest(
        'admin',
        'GET',
        '/elections-admin/{id}/voters',
        'The voter list at the cut-off, and the excluded members with the reason (one page of each)',
      ),
    )
    .input(ZElectionIdParam.extend(ZElectionListInput.shape))
    .output(ZVoterList)
    .query(({ ctx, input }) => voterListForAdmin(ctx, input.id, input)),

  candidates: adminProcedure('elections')
    .meta(
      rest(
        'admin',
        'GET',
        '/elections-admin/{id}/candidates',
        'Every nomination with its status, reason and votes',
      ),
    )
    .input(ZElectionIdParam)
    .output(ZElectionCandidateList)
    .query(({ ctx, input }) => candidatesForAdmin(ctx, input.id)),

  decide: credentialProcedure('elections')
    .meta(
      rest(
        'admin',
        'POST',
        '/election-nominations/{id}/decision',
        'Approves a nomination, or rejects it with a reason',
      ),
    )
    .input(ZDecideNominationInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => decideNomination(ctx, input)),

  publishCandidates: credentialProcedure('elections')
    .meta(peopleOnly("publishing an election's candidate list"))
    .meta(
      rest('admin', 'POST', '/elections-admin/{id}/publish-candidates', 'Publishes the approved candidates'),
    )
    .input(ZElectionIdParam)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => publishCandidates(ctx, input.id)),

  votes: credentialProcedure('elections')
    .meta(
      rest(
        'admin',
        'PUT',
        '/elections-admin/{id}/votes',
        "The election officer's counted votes per candidate",
      ),
    )
    .input(ZRecordVotesInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => recordVotes(ctx, input)),

  recount: credentialProcedure('elections')
    .meta(
      rest(
        'admin',
        'POST',
        '/elections-admin/{id}/recounts',
        'Records a recount after the results were published (who, when, why); the result is not edited',
      ),
    )
    .input(ZRecountInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => recount(ctx, input)),

  settings: adminProcedure('elections')
    .meta(rest('admin', 'GET', '/election-settings', "The bylaws' notice periods of an election's schedule"))
    .output(ZElectionSettings)
    .query(({ ctx }) => electionSettings(ctx)),

  updateSettings: credentialProcedure('elections')
    .meta(rest('admin', 'PUT', '/election-settings', "Sets the bylaws' notice periods (days)"))
    .input(ZElectionSettings)
    .output(ZElectionSettings)
    .mutation(({ ctx, input }) => updateElectionSettings(ctx, input)),

  resolveTie: credentialProcedure('elections')
    .meta(
      rest(
        'admin',
        'POST',
        '/election-posts/{post_id}/tie',
        'Records how a tie at the last seat was resolved',
      ),
    )
    .input(ZResolveTieInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => resolveTie(ctx, input)),

  publishResults: credentialProcedure('elections')
    .meta(peopleOnly("publishing an election's results"))
    .meta(
      rest(
        'admin',
        'POST',
        '/elections-admin/{id}/publish-results',
        "Publishes the results: the current committee's term closes and the elected members take office",
      ),
    )
    .input(ZPublishResultsInput)
    .output(ZPublishResultsResult)
    .mutation(({ ctx, input }) => publishResults(ctx, input)),

  currentTerm: adminProcedure('adminPanel')
    .meta(rest('admin', 'GET', '/committee-term', "The current committee's term end and the days left"))
    .output(ZCurrentTerm)
    .query(({ ctx }) => currentTerm(ctx)),
});
