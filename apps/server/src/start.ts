import type { StorageDriver } from '@samity/api/images';
import { hashPassword } from '@samity/api/passwords';
import { createDb, type DbHandle, dbTargetFromConfig, migrateToLatest, seedDemoData } from '@samity/db';
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
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
