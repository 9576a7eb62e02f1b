import { describe, expect, it } from 'vitest';
import {
  consumeFirstAllowed,
  consumeGrowingDelay,
  consumeRateLimit,
  enforceRateLimit,
  pruneRateLimitHits,
  RATE_LIMIT_RETENTION_SECONDS,
  refundHits,
  refundRateLimit,
  resetRateLimit,
} from '../src/services/rate-limit/rate-limit.service';
import { useTestDb } from '../src/testing';

const handle = useTestDb();

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

describe('several rules decided as one (consumeFirstAllowed)', () => {
  const strict = { name: 'plan-strict', limit: 2, windowSeconds: 60 };
  const slow = { name: 'plan-slow', windowSeconds: 3600, freeHits: 1, maxDelaySeconds: 30 };
  const count = async (bucket: string) =>
    Number(
      (
        await handle.db
          .selectFrom('rate_limit_hits')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bucket', '=', bucket)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a refusal by one rule counts in no other rule', async () => {
    const now = new Date('2026-11-15T15:00:00Z');
    const plan = [
      { rule: strict, key: 'g' },
      { rule: slow, key: 'g' },
    ];
    expect(await consumeFirstAllowed(handle.db, [plan], now)).toMatchObject({ allowed: true, plan: 0 });
    // The slowdown now refuses (a second hit must wait 1 s): nothing may be counted under the strict rule.
    for (let i = 0; i < 5; i++) {
      const refused = await consumeFirstAllowed(handle.db, [plan], now);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1, plan: -1, hits: [] });
    }
    expect(await count('plan-strict:g')).toBe(1);
    expect(await count('plan-slow:g')).toBe(1);
    const later = new Date(now.getTime() + 1000);
    expect(await consumeFirstAllowed(handle.db, [plan], later)).toMatchObject({ allowed: true });
  });

  it('takes the first plan that allows, and a refusal waits for the soonest plan', async () => {
    const now = new Date('2026-11-15T16:00:00Z');
    const first = [{ rule: strict, key: 'h1' }];
    const second = [{ rule: slow, key: 'h2' }];
    for (let i = 0; i < 2; i++)
      expect(await consumeFirstAllowed(handle.db, [first, second], now)).toMatchObject({ plan: 0 });
    expect(await consumeFirstAllowed(handle.db, [first, second], now)).toMatchObject({ plan: 1 });
    const refused = await consumeFirstAllowed(handle.db, [first, second], now);
    // strict frees a slot in 60 s, slow in 1 s: the client may come back after the shorter wait.
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });

  it('never lets concurrent callers past a limit, and locks overlapping buckets without deadlock', async () => {
    const now = new Date('2026-11-15T17:00:00Z');
    const ab = [
      { rule: strict, key: 'i-a' },
      { rule: { ...strict, limit: 5 }, key: 'i-b' },
    ];
    const ba = [
      { rule: { ...strict, limit: 5 }, key: 'i-b' },
      { rule: strict, key: 'i-a' },
    ];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => consumeFirstAllowed(handle.db, [i % 2 ? ab : ba], now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(await count('plan-strict:i-a')).toBe(2);
  });

  it('gives back exactly the hits it counted', async () => {
    const now = new Date('2026-11-15T18:00:00Z');
    const plan = [{ rule: strict, key: 'j' }];
    const mine = await consumeFirstAllowed(handle.db, [plan], now);
    const theirs = await consumeFirstAllowed(handle.db, [plan], now);
    expect(theirs.allowed).toBe(true);
    await refundHits(handle.db, mine.hits);
    // Same bucket, same moment: only this caller's hit went.
    expect(await count('plan-strict:j')).toBe(1);
    expect(await consumeFirstAllowed(handle.db, [plan], now)).toMatchObject({ allowed: true });
    expect(await consumeFirstAllowed(handle.db, [plan], now)).toMatchObject({ allowed: false });
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
