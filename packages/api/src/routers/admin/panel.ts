import { ZAdminAccount, ZCreateAdminInput, ZMemberAccount, ZMemberNoParam } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { createAdminAccount, listAdminAccounts } from '../../services/admins/admins.service';
import { issueTemporaryPassword, listMembersForAdmin } from '../../services/admins/member-accounts.service';
import { router } from '../../trpc';

const tags = ['admin'];

/** The /Admin panel: admin accounts and members' login state (D1: never a password). */
export const adminPanelRouter = router({
  admins: adminProcedure('adminPanel')
    .meta({
      openapi: { method: 'GET', path: '/admins', tags, summary: 'All admins (name, phone, privilege)' },
    })
    .input(z.void())
    .output(z.array(ZAdminAccount))
    .query(({ ctx }) => listAdminAccounts(ctx)),

  createAdmin: adminProcedure('addAdmin')
    .meta({
      openapi: {
        method: 'POST',
        path: '/admins',
        tags,
        summary: 'Adds an admin (Full_Access+ only); privilege defaults to Full_Access+',
      },
    })
    .input(ZCreateAdminInput)
    .output(ZAdminAccount)
    .mutation(({ ctx, input }) => createAdminAccount(ctx, ctx.admin, input)),

  members: adminProcedure('adminPanel')
    .meta({
      openapi: {
        method: 'GET',
        path: '/members-admin',
        tags,
        summary: 'All members with whether a password is set and still initial (never the password)',
      },
    })
    .input(z.void())
    .output(z.array(ZMemberAccount))
    .query(({ ctx }) => listMembersForAdmin(ctx)),

  issueTemporaryPassword: adminProcedure('adminPanel')
    .meta({
      openapi: {
        method: 'POST',
        path: '/members-admin/{member_no}/temporary-password',
        tags,
        summary:
          "Sets a one-time temporary password for a member and answers it once; the member's sessions end",
      },
    })
    .input(ZMemberNoParam)
    .output(z.object({ member_no: z.string(), temporary_password: z.string() }))
    .mutation(({ ctx, input }) => issueTemporaryPassword(ctx, ctx.admin, input.member_no)),
});
