import {
  ZAddCommitteeMemberInput,
  ZCloseTermInput,
  ZCloseTermResult,
  ZCurrentCommitteeMember,
  ZFoundingCommitteeMember,
  ZPreviousCommitteeMember,
  ZRemoveCommitteeMemberInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure, peopleOnly } from '../../procedures';
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

/**
 * The committee controllers: Full_Access or higher (the committees area). Outside an election's results the
 * committee changes only by a resolution of adopted minutes, named by its register number, and only an admin
 * in person makes the change (people-only: an API key is refused).
 */
const RESOLUTION_NOTE =
  '`resolution` is the register number (year/number) of the adopted resolution that decided it; 400 ' +
  '`committee.resolutionUnknown` when no resolution of adopted minutes has that number.';
export const adminCurrentCommitteeRouter = router({
  list: adminProcedure('committees')
    .meta(rest('admin', 'GET', '/committee-members-admin', 'The current committee, in its display order'))
    .input(z.void())
    .output(z.array(ZCurrentCommitteeMember))
    .query(({ ctx }) => currentCommittee(ctx)),

  create: adminProcedure('committees')
    .meta(peopleOnly('changing the committee'))
    .meta(
      rest(
        'admin',
        'POST',
        '/committee',
        'Co-opts a member to the current committee with a title, by a resolution (name filled from the member)',
        `${RESOLUTION_NOTE} 409 \`committee.memberNotActive\` or \`committee.memberInArrears\` for a member who ` +
          'could not be nominated (deceased, or behind on as many months as an election excludes by default).',
      ),
    )
    .input(ZAddCommitteeMemberInput)
    .output(ZCurrentCommitteeMember)
    .mutation(({ ctx, input }) => addCommitteeMember(ctx, input)),

  delete: adminProcedure('committees')
    .meta(peopleOnly('changing the committee'))
    .meta(
      rest(
        'admin',
        'DELETE',
        '/committee/{member_no}',
        'Removes a member from the current committee, by a resolution',
        RESOLUTION_NOTE,
      ),
    )
    .input(ZRemoveCommitteeMemberInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => deleteCommitteeMember(ctx, input.member_no, input.resolution)),
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
    .meta(peopleOnly('changing the committee'))
    .meta(
      rest(
        'admin',
        'POST',
        '/committee/close-term',
        "Closes the current committee's term by a resolution: its members become the previous committee of the term",
        RESOLUTION_NOTE,
      ),
    )
    .input(ZCloseTermInput)
    .output(ZCloseTermResult)
    .mutation(({ ctx, input }) => closeCommitteeTerm(ctx, input.term, input.resolution)),
});
