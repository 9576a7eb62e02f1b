#!/usr/bin/env node
/**
 * PDFs under load (docs/decisions/029-pdfs-in-a-worker-pool.md). Targets: a Bengali receipt in at most 3x the
 * time of the English one; while one member asks for 8 Bengali PDFs at once, /healthz p99 under 50 ms and a
 * public list's p99 under 25 ms.
 *
 * Starts the built server (apps/server/dist/main.js, or BENCH_SERVER) on a fresh embedded database with the
 * demo seed, the PDF cache off (PDF_CACHE_MB=0: every PDF is made, none served from memory), and signs in as
 * demo member 1001 (with DATABASE_URL: on a scratch PostgreSQL database beside it, dropped afterwards). Then:
 *   1. receipts one at a time: the member's receipt in English and in Bengali, alternately, after a warm-up;
 *   2. idle: /healthz and the active members' list probed one request at a time, with nothing else running;
 *   3. load: the same probes while the member keeps 8 Bengali PDFs asked for at once (statements, receipt,
 *      certificate in turn; each answer, made or refused, is followed at once by the next request).
 * The results replace the "PDF load (<label>)" section of docs/benchmarks.md (BENCH_LABEL, default "worker
 * threads"; BENCH_WRITE=0 prints only).
 *
 *   npx turbo run build --filter=@samity/server && node bench/pdf-load.mjs
 *
 * Options (environment): BENCH_SERVER (the server's main.js), BENCH_LABEL, BENCH_RECEIPTS (rounds of step 1,
 * 20), BENCH_SECONDS (seconds of steps 2 and 3 each, 15), BENCH_CONCURRENT (PDFs at once, 8).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './benchmarks-doc.mjs';
import { logIn } from './mixed-load.mjs';
import { freePort, waitFor } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = resolve(process.env.BENCH_SERVER ?? join(root, 'apps/server/dist/main.js'));
const label = process.env.BENCH_LABEL ?? 'worker threads';
const receiptRounds = Number(process.env.BENCH_RECEIPTS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const concurrent = Number(process.env.BENCH_CONCURRENT ?? 8);
const LIST = '/api/members?limit=12&offset=0';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value) => value.toFixed(1);

async function timed(url, headers = {}) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

/** One request after another to `path` until `until`; the latencies of the 2xx answers and the failures. */
async function probe(origin, path, until) {
  const times = [];
  let failures = 0;
  while (Date.now() < until) {
    const r = await timed(`${origin}${path}`).catch(() => ({ status: 0, ms: 0 }));
    if (r.status >= 200 && r.status < 300) times.push(r.ms);
    else failures++;
    await new Promise((done) => setTimeout(done, 10));
  }
  return {
    count: times.length,
    failures,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
  };
}

/** `concurrent` loops of one member asking for Bengali PDFs until `until`: how many were made, refused, failed. */
async function pdfLoad(origin, cookie, paths, until) {
  const counts = { made: 0, refused: 0, other: 0, madeMs: [] };
  const loop = async (index) => {
    for (let n = index; Date.now() < until; n++) {
      const r = await timed(`${origin}${paths[n % paths.length]}`, { cookie });
      if (r.status === 200) {
        counts.made++;
        counts.madeMs.push(r.ms);
      } else if (r.status === 429) counts.refused++;
      else counts.other++;
    }
  };
  await Promise.all(Array.from({ length: concurrent }, (_, i) => loop(i)));
  return counts;
}

/** With DATABASE_URL: a scratch database beside it, dropped afterwards (as bench/api-load.mjs does). */
async function withScratchDatabase(fn) {
  const base = process.env.DATABASE_URL;
  if (!base) return fn(undefined);
  const pg = (await import('pg')).default;
  const name = `samity_pdf_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-pdf-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  Object.assign(env, {
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    NODE_ENV: 'production',
    PDF_CACHE_MB: '0',
  });
  const server = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`${origin}/readyz`, server, 300);
    const load = loadavg()[0];
    const cookie = await logIn(origin, '/api/member/login', { member: '1001', password: 'demo-member-one' });
    const payments = await (
      await fetch(`${origin}/api/member/payments?limit=1&offset=0`, { headers: { cookie } })
    ).json();
    const receiptId = payments.entries?.[0]?.id;
    if (!receiptId) throw new Error(`no receipt for member 1001: ${JSON.stringify(payments).slice(0, 200)}`);
    const receipt = (lang) => `${origin}/api/receipts/${receiptId}.pdf?lang=${lang}`;

    // 1. Receipts one at a time (the first ones start the threads and parse the fonts: a warm-up).
    for (let i = 0; i < 3; i++) for (const lang of ['en', 'bn']) await timed(receipt(lang), { cookie });
    const receiptMs = { en: [], bn: [] };
    for (let i = 0; i < receiptRounds; i++)
      for (const lang of ['en', 'bn']) {
        const r = await timed(receipt(lang), { cookie });
        if (r.status !== 200) throw new Error(`receipt ${lang}: ${r.status}`);
        receiptMs[lang].push(r.ms);
      }
    const en = percentile(receiptMs.en, 50);
    const bn = percentile(receiptMs.bn, 50);
    console.log(`receipt median: en ${ms(en)} ms, bn ${ms(bn)} ms (${(bn / en).toFixed(2)}x)`);

    // 2. Idle probes.
    const idleUntil = Date.now() + seconds * 1000;
    const [idleHealth, idleList] = await Promise.all([
      probe(origin, '/healthz', idleUntil),
      probe(origin, LIST, idleUntil),
    ]);

    // 3. The same probes while the member asks for `concurrent` Bengali PDFs at once.
    const paths = [
      '/api/member/statements/deposits.pdf?lang=bn',
      '/api/member/statements/monthly.pdf?lang=bn',
      `/api/receipts/${receiptId}.pdf?lang=bn`,
      '/api/member/verification/certificate.pdf?lang=bn',
    ];
    const loadUntil = Date.now() + seconds * 1000;
    const [pdfs, loadHealth, loadList] = await Promise.all([
      pdfLoad(origin, cookie, paths, loadUntil),
      probe(origin, '/healthz', loadUntil),
      probe(origin, LIST, loadUntil),
    ]);
    const row = (name, r, target) =>
      `| ${name} | ${r.count} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.failures} | ${r.p99 < target ? 'yes' : 'no'} |`;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`,
      `(1-minute load average ${load.toFixed(1)} when the server was ready), Node ${process.version}, ${databaseUrl ? 'PostgreSQL (local)' : 'the embedded database'}`,
      `with the demo seed. Server: ${serverMain.startsWith(`${root}/`) ? `\`${serverMain.slice(root.length + 1)}\`` : `${label}'s build (BENCH_SERVER)`}, PDF_CACHE_MB=0 (every PDF made).`,
      '',
      'Command:',
      '',
      '```sh',
      'npx turbo run build --filter=@samity/server',
      `${databaseUrl ? 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ' : ''}${label === 'worker threads' ? '' : `BENCH_LABEL="${label}" BENCH_SERVER=<that build's main.js> `}node bench/pdf-load.mjs`,
      '```',
      '',
      `Receipt of member 1001 (one at a time, ${receiptRounds} each after a warm-up), median: English ${ms(en)} ms,`,
      `Bengali ${ms(bn)} ms: **${(bn / en).toFixed(2)}x** (target at most 3x: ${bn <= 3 * en ? 'yes' : 'no'}).`,
      '',
      `Probes one request at a time (10 ms apart), ${seconds} s idle, then ${seconds} s while member 1001 keeps`,
      `${concurrent} Bengali PDFs asked for at once (statements, receipt, certificate in turn):`,
      '',
      '| probe | answers | p50 ms | p99 ms | max ms | failed | p99 under target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      row('`/healthz`, idle (target 50 ms)', idleHealth, 50),
      row(`\`${LIST}\`, idle (target 25 ms)`, idleList, 25),
      row(`\`/healthz\`, ${concurrent} PDFs at once (target 50 ms)`, loadHealth, 50),
      row(`\`${LIST}\`, ${concurrent} PDFs at once (target 25 ms)`, loadList, 25),
      '',
      `The member's PDFs meanwhile: ${pdfs.made} made (median ${ms(percentile(pdfs.madeMs, 50))} ms, p99 ` +
        `${ms(percentile(pdfs.madeMs, 99))} ms), ${pdfs.refused} refused with 429 (at most 2 at once per account), ` +
        `${pdfs.other} other answers.`,
    ];
    const body = lines.join('\n');
    console.log(body);
    if (process.env.BENCH_WRITE !== '0')
      writeSection(join(root, 'docs/benchmarks.md'), `PDF load (${label})`, body);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await withScratchDatabase(main);
