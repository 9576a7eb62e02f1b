#!/usr/bin/env node
/**
 * First loads on a phone over a slow network: Debian's chromium through Playwright at 375 px, with the
 * DevTools protocol's throttling (Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms round
 * trip; Emulation.setCPUThrottlingRate 4). For each page it measures the largest contentful paint (a
 * PerformanceObserver of 'largest-contentful-paint') and the first useful content: the moment the element a
 * visitor came for is visible (the home page's hero, the stock list's first car, a car's own page, a
 * dealer's page, the member's dues summary, the month's book). Each run is a fresh browser context (cold cache); logged-in pages get their session
 * cookie through the API first, so the run itself is the visit after login. Median of BENCH_RUNS runs.
 * Starts apps/server/dist/main.js on a fresh embedded database with the demo seed (a year of books).
 * Writes the "Slow phone (375 px, slow 4G)" section of docs/benchmarks.md.
 *
 *   npx turbo run build --filter=@samity/server --filter=@samity/web && node bench/slow-phone.mjs
 *
 * Then the photo case of bench/phone-photos.mjs (a dealer adds three camera photos), in a section of its own.
 * Options (environment): BENCH_RUNS (5), BENCH_PAGES (comma list of the paths below, and `photos`), CHROMIUM_PATH
 * (/usr/bin/chromium), BENCH_WRITE=0 to print without touching docs/benchmarks.md, BENCH_LABEL (a line
 * written under the table, e.g. what changed), BENCH_TRACE=1 to print each visit's requests with their times. A benchmark, not a test: it reports, and exits 0 either way.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { writeSection } from './benchmarks-doc.mjs';
import { cameraPhotos, PHOTOS_TARGET_MS, photoRun } from './phone-photos.mjs';
import { freePort, waitFor } from './server-process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = { lcp: 2000, content: 2500 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const CPU_SLOWDOWN = 4;

/** The demo's own logins (printed by `npm start`). */
const LOGINS = {
  member: { kind: 'member', body: { member: '1001', password: 'demo-member-one' } },
  finance: { kind: 'admin', body: { phone: '01711000003', password: 'demo-finance-2026' } },
};

/** Each page, who opens it, and the element whose appearance is "the first useful content". */
const PAGES = [
  { path: '/', login: null, content: '.home .hero h1', what: 'the home page hero' },
  { path: '/Stocklist', login: null, content: '.stock-card', what: 'the first car card' },
  {
    // A car's own page (the address a shared link opens): the first car of the list, at its canonical address.
    path: '/Stocklist/:car',
    resolve: firstCarPath,
    login: null,
    content: '.car-page .car-title',
    also: '.car-page .car-price',
    what: "a car's page: its name with its price",
  },
  {
    // A dealer's own page (linked from each car page and the verification page), at its canonical address.
    path: '/dealers/:dealer',
    resolve: firstDealerPath,
    login: null,
    content: '.dealer-page h1',
    also: '.stock-card',
    what: "a dealer's page: the name with the first of their cars",
  },
  { path: '/MemberDashboard', login: 'member', content: '.dash-totals', what: "the member's dues summary" },
  {
    path: '/FinancialMonthly',
    login: 'finance',
    // At 375 px the book's totals fill the first screen; its table (same answer) must be there too.
    content: '.finance-monthly .monthly-summary',
    also: '.finance-monthly table.data-table tbody tr',
    what: "the month's book (totals, with its rows)",
  },
];

/**
 * Runs in the page before any of its scripts: keeps the largest contentful paint and polls, every frame,
 * for the page's content element to be visible, recording when it first was (ms since navigation start).
 */
function observe({ selector, also }) {
  const marks = { lcp: null, lcpElement: null, lcpSteps: [], fcp: null, content: null, cls: 0, shifts: [] };
  window.__slowPhone = marks;
  // Cumulative layout shift: the static first content the server writes must hand over to React in place.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      marks.cls += entry.value;
      const moved =
        entry.sources?.map(
          (s) => s.node?.nodeName?.toLowerCase() + (s.node?.className ? `.${s.node.className}` : ''),
        ) ?? [];
      marks.shifts.push(`${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)} ${moved.join(' ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime;
      // Which element it was (BENCH_TRACE=1 prints it): a tag, its class, its size on screen.
      const el = entry.element;
      marks.lcpElement = el
        ? `<${el.tagName.toLowerCase()} class="${el.className}"> ${entry.size} px² ${entry.url ? entry.url.replace(location.origin, '') : ''}`
        : entry.url;
      marks.lcpSteps.push(`${Math.round(entry.startTime)} ms ${marks.lcpElement}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight && el.checkVisibility();
  };
  const poll = () => {
    const el = document.querySelector(selector);
    if (el && visible(el) && (!also || document.querySelector(also))) marks.content = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/** The first car of the list's first page, at the address its page's server route moves any slug to. */
async function firstCarPath(base) {
  const list = await (await fetch(`${base}/api/stocks/search`)).json();
  const id = list.entries?.[0]?.id;
  if (!id) throw new Error(`no car for sale to measure: ${JSON.stringify(list).slice(0, 200)}`);
  const answer = await fetch(`${base}/Stocklist/${id}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 301 || !location) throw new Error(`/Stocklist/${id}: ${answer.status}, no 301`);
  return location;
}

/** The dealer of the list's first car, at the address the dealer page's route moves a bare number to. */
async function firstDealerPath(base) {
  const list = await (await fetch(`${base}/api/stocks/search`)).json();
  const memberNo = list.entries?.[0]?.member_no;
  if (!memberNo) throw new Error(`no dealer to measure: ${JSON.stringify(list).slice(0, 200)}`);
  const answer = await fetch(`${base}/dealers/${memberNo}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 301 || !location) throw new Error(`/dealers/${memberNo}: ${answer.status}, no 301`);
  return location;
}

async function loginState(browser, base, who) {
  if (!who) return undefined;
  const { kind, body } = LOGINS[who];
  const context = await browser.newContext();
  try {
    const answer = await context.request.post(`${base}/api/${kind}/login`, {
      data: body,
      headers: { origin: base },
    });
    if (!answer.ok()) throw new Error(`login as ${who}: ${answer.status()} ${await answer.text()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The phone's network and CPU, on one tab (through the DevTools protocol); answers its session. */
async function throttle(tab) {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** One cold visit: a fresh context (empty cache), throttled before the navigation starts. */
async function visit(browser, base, page, path, storageState) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  try {
    await context.addInitScript(observe, { selector: page.content, also: page.also ?? null });
    const tab = await context.newPage();
    const cdp = await throttle(tab);
    // Bytes on the wire (compressed) of every script the visit downloads.
    const requestTypes = new Map();
    let scriptBytes = 0;
    cdp.on('Network.responseReceived', (event) => requestTypes.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      scriptBytes += requestTypes.get(event.requestId) === 'Script' ? event.encodedDataLength : 0;
    });
    await tab.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
    if (new URL(tab.url()).pathname !== path) throw new Error(`${path}: sent to ${tab.url()}`);
    await tab.waitForFunction(() => window.__slowPhone.content !== null, null, { timeout: 60_000 });
    // Late images may still become the largest paint: wait until the network has been quiet a moment.
    await tab.waitForLoadState('networkidle', { timeout: 60_000 });
    // The content element is seen as soon as it is laid out, and the network may have gone quiet before
    // that; its paint (and an image's decode) comes a few frames later, and only then is it reported as a
    // largest paint. Read the marks after that, or the header drawn first would be taken for the LCP.
    await tab.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500))),
        ),
    );
    const marks = await tab.evaluate(() => window.__slowPhone);
    if (process.env.BENCH_TRACE === '1')
      console.error(
        `${await timeline(tab)}\n  largest paints: ${marks.lcpSteps.join('; ')}\n  layout shifts: ${marks.shifts.join('; ') || 'none'}`,
      );
    return { ...marks, scriptKB: scriptBytes / 1024 };
  } finally {
    await context.close();
  }
}

/**
 * BENCH_TRACE=1: when the document and each request started and ended (with their bytes on the wire) and
 * when the first paints came, to see what a page waits on.
 */
function timeline(tab) {
  return tab.evaluate(() => {
    const [doc] = performance.getEntriesByType('navigation');
    const line = (r, name) =>
      `  ${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ms ${(r.transferSize / 1024).toFixed(1)} KB ${name}`;
    return [
      doc &&
        `${line(doc, 'the document')} (first byte ${Math.round(doc.responseStart)} ms, ${(doc.decodedBodySize / 1024).toFixed(1)} KB decoded)`,
      ...performance
        .getEntriesByType('resource')
        .map((r) => line(r, r.name.replace(location.origin, '').slice(0, 90))),
      ...performance.getEntriesByType('paint').map((p) => `  ${Math.round(p.startTime)} ms ${p.name}`),
    ]
      .filter(Boolean)
      .join('\n');
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The built server on a fresh embedded database with the demo seed, as a first `npm start`. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-slow-phone-'));
  // Always the embedded database, whatever DATABASE_URL says.
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
  const kill = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', kill);
  return {
    base: `http://127.0.0.1:${port}`,
    server,
    async stop() {
      kill();
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const wanted = process.env.BENCH_PAGES?.split(',');
  const pages = wanted ? PAGES.filter((p) => wanted.includes(p.path)) : PAGES;
  // BENCH_URL: a server already running (for trying a change quickly); never written to the document,
  // which describes a fresh server of its own.
  const given = process.env.BENCH_URL?.replace(/\/+$/, '');
  const own = given ? null : await startServer();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const rows = [];
  try {
    const base = given ?? own.base;
    if (own) await waitFor(`${base}/readyz`, own.server, 300);
    const load = loadavg()[0].toFixed(1);
    for (const page of pages) {
      const state = await loginState(browser, base, page.login);
      const path = page.resolve ? await page.resolve(base) : page.path;
      // One unmeasured visit first, so the server has read the page's data once (its own caches warm)
      // while every measured run still starts with an empty browser cache.
      await visit(browser, base, page, path, state);
      const results = [];
      for (let i = 0; i < runs; i++) {
        const r = await visit(browser, base, page, path, state);
        results.push(r);
        console.error(
          `${page.path} run ${i + 1}/${runs}: LCP ${seconds(r.lcp)}, content ${seconds(r.content)}, FCP ${seconds(r.fcp)}, CLS ${r.cls.toFixed(3)}, JS ${r.scriptKB.toFixed(1)} KB (load ${loadavg()[0].toFixed(1)})`,
        );
      }
      rows.push({
        page,
        path,
        lcp: median(results.map((r) => r.lcp)),
        content: median(results.map((r) => r.content)),
        fcp: median(results.map((r) => r.fcp)),
        scriptKB: median(results.map((r) => r.scriptKB)),
        cls: Math.max(...results.map((r) => r.cls)),
        spread: [Math.min(...results.map((r) => r.lcp)), Math.max(...results.map((r) => r.lcp))],
      });
    }
    const photos = !wanted || wanted.includes('photos') ? await measurePhotos(browser, base) : null;
    const body = report(
      rows,
      load,
      loadavg()
        .map((l) => l.toFixed(1))
        .join(', '),
    );
    if (rows.length) console.log(body);
    if (photos) console.log(photos);
    if (process.env.BENCH_WRITE !== '0' && !given) {
      if (rows.length) writeSection(join(root, 'docs/benchmarks.md'), 'Slow phone (375 px, slow 4G)', body);
      if (photos) writeSection(join(root, 'docs/benchmarks.md'), PHOTOS_SECTION, photos);
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
}

const PHOTOS_SECTION = 'Slow phone: a dealer adds three photos (375 px, slow 4G)';

/** BENCH_PAGES=photos (or no BENCH_PAGES): member 1001 adds a car with three camera photos of 3-4 MB. */
async function measurePhotos(browser, base) {
  const { dir, photos } = await cameraPhotos();
  try {
    return await photoRuns(browser, base, photos);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function photoRuns(browser, base, photos) {
  const state = await loginState(browser, base, 'member');
  const load = loadavg()[0].toFixed(1);
  await photoRun(browser, base, state, photos, throttle); // unmeasured: the server's caches warm
  const results = [];
  for (let i = 0; i < runs; i++) {
    const r = await photoRun(browser, base, state, photos, throttle);
    results.push(r);
    console.error(
      `photos run ${i + 1}/${runs}: ready to save ${seconds(r.ms)}, longest main-thread task ${Math.round(r.longest)} ms (load ${loadavg()[0].toFixed(1)})`,
    );
  }
  const ready = median(results.map((r) => r.ms));
  const longest = median(results.map((r) => r.longest));
  const sizes = photos.map((p) => `${(p.bytes / 1024 / 1024).toFixed(2)} MB`).join(', ');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return [
    `Measured ${when} UTC (1-minute load average ${load} at the start), the same server, browser and throttling`,
    `as "Slow phone (375 px, slow 4G)". Member 1001 opens Add car and chooses three 4000 × 3000 camera JPEGs`,
    `(${sizes}; made by the bench with sharp). Timed from the file input's change to the third "Uploaded"`,
    `(compressed to under 200 KB each, in a worker, and uploaded three at once): the car is ready to save.`,
    `Median of ${runs} runs, each in a fresh context after one unmeasured run.`,
    '',
    'Command: `npm run bench:phone` (this case alone: `BENCH_PAGES=photos npm run bench:phone`).',
    '',
    "| case | ready to save | spread | longest task on the page's thread | ready ≤ 8.0 s |",
    '| --- | ---: | ---: | ---: | --- |',
    `| three photos of 3-4 MB | ${seconds(ready)} | ${seconds(Math.min(...results.map((r) => r.ms)))}-${seconds(Math.max(...results.map((r) => r.ms)))} | ${Math.round(longest)} ms | ${ready <= PHOTOS_TARGET_MS ? 'yes' : '**no**'} |`,
    '',
    `Load average (1, 5, 15 minutes) after the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}.`,
    ...(process.env.BENCH_LABEL ? ['', process.env.BENCH_LABEL] : []),
  ].join('\n');
}

function report(rows, load, loadAfter) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const met = (value, target) => (value <= target ? 'yes' : '**no**');
  return [
    `Measured ${when} UTC on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (1-minute load average ${load}`,
    `at the start), Node ${process.version}, Debian chromium through Playwright. 375 × 740 px, mobile, DevTools`,
    `throttling: ${NETWORK.downloadThroughput / 125_000} Mbps down, ${NETWORK.uploadThroughput / 125} kbps up, ${NETWORK.latency} ms round trip, ${CPU_SLOWDOWN}x CPU`,
    'slowdown. The built server (apps/server/dist/main.js, NODE_ENV production) on a fresh embedded database',
    'with the demo seed, its precompressed assets, no reverse proxy. Median of',
    `${runs} runs per page, each in a fresh browser context (cold cache) after one unmeasured visit; logged-in`,
    'pages as member 1001 and the finance demo admin. "Content" is when the page\'s own element is visible.',
    '',
    'Command:',
    '',
    '```sh',
    'npx turbo run build --filter=@samity/server --filter=@samity/web',
    'npm run bench:phone',
    '```',
    '',
    '| page | content element | LCP | first useful content | FCP | CLS (worst run) | JS transferred | LCP ≤ 2.0 s | content ≤ 2.5 s |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.page.what} (\`${r.page.content}\`) | ${seconds(r.lcp)} (${seconds(r.spread[0])}-${seconds(r.spread[1])}) | ${seconds(r.content)} | ${seconds(r.fcp)} | ${r.cls.toFixed(3)} | ${r.scriptKB.toFixed(1)} KB | ${met(r.lcp, TARGET.lcp)} | ${met(r.content, TARGET.content)} |`,
    ),
    '',
    `Load average (1, 5, 15 minutes) after the run: ${loadAfter}.`,
    ...(process.env.BENCH_LABEL ? ['', process.env.BENCH_LABEL] : []),
  ].join('\n');
}

await main();
