import { RECHECK_AFTER_MS, reconcileGateway } from '@samity/api/payments';
import type { Db } from '@samity/db';
import type { NotificationChannels } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerPayments } from './online-payments';

/**
 * Checks open bKash payments with bKash every few minutes (BKASH_RECONCILE_INTERVAL_MINUTES), so a payment
 * whose payer closed the tab is still recorded, or expired. Every instance may run it: one payment is settled
 * by one caller at a time (its lease), and recording is exactly once. The timer never keeps the process
 * alive, starts a minute after the server is ready and stops with it.
 */
export function registerGatewayReconciliation(
  app: FastifyInstance,
  {
    db,
    clock,
    payments,
    intervalMinutes,
    firstDelayMs = 60_000,
    channels,
  }: {
    db: Db;
    clock: () => Date;
    payments: ServerPayments;
    intervalMinutes: number;
    firstDelayMs?: number;
    /** Where a payment recorded here is announced (its receipt message). */
    channels?: NotificationChannels;
  },
): { runNow(): Promise<void> } {
  let running: Promise<void> | null = null;
  const log = app.log.child({ area: 'bkash-reconcile' });
  const run = () => {
    const gateway = payments.bkash;
    if (!gateway) return Promise.resolve();
    running ??= reconcileGateway(
      {
        db,
        log,
        now: clock,
        request: { ip: 'server', userAgent: null },
        payments: { bkash: gateway, callbackUrl: '' },
        actor: null,
        channels,
      },
      { recheckAfterMs: RECHECK_AFTER_MS },
    )
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'bKash reconciliation failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  if (payments.bkash && intervalMinutes > 0) {
    app.addHook('onReady', async () => {
      first = setTimeout(run, firstDelayMs).unref();
      timer = setInterval(run, intervalMinutes * 60_000).unref();
    });
  }
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
  return { runNow: run };
}
