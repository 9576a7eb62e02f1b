import { Migrator, sql } from 'kysely';
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

/**
 * The migrations this build knows that the database has not applied (none once migrateToLatest ran). The
 * readiness check asks it: an instance whose code expects a newer schema must not take requests. Throws when
 * the database does not answer, or was never migrated at all.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}
