import { ZMemberLoginCodeInput, ZMemberLoginInput, ZMemberSelf } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { loginMember, logout, sendMemberLoginCode } from '../../services/auth/login.service';
import { getMemberSelf } from '../../services/members/members.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const memberAuthRouter = router({
  login: publicProcedure
    .meta(
      rest(
        'auth',
        'POST',
        '/member/login',
        'Member login by member number and password; sets the member session cookie',
        'success false with the same message for any wrong member or password; 429 when throttled. A success ' +
          'also sets the samity_member_device cookie: sent back with a later login, that login is throttled by ' +
          "its own failures only. While the account is under attack a stranger's attempt may answer 429 with " +
          'key auth.loginCodeOffered: ask for a code (login-code) and send it as `code` with the password.',
      ),
    )
    .input(ZMemberLoginInput)
    .output(z.object({ success: z.boolean(), message: z.string() }))
    .mutation(({ ctx, input }) => loginMember(ctx, input)),

  sendLoginCode: publicProcedure
    .meta(
      rest(
        'auth',
        'POST',
        '/member/login-code',
        "Sends a one-time login code by SMS to the account's registered phone, while its logins are throttled",
        'Only while the account is under attack (a login answered 429 with key auth.loginCodeOffered); 400 ' +
          'otherwise. 3 an hour per account, 10 per address (429). The same answer whether the account ' +
          'exists. Log in with the password and `code` within 10 minutes; 5 tries per code.',
      ),
    )
    .input(ZMemberLoginCodeInput)
    .output(z.object({ sent: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => sendMemberLoginCode(ctx, input)),

  autologin: publicProcedure
    .meta(
      rest(
        'auth',
        'GET',
        '/member/autologin',
        'Whether the member session cookie holds a live session, and whose',
      ),
    )
    .input(z.void())
    .output(
      z.object({
        success: z.boolean(),
        member: z.object({ member_no: z.string(), name: z.string() }).nullable(),
      }),
    )
    .query(async ({ ctx }) => {
      const member = await ctx.auth.member();
      return member
        ? { success: true, member: { member_no: member.memberNo, name: member.name } }
        : { success: false, member: null };
    }),

  me: publicProcedure
    .meta(rest('auth', 'GET', '/member/me', "The logged-in member's profile, or authenticated false"))
    .input(z.void())
    .output(z.object({ authenticated: z.boolean(), member: ZMemberSelf.nullable() }))
    .query(async ({ ctx }) => {
      const member = await ctx.auth.member();
      const self = member ? await getMemberSelf(ctx, member.memberId) : undefined;
      return self ? { authenticated: true, member: self } : { authenticated: false, member: null };
    }),

  logout: publicProcedure
    .meta(
      rest('auth', 'POST', '/member/logout', 'Ends the member session on the server and clears its cookie'),
    )
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx }) => logout(ctx, 'member')),
});
