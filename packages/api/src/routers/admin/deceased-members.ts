import { ZAddDeceasedInput, ZAdminMember, ZDeceasedResult } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  addDeceasedMember,
  listDeceasedForAdmin,
} from '../../services/deceased-members/deceased-members.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The Deceased Members Controller (/DeceasedMembersAdmin): Member_Access or higher. */
export const adminDeceasedMembersRouter = router({
  list: adminProcedure('deceasedMembers')
    .meta(rest('admin', 'GET', '/deceased-members-admin', 'Deceased members in member-number order'))
    .input(z.void())
    .output(z.array(ZAdminMember))
    .query(({ ctx }) => listDeceasedForAdmin(ctx)),

  create: adminProcedure('deceasedMembers')
    .meta(
      rest(
        'admin',
        'POST',
        '/deceased-members-add',
        'Adds a deceased member; an active member is marked deceased only with confirm_active (else 409)',
        'Marking an active member deceased ends their sessions, takes them out of the current committee and their cars out of the public stock, in one transaction.',
      ),
    )
    .input(ZAddDeceasedInput)
    .output(ZDeceasedResult)
    .mutation(({ ctx, input }) => addDeceasedMember(ctx, input)),
});
