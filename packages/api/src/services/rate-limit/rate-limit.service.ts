import type { Db } from '@samity/db';
import { AppError, tooManyMessage } from '@samity/domain';
import {
  deleteHits,
  deleteHitsBefore,
  deleteOneHit,
  forgetBucket,
  hitsBetween,
  lockBucket,
  recordHit,
} from './rate-limit.queries';

/** A limit: at most `limit` hits per `windowSeconds` for one key (an account, an address). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * A slowdown instead of a wall: `freeHits` per window, then each further hit must wait after the previous
 * one, 1 s, 2 s, 4 s, ... up to `maxDelaySeconds`. Nobody is ever locked out for longer than that.
 */
export interface GrowingDelayRule {
  name: string;
  windowSeconds: number;
  freeHits: number;
  maxDelaySeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A windowed decision also tells what is left: for the RateLimit-* headers of API keys (docs/api.md). */
export interface WindowDecision extends RateLimitDecision {
  /** Hits still allowed in the window after this one. */
  remaining: number;
  /** Seconds until the oldest hit of the window leaves it and a slot is free again. */
  resetSeconds: number;
}

/** Every rule's window is shorter than this; older hits are pruned (see pruneRateLimitHits). */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 3600;

const bucketOf = (rule: { name: string }, key: string) => `${rule.name}:${key}`;
const timeOf = (value: unknown, fallback: Date) => (value ? new Date(value as Date | string) : fallback);
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** What a windowed rule says of a bucket right now, without counting anything. */
async function decideWindow(tx: Db, rule: RateLimitRule, bucket: string, now: Date): Promise<WindowDecision> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const { count, oldest } = await hitsBetween(tx, bucket, since, now);
  const resetSeconds = secondsUntil(timeOf(oldest, now).getTime() + rule.windowSeconds * 1000, now);
  if (Number(count) >= rule.limit)
    return { allowed: false, retryAfterSeconds: resetSeconds, remaining: 0, resetSeconds };
  return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit - Number(count) - 1, resetSeconds };
}

/** What a growing-delay rule says of a bucket right now, without counting anything. */
async function decideDelay(
  tx: Db,
  rule: GrowingDelayRule,
  bucket: string,
  now: Date,
): Promise<RateLimitDecision> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const { count, latest } = await hitsBetween(tx, bucket, since, now);
  const over = Number(count) - rule.freeHits;
  if (over >= 0) {
    const delaySeconds = Math.min(rule.maxDelaySeconds, 2 ** over);
    const retryAt = timeOf(latest, now).getTime() + delaySeconds * 1000;
    if (retryAt > now.getTime()) return { allowed: false, retryAfterSeconds: secondsUntil(retryAt, now) };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Counts one hit for key under rule, unless the window is already full. Stored in the database so every
 * server instance sees the same counts (decision 002).
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<WindowDecision> {
  const bucket = bucketOf(rule, key);
  return db.transaction().execute(async (tx) => {
    await lockBucket(tx, bucket);
    const decision = await decideWindow(tx, rule, bucket, now);
    if (decision.allowed) await recordHit(tx, bucket, now);
    return decision;
  });
}

/** Counts one hit under a growing-delay rule, unless it comes too soon after the previous one. */
export async function consumeGrowingDelay(
  db: Db,
  rule: GrowingDelayRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const bucket = bucketOf(rule, key);
  return db.transaction().execute(async (tx) => {
    await lockBucket(tx, bucket);
    const decision = await decideDelay(tx, rule, bucket, now);
    if (decision.allowed) await recordHit(tx, bucket, now);
    return decision;
  });
}

/** One rule applied to one key (an account, an address, a device). */
export interface LimitCheck {
  rule: RateLimitRule | GrowingDelayRule;
  key: string;
}

export interface PlanDecision extends RateLimitDecision {
  /** The index of the plan that let the attempt through, or -1 when every plan refused. */
  plan: number;
  /** The hits counted, so exactly these can be given back (refundHits) when the attempt turns out fine. */
  hits: number[];
}

/**
 * Several rules decided as one: the first plan (a list of checks) whose every check allows is counted in all
 * of its rules; a plan with any refusal counts nothing anywhere. So a refusal by one rule never records a hit
 * that would lengthen another rule's wait (counting rule by rule did, and a guesser kept the owner's own
 * address locked that way). Every bucket is locked, in one order, for the whole decision, so concurrent
 * attempts on other instances cannot slip between the checks. The wait of a refusal is the shortest after
 * which some plan could allow.
 */
export async function consumeFirstAllowed(
  db: Db,
  plans: readonly (readonly LimitCheck[])[],
  now: Date = new Date(),
): Promise<PlanDecision> {
  const buckets = [...new Set(plans.flat().map((check) => bucketOf(check.rule, check.key)))].sort();
  return db.transaction().execute(async (tx) => {
    for (const bucket of buckets) await lockBucket(tx, bucket);
    let wait = Number.POSITIVE_INFINITY;
    for (const [index, plan] of plans.entries()) {
      let planWait = 0;
      for (const { rule, key } of plan) {
        const bucket = bucketOf(rule, key);
        const decision =
          'limit' in rule
            ? await decideWindow(tx, rule, bucket, now)
            : await decideDelay(tx, rule, bucket, now);
        planWait = Math.max(planWait, decision.retryAfterSeconds);
      }
      if (planWait === 0) {
        const hits: number[] = [];
        for (const { rule, key } of plan) hits.push(await recordHit(tx, bucketOf(rule, key), now));
        return { allowed: true, retryAfterSeconds: 0, plan: index, hits };
      }
      wait = Math.min(wait, planWait);
    }
    return { allowed: false, retryAfterSeconds: Number.isFinite(wait) ? wait : 1, plan: -1, hits: [] };
  });
}

/** Gives back hits that consumeFirstAllowed counted (by id: never someone else's hit of the same moment). */
export async function refundHits(db: Db, hits: readonly number[]): Promise<void> {
  await deleteHits(db, hits);
}

/** The refusal every limit answers: 429, the wait in words, and the wait in seconds for Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    'rateLimit.tooMany',
    tooManyMessage('attempts', retryAfterSeconds),
    {
      retryAfterSeconds,
    },
  );
}

/** Like consumeRateLimit, but throws TOO_MANY_REQUESTS (HTTP 429) when over the limit. */
export async function enforceRateLimit(db: Db, rule: RateLimitRule, key: string, now?: Date): Promise<void> {
  const decision = await consumeRateLimit(db, rule, key, now);
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
}

/** Takes back the hit counted at `at` (e.g. a login attempt that succeeded uses up no address budget). */
export async function refundRateLimit(db: Db, rule: { name: string }, key: string, at: Date): Promise<void> {
  await deleteOneHit(db, bucketOf(rule, key), at);
}

/** Clears a key's hits (e.g. an account's failed logins after a successful one). */
export async function resetRateLimit(db: Db, rule: { name: string }, key: string): Promise<void> {
  await forgetBucket(db, bucketOf(rule, key));
}

/** Deletes hits older than every window; answers how many went. */
export async function pruneRateLimitHits(
  db: Db,
  now: Date = new Date(),
  olderThanSeconds: number = RATE_LIMIT_RETENTION_SECONDS,
): Promise<number> {
  return deleteHitsBefore(db, new Date(now.getTime() - olderThanSeconds * 1000));
}

/** How many hits a key has in a rule's window right now, counting nothing (e.g. "is this account under attack?"). */
export async function countHits(
  db: Db,
  rule: { name: string; windowSeconds: number },
  key: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  return Number((await hitsBetween(db, bucketOf(rule, key), since, now)).count);
}
