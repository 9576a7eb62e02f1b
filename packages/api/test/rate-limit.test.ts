import type { DbHandle } from '@samity/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeGrowingDelay,
  consumeRateLimit,
  enforceRateLimit,
  pruneRateLimitHits,
  RATE_LIMIT_RETENTION_SECONDS,
  refundRateLimit,
  resetRateLimit,
} from '../src/services/rate-limit/rate-limit.service';
import { createTestDb } from '../src/testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

describe('database rate limiter', () => {
  it('allows up to the limit in a window, then refuses with the time to wait', async () => {
    const t0 = new Date('2026-11-15T10:00:00Z');
    // Each decision also says what is left of the window and when its oldest hit leaves (RateLimit-* headers).
    for (const remaining of [2, 1, 0])
      expect(await consumeRateLimit(handle.db, rule, 'a', t0)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
        remaining,
        resetSeconds: 60,
      });
    const refused = await consumeRateLimit(handle.db, rule, 'a', new Date(t0.getTime() + 10_000));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50, remaining: 0, resetSeconds: 50 });
    expect((await consumeRateLimit(handle.db, rule, 'b', t0)).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, rule, 'a', new Date(t0.getTime() + 61_000))).allowed).toBe(
      true,
    );
  });

  it('never lets concurrent requests exceed the limit', async () => {
    const now = new Date('2026-11-15T11:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(handle.db, rule, 'c', now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('throws TOO_MANY_REQUESTS with a readable message, and reset clears the key', async () => {
    const now = new Date('2026-11-15T12:00:00Z');
    for (let i = 0; i < 3; i++) await enforceRateLimit(handle.db, rule, 'd', now);
    await expect(enforceRateLimit(handle.db, rule, 'd', now)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many attempts\. Please wait 1 minute/),
    });
    await resetRateLimit(handle.db, rule, 'd');
    await expect(enforceRateLimit(handle.db, rule, 'd', now)).resolves.toBeUndefined();
  });

  it('a refunded hit does not count', async () => {
    const now = new Date('2026-11-15T13:00:00Z');
    for (let i = 0; i < 3; i++) await consumeRateLimit(handle.db, rule, 'e', now);
    await refundRateLimit(handle.db, rule, 'e', now);
    expect((await consumeRateLimit(handle.db, rule, 'e', now)).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, rule, 'e', now)).allowed).toBe(false);
  });

  it('a growing delay doubles the wait after the free hits, up to its cap', async () => {
    const slow = { name: 'slow', windowSeconds: 3600, freeHits: 2, maxDelaySeconds: 5 };
    let now = new Date('2026-11-15T14:00:00Z').getTime();
    for (let i = 0; i < 2; i++)
      expect((await consumeGrowingDelay(handle.db, slow, 'f', new Date(now))).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await consumeGrowingDelay(handle.db, slow, 'f', new Date(now));
      expect(refused.allowed).toBe(false);
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * 1000;
      expect((await consumeGrowingDelay(handle.db, slow, 'f', new Date(now))).allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 5, 5]);
  });
});

describe('pruning', () => {
  it('deletes hits older than every window and keeps the recent ones', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const old = new Date(now.getTime() - (RATE_LIMIT_RETENTION_SECONDS + 60) * 1000);
    const recent = new Date(now.getTime() - 60_000);
    await handle.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'prune:old', at: old },
        { bucket: 'prune:old', at: old },
        { bucket: 'prune:recent', at: recent },
      ])
      .execute();
    expect(await pruneRateLimitHits(handle.db, now)).toBeGreaterThanOrEqual(2);
    const left = await handle.db
      .selectFrom('rate_limit_hits')
      .select('bucket')
      .where('bucket', 'like', 'prune:%')
      .execute();
    expect(left.map((row) => row.bucket)).toEqual(['prune:recent']);
  });
});
