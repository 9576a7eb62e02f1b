import {
  PRIVILEGES,
  ZAdminChangePasswordInput,
  ZAdminLoginCodeInput,
  ZAdminLoginInput,
} from '@samity/domain';
import { z } from 'zod';
import { ownCredentialProcedure, publicProcedure } from '../../procedures';
import { changeOwnAdminPassword } from '../../services/admins/admins.service';
import { loginAdmin, logout, sendAdminLoginCode } from '../../services/auth/login.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * Admin login and session checks. Public procedures: anyone may try to log in or ask whether they are
 * logged in; the answers reveal nothing about other accounts.
 */
export const adminAuthRouter = router({
  login: publicProcedure
    .meta(
      rest(
        'auth',
        'POST',
        '/admin/login',
        'Admin login by phone and password; sets the admin session cookie',
        'success false for any wrong phone or password (the same answer); 429 when throttled. A success also ' +
          'sets the samity_admin_device cookie: sent back with a later login, that login is throttled by ' +
          "its own failures only. While the account is under attack a stranger's attempt may answer 429 with " +
          'key auth.loginCodeOffered: ask for a code (login-code) and send it as `code` with the password.',
      ),
    )
    .input(ZAdminLoginInput)
    .output(z.object({ success: z.boolean() }))
    .mutation(({ ctx, input }) => loginAdmin(ctx, input)),

  sendLoginCode: publicProcedure
    .meta(
      rest(
        'auth',
        'POST',
        '/admin/login-code',
        "Sends a one-time login code by SMS to the admin's phone, while the account's logins are throttled",
        'Only while the account is under attack (a login answered 429 with key auth.loginCodeOffered); 400 ' +
          'otherwise. 3 an hour per account, 10 per address (429). The same answer whether the account ' +
          'exists. Log in with the password and `code` within 10 minutes; 5 tries per code.',
      ),
    )
    .input(ZAdminLoginCodeInput)
    .output(z.object({ sent: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => sendAdminLoginCode(ctx, input)),

  autologin: publicProcedure
    .meta(rest('auth', 'GET', '/admin/autologin', 'Whether the admin session cookie holds a live session'))
    .input(z.void())
    .output(z.object({ success: z.boolean() }))
    .query(async ({ ctx }) => ({ success: (await ctx.auth.admin()) !== null })),

  checkRemembered: publicProcedure
    .meta(
      rest(
        'auth',
        'GET',
        '/check-remembered-admin',
        'The logged-in admin (name, pic, privilege), or redirect when there is none',
        'must_change_password: the password is a temporary one; nothing but changing it is allowed until then.',
      ),
    )
    .input(z.void())
    .output(
      z.union([
        z.object({ redirect: z.literal(true) }),
        z.object({
          id: z.number().int(),
          name: z.string(),
          pic: z.string().nullable(),
          privilege: z.enum(PRIVILEGES),
          must_change_password: z.boolean(),
        }),
      ]),
    )
    .query(async ({ ctx }) => {
      const admin = await ctx.auth.admin();
      return admin
        ? {
            id: admin.adminId,
            name: admin.name,
            pic: admin.pic,
            privilege: admin.privilege,
            must_change_password: admin.passwordIsTemporary,
          }
        : { redirect: true as const };
    }),

  /** The admin's own password; open while it is a temporary one, since that is how one replaces it. */
  changePassword: ownCredentialProcedure
    .meta(
      rest(
        'auth',
        'POST',
        '/admin/change-password',
        "Changes the logged-in admin's own password; the admin's other sessions end",
        '400 with a readable message when a rule is not met or the current password is wrong; 429 when guessed too often.',
      ),
    )
    .input(ZAdminChangePasswordInput)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const answer = await changeOwnAdminPassword(ctx, input);
      // Later calls of the same batch see the password no longer temporary.
      ctx.auth.forget('admin');
      return answer;
    }),

  logout: publicProcedure
    .meta(rest('auth', 'POST', '/admin/logout', 'Ends the admin session on the server and clears its cookie'))
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx }) => logout(ctx, 'admin')),
});
