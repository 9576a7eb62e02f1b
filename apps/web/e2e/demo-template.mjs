// One demo database per run, copied for each journey server (serve.mjs) instead of seeded for each.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const serverDist = new URL('../../server/dist/', import.meta.url).pathname;

/**
 * The template's name: the built server (its code decides the schema and the seed), the day (the demo's dates
 * count from today) and the database kind. A rebuild, a new day or the other database makes a new one.
 */
function templateKey(databaseUrl) {
  const main = statSync(join(serverDist, 'main.js'));
  const day = new Date().toISOString().slice(0, 10);
  const parts = [main.size, main.mtimeMs, day, databaseUrl ? new URL(databaseUrl).host : 'pglite'];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12);
}

/** A template younger than this may be in use by another run on the machine. */
const RECENT_MS = 6 * 3600_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function withAdmin(databaseUrl, work) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds the template with the built server's prepare command (cli/prepare.ts). */
async function buildTemplate(dir, databaseUrl, database) {
  const env = {
    ...process.env,
    DATA_DIR: join(dir, 'data'),
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) {
    await withAdmin(databaseUrl, async (admin) => {
      // Templates of earlier builds or days go (each is a whole demo database), but not one another run on this
      // machine made in the last hours: it may still be copying it.
      const { rows } = await admin.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'samity_e2e_template_%' AND datname <> $1",
        [database],
      );
      for (const { datname } of rows) {
        const folder = join(tmpdir(), `samity-e2e-template-${datname.slice('samity_e2e_template_'.length)}`);
        const made = statSync(join(folder, 'ready'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
        if (Date.now() - made < RECENT_MS) continue;
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        rmSync(folder, { recursive: true, force: true });
      }
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${database}`);
    });
    const url = new URL(databaseUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  } else delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [join(serverDist, 'cli/prepare.js')], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`preparing the demo template failed:\n${run.stdout}\n${run.stderr}`);
  writeFileSync(join(dir, 'ready'), JSON.stringify({ database }));
}

/**
 * The run's template: a folder (the data directory: stored pictures and documents, and the embedded database
 * when there is no DATABASE_URL) and, on PostgreSQL, a database. The first journey server to ask builds it
 * under a lock directory; the others wait for its `ready` mark.
 */
export async function demoTemplate(databaseUrl) {
  const key = templateKey(databaseUrl);
  const dir = join(tmpdir(), `samity-e2e-template-${key}`);
  const database = `samity_e2e_template_${key}`;
  const lock = `${dir}.lock`;
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; ) {
    if (existsSync(join(dir, 'ready'))) return { dataDir: join(dir, 'data'), database };
    try {
      mkdirSync(lock);
    } catch {
      // Another server is building it; a lock left by a run that died is older than any build takes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 480_000)
        rmSync(lock, { force: true, recursive: true });
      await sleep(500);
      continue;
    }
    try {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      await buildTemplate(dir, databaseUrl, database);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  throw new Error('the demo template was not ready in 10 minutes');
}

/** A journey server's own copy of the template: its data directory, and its database on PostgreSQL. */
export async function copyTemplate(template, dataDir, databaseUrl, database) {
  cpSync(template.dataDir, dataDir, { recursive: true });
  if (!databaseUrl) return;
  await withAdmin(databaseUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    // Two servers copying the template at the same moment may meet its lock: the later one tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template.database}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await sleep(250 * attempt);
      }
    }
  });
}
