import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** Serializes limiter decisions per bucket so two concurrent requests cannot both take the last slot. */
export async function lockBucket(tx: Db, bucket: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(tx);
}

/** How many hits a bucket had in a window (since, until], and the first and last of them. */
export async function hitsBetween(tx: Db, bucket: string, since: Date, until: Date) {
  return tx
    .selectFrom('rate_limit_hits')
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.min('at').as('oldest'),
      (eb) => eb.fn.max('at').as('latest'),
    ])
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .where('at', '<=', until)
    .executeTakeFirstOrThrow();
}

/** Answers the hit's id, so the caller can take exactly this hit back later (deleteHits). */
export async function recordHit(tx: Db, bucket: string, at: Date): Promise<number> {
  const row = await tx
    .insertInto('rate_limit_hits')
    .values({ bucket, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteHits(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.deleteFrom('rate_limit_hits').where('id', 'in', ids).execute();
}

/** Takes back one hit recorded at `at` (an attempt that turned out not to count). */
export async function deleteOneHit(tx: Db, bucket: string, at: Date): Promise<void> {
  const hit = await tx
    .selectFrom('rate_limit_hits')
    .select('id')
    .where('bucket', '=', bucket)
    .where('at', '=', at)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (hit) await tx.deleteFrom('rate_limit_hits').where('id', '=', hit.id).execute();
}

export async function forgetBucket(tx: Db, bucket: string): Promise<void> {
  await tx.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/** Housekeeping: hits older than the longest window are useless. Answers how many went. */
export async function deleteHitsBefore(tx: Db, before: Date): Promise<number> {
  const result = await tx.deleteFrom('rate_limit_hits').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
