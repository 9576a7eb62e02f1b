#!/usr/bin/env node
/**
 * Load benchmark of the public list APIs (targets at 50 connections: on PostgreSQL at least half the bare
 * route's requests per second and p99 under 25 ms; on PGlite p99 under 100 ms; a cold cache under 50 ms).
 *
 * Seeds a fresh database at the bench size (bench/seed-scale.mjs: the demo seed plus 10,000 dealers and 50,000
 * cars), starts the built server (apps/server/dist/main.js) on it, and beside it a bare Fastify route answering
 * a fixed JSON array, so every run shows what the machine itself allows. Each URL is loaded with autocannon
 * in turn; then the first read after a write is timed (cold cache), then a mixed run of reads and writes.
 * The results replace the "Public API load (<database>)" section of docs/benchmarks.md.
 *
 *   npx turbo run build --filter=@samity/server && npx tsx bench/api-load.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/api-load.mjs   (PostgreSQL; a scratch
 *     database is created beside the given one and dropped afterwards)
 *
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION seconds per URL (10), BENCH_WARMUP (3),
 * BENCH_MIXED seconds of the mixed run (15), BENCH_COLD rounds of cold reads (100), BENCH_WRITE=0 to print
 * without touching docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { report } from './api-load-report.mjs';
import { writeSection } from './benchmarks-doc.mjs';
import { coldReads, logIn, mixedLoad, writers } from './mixed-load.mjs';
import { prepareBenchDatabase } from './seed-scale.mjs';
import { freePort, waitFor } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const mixedSeconds = Number(process.env.BENCH_MIXED ?? 15);
const coldRounds = Number(process.env.BENCH_COLD ?? 100);
const baseDatabaseUrl = process.env.DATABASE_URL;

const SEARCH_DEFAULTS = 'price_min=&price_max=&year_min=2000&year_max=2025';
const TARGETS = [
  { name: 'bare Fastify JSON route (baseline)', server: 'bare', path: '/bare' },
  { name: 'active members, first page', server: 'app', path: '/api/members?limit=12&offset=0' },
  { name: 'member search (name)', server: 'app', path: '/api/members/search?search=dealer%20c4' },
  { name: 'deceased members', server: 'app', path: '/api/deceased-members' },
  { name: 'current committee', server: 'app', path: '/api/committee' },
  { name: 'founding committee', server: 'app', path: '/api/founding-committee' },
  { name: 'previous committees', server: 'app', path: '/api/previous-committees' },
  { name: 'notices front', server: 'app', path: '/api/notices-front' },
  { name: 'stock, first page (newest)', server: 'app', path: '/api/stocks/search?limit=12&offset=0' },
  {
    name: 'stock search (brand, default ranges, price ascending)',
    server: 'app',
    path: `/api/stocks/search?search=toyota&${SEARCH_DEFAULTS}&sort=priceAsc&limit=12&offset=0`,
  },
  { name: 'service centers', server: 'app', path: '/api/service-centers' },
  { name: 'gallery', server: 'app', path: '/api/fetch-gallery' },
  {
    name: 'stock, first page, a new unknown parameter on every request',
    server: 'app',
    path: '/api/stocks/search?limit=12&offset=0&utm=<n>',
    junk: true,
  },
  // Again at the end: on a shared machine the load changes during a run, and a baseline taken in a busy
  // moment flatters every list measured in a quiet one. The report compares with the faster of the two.
  { name: 'bare Fastify JSON route (baseline, again)', server: 'bare', path: '/bare' },
];
const PUBLIC_READS = TARGETS.filter((t) => t.server === 'app' && !t.junk).map((t) => t.path);
/** Read cold after each write: the admin's write renames a dealer, which drops the members and stock lists. */
const COLD_PATHS = [
  '/api/members?limit=12&offset=0',
  '/api/members/search?search=dealer%20c4',
  '/api/stocks/search?limit=12&offset=0',
  `/api/stocks/search?search=toyota&${SEARCH_DEFAULTS}&sort=priceAsc&limit=12&offset=0`,
];

/** The bare baseline runs in its own process, like the app, so neither shares autocannon's event loop. */
const BARE_SERVER = `
  const Fastify = (await import('fastify')).default;
  const body = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, member_no: String(1001 + i),
    name: 'Member name ' + i, father: 'Father name', business: 'Business name', address: 'Dhaka', phone: '01711000000',
    pic: null }));
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

async function withScratchDatabase(fn) {
  if (!baseDatabaseUrl) return fn(undefined);
  const pg = (await import('pg')).default;
  const name = `samity_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseDatabaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Loads one URL; with junk, each request's `<n>` is a number never sent before (a visitor's junk query). */
function load(url, seconds, junk = false) {
  let sent = 0;
  const requests = junk
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            path: request.path.replace(/%3Cn%3E|<n>/, String(sent++)),
          }),
        },
      ]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The server's resident memory in MB (Linux), to show what the loads, junk included, left it holding. */
function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function main() {
  if (!existsSync(serverMain)) {
    console.error('apps/server/dist/main.js is missing: run `npx turbo run build` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-bench-'));
  const children = [];
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  /** Stops the servers and waits for them, so the scratch database is dropped only after they let go. */
  const stopAndWait = () =>
    Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
      ),
    );
  process.on('exit', stopAll);
  try {
    await withScratchDatabase(async (databaseUrl) => {
      const target = databaseUrl
        ? { kind: 'postgres', url: databaseUrl }
        : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
      console.log('Seeding the bench database (demo seed, then 10,000 dealers and 50,000 cars)...');
      const { memberCarIds, seedSeconds } = await prepareBenchDatabase(target);
      console.log(`Bench seed written in ${seedSeconds} s.`);
      const appPort = await freePort();
      const barePort = await freePort();
      const env = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false', // seeded above, at the bench size
        // Production without the demo data must name its address.
        PUBLIC_ORIGIN: `http://127.0.0.1:${appPort}`,
      };
      delete env.DATABASE_URL;
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      // stderr kept aside: shown only if the server fails to start (PGlite prints a long abort on SIGTERM).
      const app = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let appErrors = '';
      app.stderr.on('data', (chunk) => {
        appErrors = (appErrors + chunk).slice(-4000);
      });
      app.on('exit', (code) => {
        if (code && !stopping) console.error(`server exited with ${code}:\n${appErrors}`);
      });
      const bare = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
        cwd: join(root, 'apps/server'),
        env: { ...process.env, PORT: String(barePort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(app, bare);
      const origin = { app: `http://127.0.0.1:${appPort}`, bare: `http://127.0.0.1:${barePort}` };
      await waitFor(`${origin.app}/healthz`, app);
      await waitFor(`${origin.bare}/bare`, bare);
      const loadBefore = loadavg()[0];
      const memory = { before: residentMb(app.pid) };

      const rows = [];
      let cold = {};
      let mixed = {};
      try {
        for (const target of TARGETS) {
          const url = origin[target.server] + target.path;
          const check = await fetch(url.replace('<n>', 'first'));
          if (!check.ok) throw new Error(`${target.path} answered ${check.status}: ${await check.text()}`);
          const bytes = (await check.arrayBuffer()).byteLength;
          if (warmup > 0) await load(url, warmup, target.junk);
          const r = await load(url, duration, target.junk);
          rows.push({ ...target, bytes, r });
          console.log(
            `${target.name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, ` +
              `${Math.round(r.requests.average)} req/s, errors ${r.errors}, non-2xx ${r.non2xx}`,
          );
        }
        memory.afterReads = residentMb(app.pid);
        console.log(
          `server memory: ${memory.before} MB at start, ${memory.afterReads} MB after the loads above`,
        );
        const memberCookie = await logIn(origin.app, '/api/member/login', {
          member: '1001',
          password: 'demo-member-one',
        });
        const adminCookie = await logIn(origin.app, '/api/admin/login', {
          phone: '01711000002',
          password: 'demo-full-2026',
        });
        const write = writers(origin.app, { memberCookie, adminCookie, memberCarIds });
        cold = await coldReads(origin.app, COLD_PATHS, write, coldRounds);
        for (const [path, c] of Object.entries(cold))
          console.log(`cold ${path}: p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms`);
        mixed = await mixedLoad(origin.app, PUBLIC_READS, write, { connections, seconds: mixedSeconds });
        for (const [kind, m] of Object.entries(mixed))
          console.log(
            `mixed ${kind}: ${m.count} requests, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, errors ${m.errors}`,
          );
      } finally {
        stopping = true;
        await stopAndWait();
      }
      if (process.env.BENCH_WRITE !== '0') {
        const title = `Public API load (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`;
        writeSection(
          join(root, 'docs/benchmarks.md'),
          title,
          report(
            { rows, cold, mixed, memory },
            { databaseUrl, loadBefore, connections, warmup, duration, mixedSeconds, coldRounds },
          ),
        );
        console.log(`Results written to docs/benchmarks.md (section "${title}").`);
      }
    });
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
