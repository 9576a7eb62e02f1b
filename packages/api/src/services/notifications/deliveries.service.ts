import {
  AppError,
  type DeliveryStatus,
  type NotificationChannel,
  type NotificationKind,
  type ZDeliveriesPage,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { toIso, toIsoOrNull } from '../moments';
import type { AdminContext } from '../service-context';
import { countDeliveries, deliveriesPage, findDelivery, requeueDelivery } from './deliveries.queries';

/** Every message and where it stands, newest first; a failed one shows the provider's error. */
export async function listDeliveries(
  ctx: AdminContext,
  filter: { status?: DeliveryStatus; limit: number; offset: number },
): Promise<z.infer<typeof ZDeliveriesPage>> {
  const rows = await deliveriesPage(ctx.db, filter);
  const total = rows.length ? Number(rows[0]!.total) : await countDeliveries(ctx.db, filter.status);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      channel: row.channel as NotificationChannel,
      recipient: row.recipient,
      kind: row.kind as NotificationKind,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: toIso(row.created_at),
      sentAt: toIsoOrNull(row.sent_at),
      nextAttemptAt: toIsoOrNull(row.next_attempt_at),
    })),
    total,
  };
}

/**
 * Sends a failed message again: it goes back to pending with its attempts counted from zero, and the worker
 * delivers it at its next turn. Only a failed message can be retried (409 otherwise); audited.
 */
export async function retryDelivery(ctx: AdminContext, id: number): Promise<{ status: DeliveryStatus }> {
  return withAudit(
    ctx,
    { action: 'notifications.delivery.retry', entity: 'notification_outbox', entityId: id },
    async (tx) => {
      const row = await findDelivery(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'notifications.deliveryNotFound', 'Delivery not found.');
      if (row.status !== 'failed')
        throw new AppError('CONFLICT', 'notifications.notFailed', 'Only a failed delivery can be retried.');
      await requeueDelivery(tx, id, ctx.now());
      return { status: 'pending' as const };
    },
  );
}
