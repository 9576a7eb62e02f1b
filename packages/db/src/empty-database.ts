import { sql } from 'kysely';
import type { Db } from './client';

/** Whether the database holds no table of its own yet (a restore goes into a new database only). */
export async function hasNoTables(db: Db): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(db);
  return Number(rows[0]?.n) === 0;
}
