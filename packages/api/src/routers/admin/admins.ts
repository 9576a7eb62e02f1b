import { ZAdminAccount, ZAdminIdInput, ZAdminWithTemporaryPassword, ZCreateAdminInput } from '@samity/domain';
import { z } from 'zod';
import { credentialProcedure, peopleOnly } from '../../procedures';
import {
  createAdminAccount,
  disableAdmin,
  enableAdmin,
  listAdminAccounts,
  resetAdminPassword,
} from '../../services/admins/admins.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * The admin accounts of the /Admin panel: people and their access, so every procedure is a credential
 * procedure (a logged-in admin only; an API key is refused with 403).
 */
export const adminAdminsRouter = router({
  list: credentialProcedure('adminPanel')
    .meta(
      rest('admin', 'GET', '/admins', 'All admins (name, phone, privilege, disabled, temporary password)'),
    )
    .input(z.void())
    .output(z.array(ZAdminAccount))
    .query(({ ctx }) => listAdminAccounts(ctx)),

  create: credentialProcedure('addAdmin')
    .meta(
      rest(
        'admin',
        'POST',
        '/admins',
        'Adds an admin (Full_Access+ only); privilege defaults to Full_Access+',
        'The answer carries a temporary password, shown this once; the new admin must change it at first login.',
      ),
    )
    .input(ZCreateAdminInput)
    .output(ZAdminWithTemporaryPassword)
    .mutation(({ ctx, input }) => createAdminAccount(ctx, input)),

  disable: credentialProcedure('addAdmin')
    .meta(peopleOnly('disabling an admin'))
    .meta(
      rest(
        'admin',
        'POST',
        '/admins/{id}/disable',
        'Disables an admin: no login, every session ends at once, their API keys are refused',
        '400 for one’s own account; 404 unknown; 409 already disabled or the last active Full_Access+.',
      ),
    )
    .input(ZAdminIdInput)
    .output(ZAdminAccount)
    .mutation(({ ctx, input }) => disableAdmin(ctx, input.id)),

  enable: credentialProcedure('addAdmin')
    .meta(
      rest(
        'admin',
        'POST',
        '/admins/{id}/enable',
        'Enables a disabled admin again',
        '400 for one’s own account; 404 unknown; 409 not disabled.',
      ),
    )
    .input(ZAdminIdInput)
    .output(ZAdminAccount)
    .mutation(({ ctx, input }) => enableAdmin(ctx, input.id)),

  resetPassword: credentialProcedure('addAdmin')
    .meta(peopleOnly('resetting an admin'))
    .meta(
      rest(
        'admin',
        'POST',
        '/admins/{id}/temporary-password',
        'Resets an admin’s password to a temporary one, answered once; their sessions end',
        'The admin must change it at their next login. 400 for one’s own account (change it instead); 404 unknown.',
      ),
    )
    .input(ZAdminIdInput)
    .output(ZAdminWithTemporaryPassword)
    .mutation(({ ctx, input }) => resetAdminPassword(ctx, input.id)),
});
