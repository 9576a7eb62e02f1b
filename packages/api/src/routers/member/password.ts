import { ZChangePasswordInput, ZMemberNoParam } from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import { assertOwnMemberNo } from '../../services/auth/member-scope';
import { changeMemberPassword, isDefaultPassword } from '../../services/auth/password-change.service';
import { router } from '../../trpc';

const tags = ['member'];

export const memberPasswordRouter = router({
  isDefault: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/check-default-password/{member_no}',
        tags,
        summary: 'Whether the member still uses an initial password (the dashboard then asks to change it)',
      },
    })
    .input(ZMemberNoParam)
    .output(z.object({ is_default: z.boolean() }))
    .query(async ({ ctx, input, path }) => {
      assertOwnMemberNo(ctx.member, input.member_no, ctx.log, path);
      return { is_default: await isDefaultPassword(ctx, ctx.member) };
    }),

  change: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/change-password',
        tags,
        summary: "Changes the logged-in member's password; other sessions of the member end",
        description: '400 with a readable message when a rule is not met; 403 for another member_no.',
      },
    })
    .input(ZChangePasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input, path }) => {
      assertOwnMemberNo(ctx.member, input.member_no, ctx.log, path);
      return changeMemberPassword(ctx, ctx.member, input);
    }),
});
