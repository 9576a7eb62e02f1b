import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createDb, dbTargetFromConfig } from '@samity/db';
import { BACKUP_PATH, BACKUP_TOKEN_HEADER, backupEndpointFile } from '../backup/backup-endpoint';
import {
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  pgDumpInvocation,
  runTool,
  UPLOADS_ARCHIVE,
  writeManifest,
} from '../backup/backup-files';
import { type Config, loadConfig } from '../env';

/**
 * `npm run db:backup -- <directory>`: writes <directory>/samity-<UTC stamp>/ (backup/backup-files.ts) while
 * the server may keep running. PostgreSQL: pg_dump, whose snapshot is consistent by itself. The embedded
 * database: asked of the running server (backup/backup-endpoint.ts), or opened directly when none runs.
 * Images stored in DATA_DIR/uploads are archived too; an S3 bucket is backed up on the storage's side.
 */
const destination = process.argv[2];
if (!destination || destination.startsWith('-')) {
  console.error('Usage: npm run db:backup -- <backup directory>');
  process.exit(2);
}
const config = loadConfig();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const dir = resolve(destination, `samity-${stamp}`);
// A backup holds every member's data and the password hashes: owner-only from the first byte. The umask
// covers every file this process and its tools (pg_dump, tar) create, and the folders made for it; the
// chmods below hold even where a tool or an existing folder chose otherwise.
process.umask(0o077);
mkdirSync(dir, { recursive: true, mode: 0o700 });
chmodSync(dir, 0o700);

try {
  const names = [config.databaseUrl ? await dumpPostgres(config.databaseUrl) : await dumpEmbedded(config)];
  const uploads = join(config.dataDir, 'uploads');
  if (config.uploads.storage.driver === 'filesystem' && existsSync(uploads)) {
    // Files are written aside and renamed into place, so an archive taken while the server runs holds whole
    // images only; the .tmp files of writes in progress are left out.
    await runTool('tar', [
      '-C',
      config.dataDir,
      '--exclude=*.tmp',
      '-czf',
      join(dir, UPLOADS_ARCHIVE),
      'uploads',
    ]);
    names.push(UPLOADS_ARCHIVE);
  } else if (config.uploads.storage.driver === 's3') {
    console.log('Images are in the S3 bucket: back it up on the storage side (docs/images.md).');
  }
  const manifest = await writeManifest(dir, config.databaseUrl ? 'postgres' : 'pglite', names);
  for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o600);
  console.log(`Backup written to ${dir}: ${[...Object.keys(manifest.files), MANIFEST].join(', ')}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

async function dumpPostgres(url: string): Promise<string> {
  const { args, env } = pgDumpInvocation(url, join(dir, POSTGRES_DUMP));
  await runTool('pg_dump', args, env);
  return POSTGRES_DUMP;
}

async function dumpEmbedded(config: Config): Promise<string> {
  const archive = (await dumpFromRunningServer(config.dataDir)) ?? (await dumpDirectly(config));
  writeFileSync(join(dir, PGLITE_DUMP), archive, { mode: 0o600 });
  return PGLITE_DUMP;
}

/** The running server's dump, or null when no server on this DATA_DIR answers (none runs). */
async function dumpFromRunningServer(dataDir: string): Promise<Buffer | null> {
  const file = backupEndpointFile(dataDir);
  if (!existsSync(file)) return null;
  const { port, token } = JSON.parse(readFileSync(file, 'utf8')) as { port: number; token: string };
  const res = await fetch(`http://127.0.0.1:${port}${BACKUP_PATH}`, {
    headers: { [BACKUP_TOKEN_HEADER]: token },
  }).catch(() => null);
  // A file left by a killed server: nobody listens there, or another program that knows no such token.
  if (!res || res.status === 404) return null;
  if (!res.ok) throw new Error(`the running server refused the backup (${res.status})`);
  return Buffer.from(await res.arrayBuffer());
}

async function dumpDirectly(config: Config): Promise<Buffer> {
  const handle = await createDb(dbTargetFromConfig(config));
  try {
    if (!handle.dumpEmbedded) throw new Error('not an embedded database');
    return Buffer.from(await (await handle.dumpEmbedded()).arrayBuffer());
  } finally {
    await handle.close();
  }
}
