import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  type ChangeHandlers,
  type ChangeListener,
  listenOnPGlite,
  listenOnPostgres,
  pgliteChangeSubscriber,
} from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { dumpEmbedded } from './embedded-backup';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';
import { sharedParsers } from './type-parsers';

/**
 * The database as queries and services see it. A transaction is one too (Kysely's Transaction extends
 * Kysely), so a query written against Db runs inside or outside a transaction alike.
 */
export type Db = Kysely<Database>;

export type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory (tests) */;
      /** Start from this data directory (a dumpEmbedded tarball) rather than a new, empty one. */
      archive?: Blob;
    };

export interface DbHandle {
  db: Db;
  kind: DbTarget['kind'];
  /** Closes the pool (and releases the PGlite directory lock). */
  close(): Promise<void>;
  /**
   * Subscribes to the committed writes of the tables the public lists read (change-feed.ts): on PostgreSQL
   * through a connection of its own, so every instance hears every other instance's writes; on PGlite in
   * process. The caller closes the listener before the handle.
   */
  listenForChanges(handlers: ChangeHandlers): Promise<ChangeListener>;
  /** PGlite only: a consistent gzip tarball of the data directory, taken while it is open (embedded-backup.ts). */
  dumpEmbedded?: () => Promise<Blob>;
}

export async function createDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          sharedParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client whose connection ends (PostgreSQL restarted, a backend terminated, a test database
    // dropped) makes the pool emit 'error'; with no listener Node would crash the process. The pool has
    // already dropped that client and opens a new one on demand, so there is nothing else to do.
    pool.on('error', () => {});
    // A client in use (checked out for a query or a transaction) whose connection ends emits 'error' too, and
    // the pool listens only to idle ones: unheard, it is an uncaught exception that stops the process. The
    // query or transaction running on it fails with the same error, which the error answers map to a 503
    // (packages/api routes/database-unavailable.ts), and the pool drops the broken client when it comes back.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      listenForChanges: (handlers) => listenOnPostgres(target.url, handlers),
    };
  }

  const unlock = target.dataDir ? await lockDataDir(target.dataDir) : null;
  try {
    const pglite = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.archive ? { loadDataDir: target.archive } : {}),
      extensions: { pg_trgm },
      parsers: sharedParsers,
    });
    const subscribe = await pgliteChangeSubscriber(pglite);
    const pool = new PGlitePool(pglite);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'pglite',
      listenForChanges: async (handlers) => listenOnPGlite(subscribe, handlers),
      dumpEmbedded: () => dumpEmbedded(pool, pglite),
      close: async () => {
        await db.destroy();
        await unlock?.();
      },
    };
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

/** DATABASE_URL set -> PostgreSQL; otherwise the embedded PGlite in dataDir. */
export function dbTargetFromConfig(config: { databaseUrl?: string | undefined; dataDir: string }): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` };
}
