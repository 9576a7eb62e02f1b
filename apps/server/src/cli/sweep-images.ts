import { sweepUnreferencedImages } from '@samity/api/images';
import { createDb, dbTargetFromConfig } from '@samity/db';
import { loadConfig } from '../env';
import { createStorage } from '../uploads/storage';

/**
 * `npm run images:sweep -w @samity/server`: removes stored images no record uses, once, and exits. The server
 * also sweeps on its own (UPLOAD_SWEEP_INTERVAL_MINUTES); with the embedded database only one process can
 * open it, so run this while the server is stopped, or rely on the server's sweep.
 */
const config = loadConfig();
const storage = await createStorage(config.uploads.storage, config.dataDir);
const handle = await createDb(dbTargetFromConfig(config));
try {
  const { deletedKeys } = await sweepUnreferencedImages(
    { db: handle.db, storage },
    { graceSeconds: config.uploads.sweepGraceSeconds },
  );
  console.log(`Removed ${deletedKeys.length} unused image(s).`);
} finally {
  await handle.close();
}
