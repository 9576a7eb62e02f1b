import { type StorageDriver, sweepUnreferencedImages } from '@samity/api/images';
import type { Db } from '@samity/db';
import type { FastifyBaseLogger } from 'fastify';

export interface SweeperDeps {
  db: Db;
  storage: StorageDriver;
  intervalMinutes: number;
  graceSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Sweeps unused images now and then (UPLOAD_SWEEP_INTERVAL_MINUTES). Every instance may run it: a sweep locks
 * each image's registry row while deciding, so two at once never disagree, and repeating one is harmless.
 */
export function startImageSweeper({ db, storage, intervalMinutes, graceSeconds, log }: SweeperDeps) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepUnreferencedImages({ db, storage }, { graceSeconds })
      .then(({ deletedKeys }) => {
        if (deletedKeys.length)
          log.info({ event: 'images.swept', count: deletedKeys.length }, 'removed unused images');
      })
      .catch((error: unknown) => log.error({ err: error }, 'image sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  if (intervalMinutes === 0) return { stop: async () => {} };
  // The first sweep waits a little, so a starting server is not busy with it while it warms up.
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, intervalMinutes * 60_000);
  first.unref();
  timer.unref();
  return {
    /** Stops the timers and waits for a sweep in progress (call before closing the database). */
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
