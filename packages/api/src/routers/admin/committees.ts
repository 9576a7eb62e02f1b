import {
  ZAddCommitteeMemberInput,
  ZCloseTermInput,
  ZCloseTermResult,
  ZCommitteeMemberNoParam,
  ZCurrentCommitteeMember,
  ZFoundingCommitteeMember,
  ZPreviousCommitteeMember,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  currentCommittee,
  foundingCommittee,
  previousCommittees,
} from '../../services/committees/committees.service';
import {
  addCommitteeMember,
  closeCommitteeTerm,
  deleteCommitteeMember,
} from '../../services/committees/committees-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The committee controllers: Full_Access or higher (the committees area). */
export const adminCurrentCommitteeRouter = router({
  list: adminProcedure('committees')
    .meta(rest('admin', 'GET', '/committee-members-admin', 'The current committee, in its display order'))
    .input(z.void())
    .output(z.array(ZCurrentCommitteeMember))
    .query(({ ctx }) => currentCommittee(ctx)),

  create: adminProcedure('committees')
    .meta(
      rest(
        'admin',
        'POST',
        '/committee',
        'Adds an active member to the current committee with a title (name filled from the member)',
      ),
    )
    .input(ZAddCommitteeMemberInput)
    .output(ZCurrentCommitteeMember)
    .mutation(({ ctx, input }) => addCommitteeMember(ctx, input)),

  delete: adminProcedure('committees')
    .meta(rest('admin', 'DELETE', '/committee/{member_no}', 'Removes a member from the current committee'))
    .input(ZCommitteeMemberNoParam)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteCommitteeMember(ctx, input.member_no)),
});

export const adminFoundingCommitteeRouter = router({
  list: adminProcedure('committees')
    .meta(rest('admin', 'GET', '/founding-committee-admin', 'The founding committee (read only)'))
    .input(z.void())
    .output(z.array(ZFoundingCommitteeMember))
    .query(({ ctx }) => foundingCommittee(ctx)),
});

export const adminPreviousCommitteesRouter = router({
  list: adminProcedure('committees')
    .meta(
      rest(
        'admin',
        'GET',
        '/previous-committee-admin',
        'Previous committees grouped by term, with the term labels',
      ),
    )
    .input(z.void())
    .output(z.array(ZPreviousCommitteeMember))
    .query(({ ctx }) => previousCommittees(ctx)),

  /** Closing the current committee's term creates the previous committee of that term. */
  create: adminProcedure('committees')
    .meta(
      rest(
        'admin',
        'POST',
        '/committee/close-term',
        "Closes the current committee's term: its members become the previous committee of the term",
      ),
    )
    .input(ZCloseTermInput)
    .output(ZCloseTermResult)
    .mutation(({ ctx, input }) => closeCommitteeTerm(ctx, input.term)),
});
