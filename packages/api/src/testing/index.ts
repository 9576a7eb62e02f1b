import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, migrateToLatest, seedDemoData } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';
import { type ContextDeps, createContext } from '../context';
import { MemoryCookieJar } from '../memory-cookie-jar';
import { appRouter } from '../root';
import { hashPassword } from '../services/auth/passwords';
import { createFsStorage } from '../services/images/fs-storage';
import type { StorageDriver } from '../services/images/storage-driver';
import type { Logger } from '../services/service-context';
import { createCallerFactory } from '../trpc';

export {
  createAdmin,
  createApiKey,
  createMember,
  type TestAdmin,
  type TestApiKey,
  type TestMember,
} from './factories';
export { loginAs, SessionJar, type TestAccount } from './login-as';

/** The fixed "today" of test data, so month-dependent figures are the same on every run. */
export const TEST_TODAY = new Date('2026-11-15T09:00:00Z');

/** Test pictures are only addresses: API tests never read the files. */
export const testImageSink = async (name: string) => `/uploads/demo/${name}.svg`;

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

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
    const own: DbHandle = {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(baseUrl, name);
      },
    };
    testDbUrls.set(own, url);
    return own;
  }
  const handle = await createDb({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(handle);
  return handle;
}

const testDbUrls = new WeakMap<DbHandle, string>();

/**
 * A second handle on the same test database, as a second server instance would hold (its own pool) on
 * PostgreSQL. PGlite is one connection in one process, so there it is the same handle (close is a no-op).
 */
export async function openSecondHandle(handle: DbHandle): Promise<DbHandle> {
  const url = testDbUrls.get(handle);
  if (!url) return { ...handle, close: async () => {} };
  return createDb({ kind: 'postgres', url, poolSize: 2 });
}

/** A migrated database without any data (as production starts), e.g. for creating the first admin. */
export async function createEmptyTestDb(): Promise<DbHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `samity_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const handle = await createDb({
      kind: 'postgres',
      url: await createDatabase(baseUrl, name),
      poolSize: 2,
    });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(baseUrl, name);
      },
    };
  }
  const handle = await createDb({ kind: 'pglite', dataDir: null });
  await migrateToLatest(handle.db);
  return handle;
}

export { MemoryCookieJar };

let imageStorage: StorageDriver | null = null;

/** Image storage of API tests: files in one temporary directory per test process. */
function testImageStorage(): StorageDriver {
  imageStorage ??= createFsStorage({ rootDir: mkdtempSync(join(tmpdir(), 'samity-test-images-')) });
  return imageStorage;
}

/**
 * A caller of the app router as one client: pass a cookie jar (e.g. from loginAs) to call as a logged-in
 * member or admin, and now to move the clock.
 */
export function createTestCaller(handle: DbHandle, overrides: Partial<ContextDeps> = {}) {
  const ctx = createContext({
    db: handle.db,
    log: silentLogger,
    request: { ip: '127.0.0.1', userAgent: 'vitest' },
    cookies: new MemoryCookieJar(),
    storage: testImageStorage(),
    ...overrides,
  });
  return createCallerFactory(appRouter)(ctx);
}

/** A clock that moves only when told: session expiry and throttling windows without waiting. */
export class FakeClock {
  constructor(private time = TEST_TODAY.getTime()) {}
  readonly now = () => new Date(this.time);
  advanceSeconds(seconds: number): void {
    this.time += seconds * 1000;
  }
}

/** A logger that keeps every entry, to check what was (and was not) logged. */
export function recordingLogger(): Logger & { entries: { level: string; obj: object; msg?: string }[] } {
  const entries: { level: string; obj: object; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}
