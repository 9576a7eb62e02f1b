import { pruneRateLimitHits, pruneSpentHumanProofs } from '@samity/api';
import type { Db } from '@samity/db';
import type { FastifyInstance } from 'fastify';

/**
 * Old rate-limit hits are useless once every window has passed, and so are the spent proofs of challenges
 * that have expired (decision 027): each instance deletes them once at start and then every intervalMs (an
 * hour by default). The timer never keeps the process alive and stops with
 * the server; pruning twice from two instances is harmless.
 */
export function registerRateLimitPruning(
  app: FastifyInstance,
  { db, clock, intervalMs = 3_600_000 }: { db: Db; clock: () => Date; intervalMs?: number },
): void {
  let running: Promise<void> | null = null;
  const prune = () => {
    running ??= Promise.all([pruneRateLimitHits(db, clock()), pruneSpentHumanProofs(db, clock())])
      .then(([count, spentProofs]) => {
        if (count || spentProofs)
          app.log.info({ event: 'rate_limits.pruned', count, spentProofs }, 'removed old rate-limit hits');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'rate-limit pruning failed'))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
