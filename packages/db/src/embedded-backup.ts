import { existsSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import type { PGlitePool } from './pglite-pool';

/**
 * A backup of the embedded database taken while the server runs. PGlite's files cannot simply be copied: the
 * running process holds them and may be half-way through writing a page. So the dump is taken inside that
 * process while it holds the database's only connection (no other request's statement can run), after a
 * CHECKPOINT has written every committed change into the data files: the tarball is the database as of one
 * moment between two transactions. PGlite writes it (dumpDataDir); restoreEmbedded reads it back.
 */
export async function dumpEmbedded(pool: PGlitePool, pglite: PGlite): Promise<Blob> {
  const connection = await pool.connect();
  try {
    await connection.query('CHECKPOINT', []);
    return await pglite.dumpDataDir('gzip');
  } finally {
    connection.release();
  }
}

/**
 * Loads a dump into a new directory. It refuses a directory that holds anything: a restore must never be
 * written over a database, whoever typed the command.
 */
export async function restoreEmbedded(dataDir: string, archive: Blob): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: move it aside (or choose another DATA_DIR) before restoring.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir, loadDataDir: archive, extensions: { pg_trgm } });
    await pglite.query('SELECT 1');
    await pglite.close();
  } finally {
    await unlock();
  }
}
