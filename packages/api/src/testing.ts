import { createDb, type DbHandle, migrateToLatest, seedDemoData } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';
import type { Context, Logger } from './context';
import { appRouter } from './root';
import { hashPassword } from './services/auth/passwords';
import { createCallerFactory } from './trpc';

/** The fixed "today" of test data, so month-dependent figures are the same on every run. */
export const TEST_TODAY = new Date('2026-11-15T09:00:00Z');

/** Test pictures are only addresses: API tests never read the files. */
export const testImageSink = async (name: string) => `/uploads/demo/${name}.svg`;

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, { hashPassword, storeImage: testImageSink, now: TEST_TODAY });
}

/**
 * A database of its own for one test file, holding the demo seed:
 * with DATABASE_URL a clone of the run's template database (see test/global-setup.ts), otherwise an
 * in-memory PGlite migrated and seeded on the spot.
 */
export async function createTestDb(): Promise<DbHandle> {
  const baseUrl = process.env.DATABASE_URL;
  const template = process.env.SAMITY_TEST_DB_TEMPLATE;
  if (baseUrl && template) {
    const name = `${template}_f${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const url = await createDatabase(baseUrl, name, template);
    const handle = await createDb({ kind: 'postgres', url, poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(baseUrl, name);
      },
    };
  }
  const handle = await createDb({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(handle);
  return handle;
}

export function createTestCaller(handle: DbHandle, overrides: Partial<Context> = {}) {
  const ctx: Context = {
    db: handle.db,
    log: silentLogger,
    request: { ip: '127.0.0.1', userAgent: 'vitest' },
    ...overrides,
  };
  return createCallerFactory(appRouter)(ctx);
}
