import { ZUpdateRequest, ZUpdateRequestInput } from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import {
  listOwnUpdateRequests,
  requestProfileUpdate,
} from '../../services/update-requests/update-requests.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Requests to correct the member's profile (the admins solve them). */
export const memberUpdateRequestsRouter = router({
  create: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member-dashboard/request-update',
        'Asks the admins to correct a profile field',
        'status is always unsolved at first; a value in the body is ignored.',
      ),
    )
    .input(ZUpdateRequestInput)
    .output(ZUpdateRequest)
    .mutation(({ ctx, input }) => requestProfileUpdate(ctx, input)),

  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member-dashboard/requests',
        "The member's own update requests with their status",
      ),
    )
    .output(z.array(ZUpdateRequest))
    .query(({ ctx }) => listOwnUpdateRequests(ctx)),
});
