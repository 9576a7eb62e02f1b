import { createDb, dbTargetFromConfig, migrateToLatest } from '@samity/db';
import { loadConfig } from '../env';

/** `npm run db:migrate`: applies pending migrations and exits (the server also migrates at start). */
const config = loadConfig();
const handle = await createDb(dbTargetFromConfig(config));
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
