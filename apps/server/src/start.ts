import { storeMissingStatements } from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import { hashPassword } from '@samity/api/passwords';
import {
  createDb,
  type DbHandle,
  dbTargetFromConfig,
  hasData,
  holdsDemoSeed,
  migrateToLatest,
  seedDemoData,
} from '@samity/db';
import type { Config } from './env';
import { demoDocumentStore } from './uploads/demo-documents';
import { demoImageStore } from './uploads/demo-images';

/**
 * Opens the database (taking the PGlite directory lock), migrates it and, if empty, seeds the demo. The demo's
 * pictures go through the image pipeline into storage, so they are ordinary stored images.
 */
export async function openDatabase(
  config: Config,
  storage: StorageDriver,
  log: (msg: string) => void,
): Promise<DbHandle> {
  const handle = await createDb(dbTargetFromConfig(config));
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemoData) {
      const images = demoImageStore(handle.db, storage, config.uploads.maxPixels);
      const { seeded } = await seedDemoData(handle.db, {
        hashPassword,
        storeImage: images.storeImage,
        storeDocument: demoDocumentStore(storage),
      });
      if (seeded) {
        await images.register();
        log('Seeded the demo data into the empty database.');
      }
    }
    // A closed year is served from the statements stored at its closing; one closed without them gets them.
    const stored = await storeMissingStatements(handle.db);
    if (stored) log(`Stored the statements of ${stored} closed year(s).`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * What stops a start before anything is opened. In production without the demo data the site must name its
 * public address: links in messages, the certificate's QR code, canonical links and the sitemap are made from
 * it, and without it they would come from the Host header, which any client writes.
 */
export function startProblem(config: Config): string | null {
  if (config.nodeEnv === 'production' && !config.seedDemoData && !config.publicOrigin)
    return (
      'PUBLIC_ORIGIN is required in production (NODE_ENV=production) without the demo data: set it to the ' +
      "site's public address, e.g. PUBLIC_ORIGIN=https://samity.example.org (links, QR codes, canonical " +
      'links and the sitemap are made from it).'
    );
  return null;
}

/**
 * Whether this start is the demo: SEED_DEMO_DATA on and the database filled by the demo seed. Only then do
 * the message stand-ins run (they make messages look sent while nothing leaves the computer).
 */
export async function runsTheDemo(config: Config, db: DbHandle): Promise<boolean> {
  return config.seedDemoData && (await holdsDemoSeed(db.db));
}

/** What the start banner adds for a database without anyone in it: how to create the first admin. */
export async function emptyDatabaseLines(db: DbHandle): Promise<string[]> {
  if (await hasData(db.db)) return [];
  return [
    'The database is empty (no demo data: SEED_DEMO_DATA is off). Create the first admin with',
    '  npm run admin:create -- --name "Full Name" --phone 01XXXXXXXXX',
    '(with the same DATABASE_URL / DATA_DIR as this server); then add members and admins in /Admin.',
  ];
}
