import { type Kysely, sql } from 'kysely';

/**
 * Hits counted by the rate limiter (login throttling, complaint flooding). In the database, not in
 * memory, so the limits hold across several server instances.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE rate_limit_hits (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    bucket text NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX rate_limit_hits_bucket_at_idx ON rate_limit_hits (bucket, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits`.execute(db);
}
