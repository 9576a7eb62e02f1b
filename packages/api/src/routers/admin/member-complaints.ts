import {
  ZAdminMemberComplaint,
  ZComplaintCounts,
  ZComplaintListInput,
  ZSolveComplaintInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  deskComplaintCounts,
  listDeskComplaints,
  solveMemberComplaint,
} from '../../services/member-complaints/member-complaints-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The members' complaint desk (/AdminMembersComplain). */
export const adminMemberComplaintsRouter = router({
  list: adminProcedure('memberComplaints')
    .meta(
      rest(
        'admin',
        'GET',
        '/member-objection-fetch-admin',
        "Members' complaints, newest first (at most 500); status=unsolved for the unsolved ones only",
      ),
    )
    .input(ZComplaintListInput)
    .output(z.array(ZAdminMemberComplaint))
    .query(({ ctx, input }) => listDeskComplaints(ctx, input.status)),

  summary: adminProcedure('memberComplaints')
    .meta(rest('admin', 'GET', '/member-objection-counts-admin', "How many members' complaints are unsolved"))
    .input(z.void())
    .output(ZComplaintCounts)
    .query(({ ctx }) => deskComplaintCounts(ctx)),

  solve: adminProcedure('memberComplaints')
    .meta(
      rest(
        'admin',
        'POST',
        '/member-objection-solve/{id}',
        "Answers a member's complaint; the member's dashboard shows the solution and its time",
        'The time is the server’s. 404 when no complaint has the id, 409 when it is already solved.',
      ),
    )
    .input(ZSolveComplaintInput)
    .output(ZAdminMemberComplaint)
    .mutation(({ ctx, input }) => solveMemberComplaint(ctx, input)),
});
