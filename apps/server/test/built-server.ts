import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAndSeed } from '@samity/api/testing';
import { createDb, type DbHandle } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';

/**
 * The built server (apps/server/dist/main.js) as a process of its own, for tests that must do to it what an
 * operator or a crash does: kill it, restart it, back it up while it runs. `npm test` builds before it tests;
 * run `npx turbo run build` before running such a test file alone.
 */
export const BUILT_SERVER = new URL('../dist/main.js', import.meta.url).pathname;

type DbTarget = Parameters<typeof createDb>[0];

/** A database for the built server: with DATABASE_URL a new PostgreSQL database, else a new DATA_DIR. */
export interface ServerDatabase {
  /** Environment for the server (DATABASE_URL or not, DATA_DIR, demo seeding). */
  env: Record<string, string>;
  /** Where to open the database directly, for checks with SQL (PGlite only while no server holds it). */
  target: DbTarget;
  dataDir: string;
  drop(): Promise<void>;
}

/** seeded: the demo data (accounts, members, finance); otherwise nothing at all, not even the tables. */
export async function serverDatabase(label: string, seeded = true): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `samity-${label}-`));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    // Seeded here as the PostgreSQL template is (demo accounts and data, pictures as addresses only): far
    // quicker than the server's own demo seeding, which runs every demo picture through the image pipeline.
    const target: DbTarget = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    if (seeded) await withDirectDb(target, migrateAndSeed);
    return {
      env: { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' },
      target,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  // The run's seeded template (test/global-setup.ts) when there is one: cloning it is far quicker than
  // letting the server seed the demo, and it holds the same demo accounts.
  // Named after the run's template, so the run's teardown drops it even when this file was interrupted.
  const template = process.env.SAMITY_TEST_DB_TEMPLATE;
  const name = `${template ?? 'samity'}_${label.replace(/\W/g, '_')}_${process.pid}`;
  const url = await createDatabase(baseUrl, name, seeded ? template : undefined);
  return {
    env: { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' },
    target: { kind: 'postgres', url, poolSize: 2 },
    dataDir,
    drop: async () => {
      await dropDatabase(baseUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the database directly for a check with SQL and closes it afterwards. */
export async function withDirectDb<T>(target: DbTarget, check: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await createDb(target);
  try {
    return await check(handle);
  } finally {
    await handle.close();
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and answers the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts dist/main.js with the database's environment and waits until /healthz answers. */
export async function startBuiltServer(
  database: ServerDatabase,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npx turbo run build first`);
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Production without the demo data must name its address (start.ts).
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [BUILT_SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let stopping = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      // A server that dies on its own is the failure to explain: its last words go to the test's output.
      if (!stopping) console.error(`The built server exited by itself (${code ?? signal}):\n${output}`);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`The server did not answer /healthz in 90 s:\n${output}`);
}
