import type { Database, Db } from '@samity/db';
import { sql, type Transaction } from 'kysely';

type Executor = Db | Transaction<Database>;

/** Serializes limiter decisions per bucket so two concurrent requests cannot both take the last slot. */
export async function lockBucket(tx: Executor, bucket: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`.execute(tx);
}

export async function hitsSince(tx: Executor, bucket: string, since: Date) {
  return tx
    .selectFrom('rate_limit_hits')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('at').as('oldest')])
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
}

export async function recordHit(tx: Executor, bucket: string, at: Date): Promise<void> {
  await tx.insertInto('rate_limit_hits').values({ bucket, at }).execute();
}

export async function forgetBucket(tx: Executor, bucket: string): Promise<void> {
  await tx.deleteFrom('rate_limit_hits').where('bucket', '=', bucket).execute();
}

/** Housekeeping: hits older than the longest window are useless. */
export async function deleteHitsBefore(tx: Executor, before: Date): Promise<void> {
  await tx.deleteFrom('rate_limit_hits').where('at', '<', before).execute();
}
