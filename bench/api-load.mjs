#!/usr/bin/env node
/**
 * Load benchmark of the public list APIs (target: p99 under 25 ms at 50 connections).
 *
 * Starts the built server (apps/server/dist/main.js) on a fresh demo-seeded database, and beside it a bare
 * Fastify route answering a fixed JSON array, so every run shows what the machine itself allows. Each URL is
 * loaded with autocannon in turn; the results replace the "Public API load" section of docs/benchmarks.md.
 *
 *   npx turbo run build --filter=@samity/server && node bench/api-load.mjs
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/api-load.mjs   (PostgreSQL; a scratch
 *     database is created beside the given one and dropped afterwards)
 *
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION seconds per URL (10), BENCH_WARMUP (3),
 * BENCH_WRITE=0 to print without touching docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { writeSection } from './benchmarks-doc.mjs';
import { freePort, waitFor } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const baseDatabaseUrl = process.env.DATABASE_URL;

const TARGETS = [
  { name: 'bare Fastify JSON route (baseline)', server: 'bare', path: '/bare' },
  { name: 'active members, first page', server: 'app', path: '/api/members?limit=12&offset=0' },
  {
    name: 'stock search (brand, default ranges, price ascending)',
    server: 'app',
    path: '/api/stocks/search?search=toyota&price_min=&price_max=&year_min=2000&year_max=2025&sort=priceAsc&limit=12&offset=0',
  },
  { name: 'notices front', server: 'app', path: '/api/notices-front' },
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

/** Statistics as autovacuum would have them on a running site, so the planner sees the real table sizes. */
async function analyze(databaseUrl) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('ANALYZE');
  await client.end();
}

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

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
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
      const appPort = await freePort();
      const barePort = await freePort();
      const env = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'true', // the load runs against the demo data, on PostgreSQL too
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
      if (databaseUrl) await analyze(databaseUrl);
      const loadBefore = loadavg()[0];

      const rows = [];
      try {
        for (const target of TARGETS) {
          const url = origin[target.server] + target.path;
          const check = await fetch(url);
          if (!check.ok) throw new Error(`${target.path} answered ${check.status}: ${await check.text()}`);
          const bytes = (await check.arrayBuffer()).byteLength;
          if (warmup > 0) await load(url, warmup);
          const r = await load(url, duration);
          rows.push({ ...target, bytes, r });
          console.log(
            `${target.name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, ` +
              `${Math.round(r.requests.average)} req/s, errors ${r.errors}, non-2xx ${r.non2xx}`,
          );
        }
      } finally {
        stopping = true;
        await stopAndWait();
      }
      if (process.env.BENCH_WRITE !== '0') {
        writeSection(
          join(root, 'docs/benchmarks.md'),
          'Public API load',
          report(rows, databaseUrl, loadBefore),
        );
        console.log('Results written to docs/benchmarks.md (section "Public API load").');
      }
    });
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(rows, databaseUrl, loadBefore) {
  const cpu = cpus();
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}`,
    `(1-minute load average ${loadBefore.toFixed(1)} just before the run),`,
    `Node ${process.version}, database ${databaseUrl ? 'PostgreSQL (local)' : 'PGlite (embedded)'} holding the`,
    'demo seed (160 active members, 200 cars, 12 notices). Server: apps/server/dist/main.js with its defaults',
    '(NODE_ENV production, LOG_LEVEL info, output discarded). autocannon runs on the same machine, so it',
    `competes with the server for the CPUs. ${connections} connections, ${warmup} s warm-up, then ${duration} s per URL.`,
    '',
    'Command:',
    '',
    '```sh',
    'npx turbo run build --filter=@samity/server',
    `${databaseUrl ? 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ' : ''}node bench/api-load.mjs`,
    '```',
    '',
    '| URL | body bytes | p50 ms | p90 ms | p99 ms | max ms | req/s | errors / non-2xx | p99 < 25 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { name, path, bytes, r } of rows) {
    const ok = r.latency.p99 < 25 ? 'yes' : 'no';
    lines.push(
      `| ${name}<br>\`${path}\` | ${bytes} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ` +
        `${r.latency.max} | ${Math.round(r.requests.average)} | ${r.errors} / ${r.non2xx} | ${ok} |`,
    );
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
