import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** Tables that legitimately change on every call (sessions of the test principals, throttling counters). */
const VOLATILE = new Set([
  'sessions',
  'rate_limit_hits',
  // The anonymous forms' proofs: a key made on first use, and each proof spent once, like a counted hit.
  'human_proof_key',
  'human_proof_spent',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Columns that change on every call like those tables: when an API key was last used. */
const VOLATILE_COLUMNS: Record<string, string[]> = { api_keys: ['last_used_at'] };

/**
 * A digest of every row of every table: equal before and after means nothing was written.
 * Used to prove that refused calls change nothing.
 *
 * One statement for all tables, and per table a row count with a sum of 64-bit row hashes instead of an
 * ordered concatenation: no sort and no long string, so it is cheap enough to take after every procedure of
 * a fuzz run (on the seeded demo about 15 ms on PostgreSQL and 90 ms embedded, where an md5 over the sorted
 * rows took some 200 ms on both).
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const parts = tables.rows
    .filter(({ name }) => !VOLATILE.has(name))
    .map(({ name }) => {
      const volatile = VOLATILE_COLUMNS[name];
      const row = volatile ? sql`(to_jsonb(t) - ${volatile}::text[])::text` : sql`t::text`;
      return sql`SELECT ${name}::text AS name,
        count(*)::text || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0)::text AS digest
        FROM ${sql.table(name)} AS t`;
    });
  if (parts.length === 0) return {};
  const rows = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.rows.map((row) => [row.name, row.digest]));
}
