import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** Tables that legitimately change on every call (sessions of the test principals, throttling counters). */
const VOLATILE = new Set(['sessions', 'rate_limit_hits', 'kysely_migration', 'kysely_migration_lock']);

/** Columns that change on every call like those tables: when an API key was last used. */
const VOLATILE_COLUMNS: Record<string, string[]> = { api_keys: ['last_used_at'] };

/**
 * A digest of every row of every table: equal before and after means nothing was written.
 * Used to prove that refused calls change nothing.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (VOLATILE.has(name)) continue;
    const row = await sql<{ md5: string }>`
      SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS md5
      FROM (SELECT (to_jsonb(t) - ${VOLATILE_COLUMNS[name] ?? []}::text[])::text AS r FROM ${sql.table(name)} AS t) AS rows`.execute(
      db,
    );
    digest[name] = row.rows[0]!.md5;
  }
  return digest;
}
