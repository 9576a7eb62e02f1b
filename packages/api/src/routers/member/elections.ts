import {
  ZElectionIdParam,
  ZElectionListInput,
  ZMemberElection,
  ZNominateInput,
  ZSuccess,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import { memberElections, nominate, withdraw } from '../../services/elections/elections.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's elections: standing for a post in the window, withdrawing until the deadline. */
export const memberElectionsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member-dashboard/elections',
        'Elections with whether the member may stand and their own nomination',
      ),
    )
    .input(ZElectionListInput)
    .output(z.object({ entries: z.array(ZMemberElection), total: z.number().int() }))
    .query(({ ctx, input }) => memberElections(ctx, input)),

  nominate: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member-dashboard/elections/{id}/nomination',
        'Nominates the member for a post',
      ),
    )
    .input(ZNominateInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => nominate(ctx, input)),

  withdraw: memberProcedure
    .meta(
      rest(
        'member',
        'DELETE',
        '/member-dashboard/elections/{id}/nomination',
        "Withdraws the member's nomination",
      ),
    )
    .input(ZElectionIdParam)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => withdraw(ctx, input.id)),
});
