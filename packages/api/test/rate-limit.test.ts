import type { DbHandle } from '@samity/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeRateLimit,
  enforceRateLimit,
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
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit(handle.db, rule, 'a', t0)).allowed).toBe(true);
    const refused = await consumeRateLimit(handle.db, rule, 'a', new Date(t0.getTime() + 10_000));
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
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
});
