import {
  ZAdminLifecycleConfirmed,
  ZAdminLifecycleRequest,
  ZAdminLifecycleRequestIdInput,
  ZAdminLifecycleRequestInput,
} from '@samity/domain';
import { z } from 'zod';
import { credentialProcedure, peopleOnly } from '../../procedures';
import {
  cancelLifecycleRequest,
  confirmLifecycleChange,
  listLifecycleRequests,
  requestLifecycleChange,
} from '../../services/admins/admin-lifecycle.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * Disabling or resetting a Full_Access+ admin that would leave one usable Full_Access+ admin: one Full_Access+
 * admin asks, a second confirms (docs/governance.md). People and their access, so credential procedures.
 */
export const adminLifecycleRouter = router({
  list: credentialProcedure('addAdmin')
    .meta(
      rest('admin', 'GET', '/admin-requests', 'Pending requests to disable or reset a Full_Access+ admin'),
    )
    .input(z.void())
    .output(z.array(ZAdminLifecycleRequest))
    .query(({ ctx }) => listLifecycleRequests(ctx)),

  request: credentialProcedure('addAdmin')
    .meta(peopleOnly('asking to disable or reset a Full_Access+ admin'))
    .meta(
      rest(
        'admin',
        'POST',
        '/admin-requests',
        'Asks to disable or reset a Full_Access+ admin; another Full_Access+ admin confirms',
        'Only where disabling or resetting directly answers 409 `admins.confirmationRequired` (it would leave one ' +
          'usable Full_Access+ admin); otherwise 409 `admins.confirmationNotNeeded`. 409 when one is already pending.',
      ),
    )
    .input(ZAdminLifecycleRequestInput)
    .output(z.array(ZAdminLifecycleRequest))
    .mutation(({ ctx, input }) => requestLifecycleChange(ctx, input)),

  confirm: credentialProcedure('addAdmin')
    .meta(peopleOnly('disabling or resetting a Full_Access+ admin'))
    .meta(
      rest(
        'admin',
        'POST',
        '/admin-requests/{request_id}/confirm',
        'Confirms a pending request and makes the change; a reset answers the temporary password once',
        '403 for the asker (`admins.ownRequest`) and for an admin the two-person rule excludes (`twoPerson.*`: ' +
          'an account younger than the setting before the request, or one the asker created, reset or re-enabled ' +
          'within it); 404 when no such request is pending.',
      ),
    )
    .input(ZAdminLifecycleRequestIdInput)
    .output(ZAdminLifecycleConfirmed)
    .mutation(({ ctx, input }) => confirmLifecycleChange(ctx, input.request_id)),

  cancel: credentialProcedure('addAdmin')
    .meta(
      rest(
        'admin',
        'POST',
        '/admin-requests/{request_id}/cancel',
        'Withdraws a pending request; nothing else changes',
      ),
    )
    .input(ZAdminLifecycleRequestIdInput)
    .output(z.array(ZAdminLifecycleRequest))
    .mutation(({ ctx, input }) => cancelLifecycleRequest(ctx, input.request_id)),
});
