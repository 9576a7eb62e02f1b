import {
  ZComplaintsSummary,
  ZMemberComplaint,
  ZMemberComplaintInput,
  ZMemberComplaintListInput,
  ZMemberScopeInput,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import {
  fileMemberComplaint,
  listMemberComplaints,
  memberComplaintsSummary,
} from '../../services/member-complaints/member-complaints.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's complaints (objections) to the society. */
export const memberComplaintsRouter = router({
  summary: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/dashboard/complains',
        "Totals of the member's complaints and the unsolved ones, newest first",
      ),
    )
    .input(ZMemberScopeInput)
    .output(ZComplaintsSummary)
    .mutation(({ ctx, input }) => memberComplaintsSummary(ctx, input.member_no)),

  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/allobjections/{member_no}',
        'Every complaint of the member with its solution and time, newest first',
        '403 for another member_no.',
      ),
    )
    .input(ZMemberComplaintListInput)
    .output(z.array(ZMemberComplaint))
    .query(({ ctx, input }) => listMemberComplaints(ctx, input.member_no)),

  create: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/objections',
        'Files a complaint (legal matter by default, or general objection)',
        'submission_timestamp is set by the server; a value in the body is ignored.',
      ),
    )
    .input(ZMemberComplaintInput)
    .output(ZMemberComplaint)
    .mutation(({ ctx, input }) => fileMemberComplaint(ctx, input)),
});
