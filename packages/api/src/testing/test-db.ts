import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createDb, type DbHandle, type DemoPdf, migrateToLatest, seedDemoData } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';
import { hashPassword } from '../services/auth/passwords';
import { newDocumentKey } from '../services/documents/document-files';

/** The fixed "today" of test data, so month-dependent figures are the same on every run. */
export const TEST_TODAY = new Date('2026-11-15T09:00:00Z');

/** Test pictures are only addresses: API tests never read the files. */
export const testImageSink = async (name: string) => `/uploads/demo/${name}.svg`;

/**
 * Test documents are each a small well-formed PDF under a private key, not stored: API tests never read
 * the seed's files (the server draws and stores real ones, apps/server/src/uploads/demo-documents.ts).
 */
export const testDocumentSink = async (file: DemoPdf) => {
  const note = createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 16);
  const head = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Note (${note}) >>\nendobj\n`;
  const data = Buffer.from(
    `${head}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
  const sha256 = createHash('sha256').update(data).digest('hex');
  return { storageKey: newDocumentKey(), bytes: data.length, sha256 };
};

/** What the seed needs besides the database, for tests. */
export const testSeedDeps = {
  hashPassword,
  storeImage: testImageSink,
  storeDocument: testDocumentSink,
  now: TEST_TODAY,
};

export async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await seedDemoData(handle.db, testSeedDeps);
}

const testDbUrls = new WeakMap<DbHandle, string>();

/**
 * The handle a fixture's live view stands for at this moment (useTestDb answers a view that outlives the
 * database it opens and closes around each file or test).
 */
const liveViews = new WeakMap<DbHandle, () => DbHandle>();

export function registerLiveView(view: DbHandle, current: () => DbHandle): void {
  liveViews.set(view, current);
}

/**
 * A database of its own for one test file, holding the demo seed:
 * with DATABASE_URL a clone of the run's template database (see test/global-setup.ts), otherwise an
 * in-memory PGlite loaded from the run's template tarball (or, without one, migrated and seeded on the spot).
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
  const archive = await pgliteTemplate();
  if (archive) return createDb({ kind: 'pglite', dataDir: null, archive });
  const handle = await createDb({ kind: 'pglite', dataDir: null });
  await migrateAndSeed(handle);
  return handle;
}

let templateArchive: Promise<Blob | null> | null = null;

/**
 * The run's migrated and seeded PGlite as a tarball (test/global-setup.ts writes it, SAMITY_TEST_PGLITE_TEMPLATE
 * names it), read once per worker. Loading it takes about a second where a new PGlite (initdb) plus the
 * migrations and seed take three: the embedded suite's counterpart of PostgreSQL's template clone.
 */
function pgliteTemplate(): Promise<Blob | null> {
  const path = process.env.SAMITY_TEST_PGLITE_TEMPLATE;
  if (!path) return Promise.resolve(null);
  templateArchive ??= readFile(path).then((bytes) => new Blob([bytes]));
  return templateArchive;
}

/**
 * A second handle on the same test database, as a second server instance would hold (its own pool) on
 * PostgreSQL. PGlite is one connection in one process, so there it is the same handle (close is a no-op).
 */
export async function openSecondHandle(handle: DbHandle): Promise<DbHandle> {
  const own = liveViews.get(handle)?.() ?? handle;
  const url = testDbUrls.get(own);
  if (!url) return { ...own, close: async () => {} };
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
