import {
  ZAdminPublicComplaint,
  ZComplaintCounts,
  ZComplaintListInput,
  ZSendSolutionInput,
  ZSendSolutionResult,
  ZSolveComplaintInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { sendPublicComplaintSolution } from '../../services/public-complaints/public-complaint-sms.service';
import {
  listPublicDeskComplaints,
  publicDeskCounts,
  solvePublicComplaint,
} from '../../services/public-complaints/public-complaints-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The public complaint desk (/AdminPublicComplain). */
export const adminPublicComplaintsRouter = router({
  list: adminProcedure('publicComplaints')
    .meta(
      rest(
        'admin',
        'GET',
        '/complains-fetch',
        "Visitors' complaints, newest first (at most 500), with the named member's business on record",
      ),
    )
    .input(ZComplaintListInput)
    .output(z.array(ZAdminPublicComplaint))
    .query(({ ctx, input }) => listPublicDeskComplaints(ctx, input.status)),

  summary: adminProcedure('publicComplaints')
    .meta(rest('admin', 'GET', '/complains-counts', "How many visitors' complaints are unsolved"))
    .input(z.void())
    .output(ZComplaintCounts)
    .query(({ ctx }) => publicDeskCounts(ctx)),

  solve: adminProcedure('publicComplaints')
    .meta(
      rest(
        'admin',
        'POST',
        '/public-complain-solve/{id}',
        "Answers a visitor's complaint",
        'The time is the server’s. 404 when no complaint has the id, 409 when it is already solved.',
      ),
    )
    .input(ZSolveComplaintInput)
    .output(ZAdminPublicComplaint)
    .mutation(({ ctx, input }) => solvePublicComplaint(ctx, input)),

  sendSolution: adminProcedure('publicComplaints')
    .meta(
      rest(
        'admin',
        'POST',
        '/public-complain-send-solution/{id}',
        "Sends a solved complaint's solution by SMS to the phone the visitor gave",
        'Once per complaint: a second call queues nothing (queued false). Without an SMS provider nothing is ' +
          'queued and smsAvailable is false (the desk offers its sms: link). 404 for an unknown id, 409 when ' +
          'it is not solved yet. Audited.',
      ),
    )
    .input(ZSendSolutionInput)
    .output(ZSendSolutionResult)
    .mutation(({ ctx, input }) => sendPublicComplaintSolution(ctx, input.id)),
});
