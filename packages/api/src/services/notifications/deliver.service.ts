import { DeliveryError, type Senders } from './channels/sender';
import { markAttemptFailed, markSent } from './deliveries.queries';
import { type BudgetContext, claimWithinBudget } from './sms-budget.service';

export interface DeliveryPolicy {
  /** Rows claimed per turn. */
  batch: number;
  /** How long a claimed row stays claimed while its provider is called. */
  leaseMs: number;
  /** Attempts before a message is failed for good (an admin may retry it). */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each one. */
  backoffMs: number;
}

export const DELIVERY_POLICY: DeliveryPolicy = {
  batch: 20,
  leaseMs: 120_000,
  maxAttempts: 5,
  backoffMs: 30_000,
};

/** The wait before attempt n+1 after n failed attempts: backoff, doubled each time, at most six hours. */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy): number {
  return Math.min(policy.backoffMs * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);
}

/**
 * One turn of the delivery worker: claims the pending SMS and email rows whose time has come (FOR UPDATE SKIP
 * LOCKED with a lease, so several instances never claim the same row; SMS that can wait only within the
 * day's budget, claimWithinBudget), hands each to its channel's sender
 * and records the outcome: sent, tried again later with exponential backoff, or failed after the last
 * attempt with the provider's error. A row of a channel that has no sender here (switched off after it was
 * written) fails with that reason. Answers how many were sent and how many failed this turn.
 */
export async function deliverPending(
  ctx: BudgetContext,
  senders: Senders,
  policy: DeliveryPolicy = DELIVERY_POLICY,
): Promise<{ sent: number; failed: number }> {
  const { db, log, now } = ctx;
  const claimed = await claimWithinBudget(ctx, {
    leaseMs: policy.leaseMs,
    limit: policy.batch,
    smsOn: senders.sms !== undefined,
  });
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const sender = senders[row.channel];
    try {
      if (!sender) throw new DeliveryError(`The ${row.channel} channel is not configured on this server`);
      await sender.send({ to: row.recipient, subject: row.title, text: row.body });
      await markSent(db, row.id, now());
      sent += 1;
    } catch (error) {
      const reason = error instanceof DeliveryError ? error.message : 'Unexpected error while sending';
      if (!(error instanceof DeliveryError))
        log.error({ err: error, deliveryId: row.id }, 'delivery crashed');
      const last = row.attempts >= policy.maxAttempts;
      const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(row.attempts, policy));
      await markAttemptFailed(db, row.id, reason, retryAt);
      log.warn(
        {
          event: 'notification.failed',
          deliveryId: row.id,
          channel: row.channel,
          attempt: row.attempts,
          final: last,
        },
        reason,
      );
      failed += 1;
    }
  }
  return { sent, failed };
}
