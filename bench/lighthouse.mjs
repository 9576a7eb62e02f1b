#!/usr/bin/env node
/**
 * Lighthouse (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown — Lighthouse's default)
 * on the key public pages of the built app, with Debian's chromium. Each page is measured BENCH_RUNS times
 * (default 5), each run in a fresh browser (cold cache, as a first visit), and the median of every score
 * and metric is reported (target: performance, accessibility, best practices and SEO each >= 95).
 * Starts apps/server/dist/main.js on a fresh demo-seeded PGlite database, like a first `npm start`.
 * Writes the "Lighthouse (mobile)" section of docs/benchmarks.md and the raw reports to bench/results/.
 *
 *   npx turbo run build --filter=@samity/server --filter=@samity/web && node bench/lighthouse.mjs
 *
 * Options (environment): BENCH_RUNS (5), BENCH_PAGES (comma list, default /,/Stocklist,/ActiveMembers),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_WRITE=0 to print without touching docs/benchmarks.md.
 * Exits with 1 when a median score is below 95.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './benchmarks-doc.mjs';
import { freePort, waitFor } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const lighthouseCli = join(root, 'node_modules/lighthouse/cli/index.js');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = (process.env.BENCH_PAGES ?? '/,/Stocklist,/ActiveMembers').split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP', 's'],
  ['largest-contentful-paint', 'LCP', 's'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 's'],
];
const TARGET = 95;

/** One Lighthouse run through its CLI (it launches and closes its own chromium), returning the report. */
function lighthouse(url) {
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-path=${chromePath}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try such a run again. */
async function withRetries(run, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`retrying after: ${String(error.message).split('\n')[0].slice(0, 200)}`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function formatMetric(value, unit) {
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

async function main() {
  if (!existsSync(serverMain) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.error('The built server or web app is missing: run `npx turbo run build` first.');
    process.exit(1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-lighthouse-'));
  // Always the embedded database: a first `npm start` on a fresh machine, whatever DATABASE_URL says.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [serverMain], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop);
  const results = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`, server);
    const load = loadavg()[0].toFixed(1);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    for (const path of pages) {
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const report = await withRetries(() => lighthouse(`${base}${path}`));
        reports.push(report);
        const scores = CATEGORIES.map((c) => Math.round(report.categories[c].score * 100)).join(' / ');
        console.error(`${path} run ${i + 1}/${runs}: ${scores}`);
      }
      const slug = path === '/' ? 'home' : path.slice(1);
      writeFileSync(
        join(root, `bench/results/lighthouse-${slug}.json`),
        JSON.stringify(
          reports.map((r) => ({
            categories: r.categories,
            audits: Object.fromEntries(METRICS.map(([id]) => [id, r.audits[id]])),
          })),
          null,
          1,
        ),
      );
      results.push({
        path,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round(median(reports.map((r) => r.categories[c].score * 100)))]),
        ),
        metrics: Object.fromEntries(
          METRICS.map(([id]) => [id, median(reports.map((r) => r.audits[id].numericValue))]),
        ),
        failing: [
          ...new Set(
            reports.flatMap((r) =>
              CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
                r.categories[c].auditRefs
                  .filter(
                    (ref) => ref.weight > 0 && r.audits[ref.id].score !== null && r.audits[ref.id].score < 1,
                  )
                  .map((ref) => ref.id),
              ),
            ),
          ),
        ],
      });
    }
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`,
      `(mobile: emulated Moto G Power, simulated slow 4G, 4x CPU slowdown), Debian chromium, Node ${process.version},`,
      `on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (1-minute load average ${load} at the start). The built server`,
      '(apps/server/dist/main.js, NODE_ENV production, fresh demo-seeded PGlite database) serves the built web app with',
      `its precompressed assets, no reverse proxy. Median of ${runs} runs per page, each in a fresh browser (cold cache).`,
      '',
      'Command:',
      '',
      '```sh',
      'npx turbo run build --filter=@samity/server --filter=@samity/web',
      'node bench/lighthouse.mjs',
      '```',
      '',
      `| page | performance | accessibility | best practices | SEO | ${METRICS.map(([, label]) => label).join(' | ')} |`,
      `| --- | ---: | ---: | ---: | ---: | ${METRICS.map(() => '---:').join(' | ')} |`,
      ...results.map(
        (r) =>
          `| \`${r.path}\` | ${CATEGORIES.map((c) => (r.scores[c] < TARGET ? `**${r.scores[c]}**` : r.scores[c])).join(' | ')} | ${METRICS.map(([id, , unit]) => formatMetric(r.metrics[id], unit)).join(' | ')} |`,
      ),
      '',
      `Target: each score at least ${TARGET}. ${results.every((r) => CATEGORIES.every((c) => r.scores[c] >= TARGET)) ? 'Met on every page measured.' : 'Not met where shown in bold.'}`,
      ...(results.some((r) => r.failing.length)
        ? [
            '',
            'Audits not fully passed in any run (accessibility, best practices, SEO):',
            '',
            ...results.filter((r) => r.failing.length).map((r) => `- \`${r.path}\`: ${r.failing.join(', ')}`),
          ]
        : []),
    ];
    const body = lines.join('\n');
    console.log(body);
    if (process.env.BENCH_WRITE !== '0')
      writeSection(join(root, 'docs/benchmarks.md'), 'Lighthouse (mobile)', body);
  } finally {
    stop();
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (results.some((r) => CATEGORIES.some((c) => r.scores[c] < TARGET))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
