import { ZAdminAccount, ZCreateAdminInput } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { createAdminAccount, listAdminAccounts } from '../../services/admins/admins.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The admin accounts of the /Admin panel. */
export const adminAdminsRouter = router({
  list: adminProcedure('adminPanel')
    .meta(rest('admin', 'GET', '/admins', 'All admins (name, phone, privilege)'))
    .input(z.void())
    .output(z.array(ZAdminAccount))
    .query(({ ctx }) => listAdminAccounts(ctx)),

  create: adminProcedure('addAdmin')
    .meta(
      rest(
        'admin',
        'POST',
        '/admins',
        'Adds an admin (Full_Access+ only); privilege defaults to Full_Access+',
      ),
    )
    .input(ZCreateAdminInput)
    .output(ZAdminAccount)
    .mutation(({ ctx, input }) => createAdminAccount(ctx, input)),
});
