import { ZAdminUpdateRequest, ZUpdateRequestIdInput, ZUpdateRequestListInput } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  applyUpdateRequest,
  listUpdateRequests,
  solveUpdateRequest,
} from '../../services/update-requests/update-requests-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Members' data-update requests, on the Active Members Controller (Member_Access or higher). */
export const adminUpdateRequestsRouter = router({
  list: adminProcedure('activeMembers')
    .meta(rest('admin', 'GET', '/data-updates', 'Data-update requests, unsolved first, then newest first'))
    .input(ZUpdateRequestListInput)
    .output(z.array(ZAdminUpdateRequest))
    .query(({ ctx, input }) => listUpdateRequests(ctx, input)),

  solve: adminProcedure('activeMembers')
    .meta(rest('admin', 'POST', '/data-updates/solve', 'Marks a request solved (no way back)'))
    .input(ZUpdateRequestIdInput)
    .output(ZAdminUpdateRequest)
    .mutation(({ ctx, input }) => solveUpdateRequest(ctx, input.id)),

  /** Apply: the correction goes into the member record and the request is solved (one step). */
  update: adminProcedure('activeMembers')
    .meta(
      rest(
        'admin',
        'POST',
        '/data-updates/apply',
        "Writes the requested correction into the member's record and solves the request, in one step",
      ),
    )
    .input(ZUpdateRequestIdInput)
    .output(ZAdminUpdateRequest)
    .mutation(({ ctx, input }) => applyUpdateRequest(ctx, input.id)),
});
