import { runBuyerAlerts } from '@samity/api/alerts';
import { DELIVERY_POLICY, deliverPending } from '@samity/api/notifications';
import { runScheduledReminders } from '@samity/api/reminders';
import type { FastifyInstance } from 'fastify';
import { type ContextFactoryDeps, serverContext } from '../plugins/context';
import type { ServerSenders } from './senders';

/**
 * The notification worker: every few seconds (NOTIFY_INTERVAL_SECONDS) it delivers the pending SMS and email
 * of the outbox and, once a month on the configured day, writes the scheduled dues reminders. Every instance
 * may run it: rows are claimed with FOR UPDATE SKIP LOCKED and a lease, and the month's reminders are
 * claimed in the database, so nothing is sent twice. Everything waits in the database, so a restart loses
 * nothing. The timer never keeps the process alive, starts when the server is ready and stops with it.
 */
export function registerDeliveryWorker(
  app: FastifyInstance,
  {
    context,
    senders,
    intervalSeconds,
    maxAttempts,
  }: {
    /** What every context is built from (app.ts): its channels and site address are the messages'. */
    context: ContextFactoryDeps;
    senders: ServerSenders;
    intervalSeconds: number;
    maxAttempts: number;
  },
): { runNow(): Promise<void> } {
  const log = app.log.child({ area: 'notifications' });
  const policy = { ...DELIVERY_POLICY, maxAttempts };
  const ctx = serverContext(context, log);
  let running: Promise<void> | null = null;
  const turn = async () => {
    const scheduled = await runScheduledReminders(ctx);
    if (scheduled)
      log.info({ event: 'notification.reminders.scheduled', ...scheduled }, 'monthly reminders written');
    // Buyers' alerts are written here, so they are delivered in the same turn (decision 019).
    const alerts = await runBuyerAlerts(ctx);
    if (alerts?.sent) log.info({ event: 'notification.alerts.written', ...alerts }, 'buyer alerts written');
    // Deliver until a turn finds less than a full batch, so a large reminder run drains at once.
    for (;;) {
      const { sent, failed } = await deliverPending(ctx, senders.senders, policy);
      if (sent + failed < policy.batch) break;
    }
  };
  const run = () => {
    running ??= turn()
      .catch((error: unknown) => log.error({ err: error }, 'notification worker turn failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  if (intervalSeconds > 0)
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalSeconds * 1000).unref();
    });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    senders.close();
  });
  return { runNow: run };
}
