import { ZDeliveriesInput, ZDeliveriesPage, ZRetryDeliveryInput, ZRetryDeliveryResult } from '@samity/domain';
import { adminProcedure } from '../../procedures';
import { listDeliveries, retryDelivery } from '../../services/notifications/deliveries.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Message deliveries: Full_Access and above see every message's state and send a failed one again. */
export const adminNotificationsRouter = router({
  deliveries: adminProcedure('notificationDeliveries')
    .meta(
      rest(
        'admin',
        'GET',
        '/notification-deliveries',
        'Messages (SMS, email, inbox), newest first, optionally only pending, sent or failed',
        'A failed one carries the provider’s last error (never a secret). At most 100 a page.',
      ),
    )
    .input(ZDeliveriesInput)
    .output(ZDeliveriesPage)
    .query(({ ctx, input }) => listDeliveries(ctx, input)),

  retry: adminProcedure('notificationDeliveries')
    .meta(
      rest(
        'admin',
        'POST',
        '/notification-deliveries/{id}/retry',
        'Sends a failed message again (back to pending, attempts from zero)',
        '404 for an unknown id, 409 when it has not failed. Audited.',
      ),
    )
    .input(ZRetryDeliveryInput)
    .output(ZRetryDeliveryResult)
    .mutation(({ ctx, input }) => retryDelivery(ctx, input.id)),
});
