import { Migrator } from 'kysely';
import type { Db } from './client';
import { migrationProvider } from './migrations';

/** Brings the database to the latest schema; throws (with the failing migration's name) on error. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`Database migration failed${where}: ${(error as Error).message ?? error}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
