import { RECHECK_AFTER_MS, reconcileGateway } from '@samity/api/payments';
import type { FastifyInstance } from 'fastify';
import { type ContextFactoryDeps, serverContext } from '../plugins/context';
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
    context,
    intervalMinutes,
    firstDelayMs = 60_000,
  }: {
    /** What every context is built from (app.ts); its channels announce a payment recorded here. */
    context: ContextFactoryDeps & { payments: ServerPayments };
    intervalMinutes: number;
    firstDelayMs?: number;
  },
): { runNow(): Promise<void> } {
  let running: Promise<void> | null = null;
  const log = app.log.child({ area: 'bkash-reconcile' });
  const { payments } = context;
  const run = () => {
    if (!payments.bkash) return Promise.resolve();
    running ??= reconcileGateway(serverContext(context, log), { recheckAfterMs: RECHECK_AFTER_MS })
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
