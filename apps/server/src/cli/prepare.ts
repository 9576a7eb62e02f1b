import { loadConfig } from '../env';
import { openDatabase, startProblem } from '../start';
import { createStorage } from '../uploads/storage';

/**
 * Prepares the database as a start does (migrations; the demo seed and its pictures when the configuration asks
 * for the demo; closed years' stored statements) and exits without serving. The browser journeys prepare one
 * seeded database this way and copy it for each of their servers (apps/web/e2e/demo-template.mjs), rather than
 * seeding the demo twenty times a run.
 */
const config = loadConfig();
const problem = startProblem(config);
if (problem) throw new Error(problem);
const storage = await createStorage(config.uploads.storage, config.dataDir);
const handle = await openDatabase(config, storage, (msg) => console.log(msg));
await handle.close();
