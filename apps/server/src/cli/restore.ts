import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, hasNoTables } from '@samity/db';
import { restoreEmbedded } from '@samity/db/embedded-backup';
import { readTarEntries, unsafeUploadsEntry } from '../backup/archive-entries';
import {
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgRestoreInvocation,
  readVerifiedManifest,
  runTool,
  UPLOADS_ARCHIVE,
} from '../backup/backup-files';
import { loadConfig } from '../env';

/**
 * `npm run db:restore -- <backup directory>`: puts a backup made by `npm run db:backup` back, into an EMPTY
 * database (a new PostgreSQL database, or a DATA_DIR without pglite/) and an empty DATA_DIR/uploads. It never
 * writes over data: a mistaken command is refused before anything is written. Stop the server first; start it
 * afterwards (it migrates a backup of an older release forward at start).
 */
const source = process.argv[2];
if (!source || source.startsWith('-')) {
  console.error('Usage: npm run db:restore -- <backup directory, e.g. backups/samity-20261125T020000Z>');
  process.exit(2);
}
const config = loadConfig();
const dir = resolve(source);

try {
  const manifest = await readVerifiedManifest(dir);
  const uploads = join(config.dataDir, 'uploads');
  const hasUploads = UPLOADS_ARCHIVE in manifest.files;
  if (hasUploads && existsSync(uploads) && readdirSync(uploads).length > 0)
    throw new Error(`${uploads} is not empty: move it aside before restoring the images.`);
  // The images archive is read whole before anything is written: only plain files and folders under
  // uploads/, never a link, an absolute path or "..", so extracting it cannot write outside DATA_DIR/uploads.
  const unsafe = hasUploads ? unsafeUploadsEntry(await readTarEntries(join(dir, UPLOADS_ARCHIVE))) : null;
  if (unsafe) throw new Error(`${UPLOADS_ARCHIVE} is refused, nothing was restored: ${unsafe}`);

  if (manifest.database === 'postgres') {
    if (!config.databaseUrl)
      throw new Error('this is a PostgreSQL backup: set DATABASE_URL to an empty database');
    await requireEmptyPostgres(config.databaseUrl);
    const { args, env } = pgRestoreInvocation(config.databaseUrl, join(dir, POSTGRES_DUMP));
    await runTool('pg_restore', args, env);
  } else {
    if (config.databaseUrl) throw new Error('this is an embedded database backup: unset DATABASE_URL');
    const archive = new Blob([readFileSync(join(dir, PGLITE_DUMP))]);
    await restoreEmbedded(join(config.dataDir, 'pglite'), archive);
  }
  if (hasUploads)
    await runTool('tar', [
      '-C',
      config.dataDir,
      '--no-same-owner',
      '--no-same-permissions',
      '-xzf',
      join(dir, UPLOADS_ARCHIVE),
      // Only the uploads folder is taken from the archive, whatever else it might name.
      'uploads',
    ]);
  console.log(`Restored ${dir} (${manifest.database}, taken ${manifest.createdAt}).`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

async function requireEmptyPostgres(url: string): Promise<void> {
  const handle = await createDb({ kind: 'postgres', url, poolSize: 1 });
  try {
    if (!(await hasNoTables(handle.db)))
      throw new Error('the database named by DATABASE_URL is not empty: restore into a new database');
  } finally {
    await handle.close();
  }
}
