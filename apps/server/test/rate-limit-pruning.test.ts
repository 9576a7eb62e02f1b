import { createTestDb } from '@samity/api/testing';
import type { DbHandle } from '@samity/db';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRateLimitPruning } from '../src/plugins/rate-limit-pruning';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const buckets = async () =>
  (await handle.db.selectFrom('rate_limit_hits').select('bucket').orderBy('bucket').execute()).map(
    (r) => r.bucket,
  );

describe('rate-limit pruning in the server', () => {
  it('deletes old hits at start and then periodically, and stops with the server', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await handle.db.insertInto('rate_limit_hits').values({ bucket: 'old:start', at: twoDaysAgo }).execute();
    const app = Fastify();
    registerRateLimitPruning(app, { db: handle.db, clock: () => now, intervalMs: 20 });
    await app.ready();
    await expect.poll(buckets).toEqual([]);

    // A hit that grows old while the server runs goes at the next round.
    await handle.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'old:later', at: twoDaysAgo },
        { bucket: 'recent', at: new Date(now.getTime() - 60_000) },
      ])
      .execute();
    await expect.poll(buckets).toEqual(['recent']);
    await app.close();
  });
});
