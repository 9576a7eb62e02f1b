import { ZChangePasswordInput, ZMemberNoParam } from '@samity/domain';
import { z } from 'zod';
import { memberProcedureDuringInitialPassword as memberProcedure } from '../../procedures';
import { changeMemberPassword, isDefaultPassword } from '../../services/members/member-password.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The member's own password, open while the password is still an initial one (it is how one changes it);
 * the services refuse a member_no that is not the session's (403). */
export const memberPasswordRouter = router({
  get: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/check-default-password/{member_no}',
        'Whether the member still uses an initial password (the dashboard then asks to change it)',
      ),
    )
    .input(ZMemberNoParam)
    .output(z.object({ is_default: z.boolean() }))
    .query(async ({ ctx, input }) => ({ is_default: await isDefaultPassword(ctx, input.member_no) })),

  update: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/change-password',
        "Changes the logged-in member's password; other sessions of the member end",
        '400 with a readable message when a rule is not met; 403 for another member_no.',
      ),
    )
    .input(ZChangePasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => changeMemberPassword(ctx, input)),
});
