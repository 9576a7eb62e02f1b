import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolEnvironment } from '../env';

/**
 * One backup is one directory, samity-<UTC stamp>/, holding the database (database.pgdump from pg_dump's
 * custom format, or database.pglite.tar.gz from the embedded database), uploads.tar.gz when images are kept in
 * DATA_DIR, and manifest.json naming what is inside with each file's SHA-256, so a restore can tell a whole
 * backup from a damaged or partly copied one before it writes anything.
 */
export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'database.pglite.tar.gz';
export const UPLOADS_ARCHIVE = 'uploads.tar.gz';
export const MANIFEST = 'manifest.json';

export interface Manifest {
  format: 1;
  database: 'postgres' | 'pglite';
  createdAt: string;
  /** File name -> SHA-256 (hex) of every file of the backup but the manifest. */
  files: Record<string, string>;
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeManifest(
  dir: string,
  database: Manifest['database'],
  names: string[],
): Promise<Manifest> {
  const files: Record<string, string> = {};
  for (const name of names) files[name] = await sha256File(join(dir, name));
  const manifest: Manifest = { format: 1, database, createdAt: new Date().toISOString(), files };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The manifest, after checking every file it names is there with its checksum. */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const actual = await sha256File(join(dir, name)).catch(() => 'missing');
    if (actual !== expected)
      throw new Error(`${dir}/${name} is ${actual === 'missing' ? 'missing' : 'damaged'}`);
  }
  return manifest;
}

/**
 * How pg_dump and pg_restore are told the database: the connection address without its password as
 * --dbname, and the password in PGPASSWORD. A command line is readable by every user of the machine (ps,
 * /proc/<pid>/cmdline) while the tool runs; a process's environment only by its owner.
 */
export function postgresConnection(databaseUrl: string): { dbnameArg: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbnameArg: `--dbname=${url.toString()}`, env: password ? { PGPASSWORD: password } : {} };
}

/** pg_dump's arguments and environment for a backup into `file`. */
export function pgDumpInvocation(databaseUrl: string, file: string) {
  const { dbnameArg, env } = postgresConnection(databaseUrl);
  return { args: ['--format=custom', '--no-owner', dbnameArg, `--file=${file}`], env };
}

/** pg_restore's arguments and environment for restoring `file`. */
export function pgRestoreInvocation(databaseUrl: string, file: string) {
  const { dbnameArg, env } = postgresConnection(databaseUrl);
  return { args: ['--no-owner', '--exit-on-error', dbnameArg, file], env };
}

/**
 * Runs a tool (pg_dump, pg_restore, tar) and fails with its error output when it fails. `env` is added to this
 * process's environment for the tool alone.
 */
export function runTool(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: toolEnvironment(env),
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}
