import { ZMemberAccount, ZMemberNoParam } from '@samity/domain';
import { z } from 'zod';
import { credentialProcedure } from '../../procedures';
import { issueTemporaryPassword, listMembersForAdmin } from '../../services/members/member-accounts.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * Members' login state as the /Admin panel shows it: whether a password is set, never the password. A
 * person's access, so a logged-in admin only: a key that could issue a temporary password could log in as
 * the member.
 */
export const adminMemberAccountsRouter = router({
  list: credentialProcedure('adminPanel')
    .meta(
      rest(
        'admin',
        'GET',
        '/members-admin',
        'All members with whether a password is set and still initial (never the password)',
      ),
    )
    .input(z.void())
    .output(z.array(ZMemberAccount))
    .query(({ ctx }) => listMembersForAdmin(ctx)),

  /** The one change an admin makes to a member's account today: a one-time temporary password. */
  update: credentialProcedure('adminPanel')
    .meta(
      rest(
        'admin',
        'POST',
        '/members-admin/{member_no}/temporary-password',
        "Sets a one-time temporary password for a member and answers it once; the member's sessions end",
      ),
    )
    .input(ZMemberNoParam)
    .output(z.object({ member_no: z.string(), temporary_password: z.string() }))
    .mutation(({ ctx, input }) => issueTemporaryPassword(ctx, input.member_no)),
});
