import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '@samity/api/passwords';
import { createDb, type DbHandle, dbTargetFromConfig, migrateToLatest, seedDemoData } from '@samity/db';
import type { Config } from './env';

/** Opens the database (taking the PGlite directory lock), migrates it and, if empty, seeds the demo. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<DbHandle> {
  const handle = await createDb(dbTargetFromConfig(config));
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    if (config.seedDemoData) {
      const demoDir = join(config.dataDir, 'uploads', 'demo');
      const { seeded } = await seedDemoData(handle.db, {
        hashPassword,
        storeImage: async (name, svg) => {
          await mkdir(demoDir, { recursive: true });
          await writeFile(join(demoDir, `${name}.svg`), svg);
          return `/uploads/demo/${name}.svg`;
        },
      });
      if (seeded) log('Seeded the demo data into the empty database.');
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
