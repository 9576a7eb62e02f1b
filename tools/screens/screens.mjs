#!/usr/bin/env node
/**
 * A look at every screen: starts the built server on a fresh embedded database with the demo seed, renders every
 * route of packages/domain/src/routes.ts as the roles that may open it, and a car's and a dealer's own pages
 * (plan.mjs), at 375 px in Bengali and at 1280 px in English, and writes one full-page PNG per route, role and
 * width, a contact sheet per width and findings.json. A finding is a page that scrolls sideways, a spinner that
 * never went away, a translation key shown as text, an ASCII digit in Bengali text, English UI text on a
 * Bengali page (english-text.mjs), Bengali text drawn without a Bengali font (empty boxes), an image that did not load, a console or page error, a failed request, or a page
 * that sent the role elsewhere (detectors.mjs).
 *
 *   npm run screens [-- --out DIR] [--only PATH-PART] [--port N] [--report-only]
 *
 * `npm run screens` builds the server and the web app first (turbo, cached); run directly
 * (`npx tsx tools/screens/screens.mjs`) it expects that build. --out defaults to screens/ at the repository root
 * (git-ignored), --port to 4600. Exits with 1 when there are findings, unless --report-only.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { writeContactSheet } from './contact-sheet.mjs';
import { translationKeys } from './detectors.mjs';
import { addressedShots, planShots, VIEWS } from './plan.mjs';
import { startServer } from './server.mjs';
import { loginState, openContext, shoot } from './shoot.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'screens') },
    only: { type: 'string' },
    port: { type: 'string', default: '4600' },
    'report-only': { type: 'boolean', default: false },
  },
});
const out = resolve(args.out);
// Two pages at a time: the server and the browser share the machine, and more only queues on the database.
const PARALLEL = 2;

const keys = translationKeys(join(root, 'apps/web/src/i18n/en'));
rmSync(out, { recursive: true, force: true });
for (const view of VIEWS) mkdirSync(join(out, view.name), { recursive: true });

const started = Date.now();
const server = await startServer(root, Number(args.port));
let shots;
try {
  shots = [...planShots(args.only), ...(await addressedShots(server.url, args.only))];
  if (shots.length === 0) throw new Error(`no route contains "${args.only}"`);
} catch (error) {
  await server.stop();
  throw error;
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let pages = [];
try {
  console.log(`screens: ${shots.length} routes and roles at ${VIEWS.length} widths on ${server.url}`);
  const roles = [...new Map(shots.map((shot) => [shot.role.name, shot.role])).values()];
  const states = new Map();
  for (const role of roles) states.set(role.name, await loginState(browser, server.url, role));
  const contexts = new Map();
  for (const view of VIEWS) {
    for (const role of roles) {
      contexts.set(`${view.name} ${role.name}`, await openContext(browser, view, states.get(role.name)));
    }
  }
  const jobs = VIEWS.flatMap((view) => shots.map((shot) => ({ view, shot })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { view, shot } = jobs[next++];
      const context = contexts.get(`${view.name} ${shot.role.name}`);
      pages.push(await shoot(context, { base: server.url, shot, view, out, keys }));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const order = new Map(
    jobs.map((job, index) => [`${job.view.name} ${job.shot.route} ${job.shot.role.name}`, index]),
  );
  pages = pages.sort(
    (a, b) => order.get(`${a.view} ${a.route} ${a.role}`) - order.get(`${b.view} ${b.route} ${b.role}`),
  );
  for (const context of contexts.values()) await context.close();
  for (const view of VIEWS) {
    const png = await writeContactSheet(
      browser,
      out,
      view,
      pages.filter((page) => page.view === view.name),
    );
    console.log(`contact sheet: ${relative(process.cwd(), png)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const withFindings = pages.filter((page) => page.findings.length);
const totals = {};
for (const page of pages)
  for (const finding of page.findings) totals[finding.kind] = (totals[finding.kind] ?? 0) + 1;
writeFileSync(
  join(out, 'findings.json'),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), views: VIEWS, totals, pages }, null, 2)}\n`,
);
printSummary(pages, totals);
console.log(
  `\n${pages.length} screens in ${Math.round((Date.now() - started) / 1000)} s, ${withFindings.length} with findings` +
    ` (${relative(process.cwd(), join(out, 'findings.json'))})`,
);
if (withFindings.length && !args['report-only']) process.exitCode = 1;

function printSummary(list, counted) {
  const kinds = Object.keys(counted).sort();
  const header = ['view', 'route', 'role', 'ms', ...kinds];
  const rows = list.map((page) => [
    page.view,
    page.route,
    page.role,
    String(page.ms),
    ...kinds.map((kind) => String(page.findings.filter((finding) => finding.kind === kind).length || '')),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
  for (const page of list.filter((one) => one.findings.length)) {
    console.log(`\n${page.view} ${page.route} as ${page.role} (${page.file}):`);
    for (const finding of page.findings) console.log(`  ${finding.kind}: ${finding.detail}`);
  }
}
