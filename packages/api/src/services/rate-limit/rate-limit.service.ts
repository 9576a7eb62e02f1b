import type { Db } from '@samity/db';
import { TRPCError } from '@trpc/server';
import { deleteHitsBefore, forgetBucket, hitsSince, lockBucket, recordHit } from './rate-limit.queries';

/** A limit: at most `limit` hits per `windowSeconds` for one key (an account, an address). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

const bucketOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;

/**
 * Counts one hit for key under rule, unless the window is already full. Stored in the database so every
 * server instance sees the same counts (decision 002).
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const bucket = bucketOf(rule, key);
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  return db.transaction().execute(async (tx) => {
    await lockBucket(tx, bucket);
    const { count, oldest } = await hitsSince(tx, bucket, since);
    if (Number(count) >= rule.limit) {
      const oldestAt = oldest ? new Date(oldest as Date | string).getTime() : now.getTime();
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldestAt + rule.windowSeconds * 1000 - now.getTime()) / 1000),
      );
      return { allowed: false, retryAfterSeconds };
    }
    await recordHit(tx, bucket, now);
    return { allowed: true, retryAfterSeconds: 0 };
  });
}

/** Like consumeRateLimit, but throws TOO_MANY_REQUESTS (HTTP 429) with a clear message when over the limit. */
export async function enforceRateLimit(db: Db, rule: RateLimitRule, key: string, now?: Date): Promise<void> {
  const decision = await consumeRateLimit(db, rule, key, now);
  if (!decision.allowed) {
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    });
  }
}

/** Clears a key's hits (e.g. an account's failed logins after a successful one). */
export async function resetRateLimit(db: Db, rule: RateLimitRule, key: string): Promise<void> {
  await forgetBucket(db, bucketOf(rule, key));
}

export async function pruneRateLimitHits(
  db: Db,
  olderThanSeconds: number,
  now: Date = new Date(),
): Promise<void> {
  await deleteHitsBefore(db, new Date(now.getTime() - olderThanSeconds * 1000));
}
