#!/usr/bin/env node
/**
 * First-load JavaScript of every public page (budget: at most 110 KB gzipped, the target for a phone on a
 * slow network; bench/slow-phone.mjs measures what it costs there), from the Vite build of apps/web. A page's first load is the entry script of dist/index.html with its modulepreloads,
 * plus, for a page split into a chunk of its own (routes.tsx `page(() => import(...))`), that chunk and
 * its static imports, found through dist/.vite/manifest.json. Sizes are gzip level 9 (the usual yardstick)
 * and brotli (what the server hands out, apps/web/vite-precompress.ts). Writes the "Public bundle size"
 * section of docs/benchmarks.md.
 *
 *   npx turbo run build --filter=@samity/web && npx tsx bench/bundle-size.mjs
 *
 * It also checks that no public first load carries a text of the member, admin or finance areas
 * (bench/area-phrases.mjs).
 *
 * Options (environment): BENCH_WRITE=0 prints without touching docs/benchmarks.md; BUDGET_KB (110).
 * Exits with 1 when a public page is over budget or carries such a text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lazyPageModules } from '../apps/web/vite-route-preloads.ts';
// The domain's one route table (TypeScript, hence run through tsx).
import { PUBLIC_ROUTES } from '../packages/domain/src/routes.ts';
import { areaPhrases, phrasesIn } from './area-phrases.mjs';
import { writeSection } from './benchmarks-doc.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
// WEB_DIST_DIR: a build written elsewhere (vite build --outDir), as the server takes it.
const dist = process.env.WEB_DIST_DIR ?? join(web, 'dist');
const budgetKb = Number(process.env.BUDGET_KB ?? 110);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}
const total = (files) =>
  [...files].reduce(
    (acc, f) => {
      const s = sizeOf(f);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The scripts the browser fetches before anything renders: the entry and its modulepreloads. */
function entryScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const files = new Set();
  for (const tag of tags) {
    const src = /\b(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1];
    if (src && (/type="module"/.test(tag) || /rel="modulepreload"/.test(tag))) files.add(src);
  }
  return files;
}

/** A manifest entry's JS file and every chunk it imports statically (the browser preloads them together). */
function closure(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const dep of entry.imports ?? []) closure(manifest, dep, into);
  return into;
}

/** '/Stocklist' -> its page module, read from the route table as the server's preloads read it. */
function lazyPages() {
  return lazyPageModules(readFileSync(join(web, 'src/app/routes.tsx'), 'utf8'));
}

function main() {
  if (!existsSync(join(dist, '.vite/manifest.json'))) {
    console.error(
      'apps/web/dist is missing or has no manifest: run `npx turbo run build --filter=@samity/web`.',
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = entryScripts();
  const entrySize = total(entry);
  const pages = lazyPages();
  const phrases = areaPhrases(web);
  const rows = PUBLIC_ROUTES.map((route) => {
    const files = new Set(entry);
    const module = pages.get(route);
    if (module) closure(manifest, module, files);
    const size = total(files);
    const code = [...files].map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    return {
      route,
      chunk: module ? manifest[module]?.file : '(in the entry)',
      size,
      over: size.gzip > budgetKb * 1024,
      leaked: phrasesIn(code, phrases),
    };
  });
  const publicFiles = new Set(
    rows.flatMap((r) => [...entry, ...(pages.get(r.route) ? closure(manifest, pages.get(r.route)) : [])]),
  );
  const onDemand = Object.values(manifest)
    .filter((m) => m.file.endsWith('.js') && !publicFiles.has(m.file))
    .map((m) => ({ file: m.file, size: sizeOf(m.file) }))
    .sort((a, b) => b.size.gzip - a.size.gzip);

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} from the production build of apps/web (Vite; budget: first-load`,
    `JavaScript of a public page at most ${budgetKb} KB gzipped). "First load" is the entry script`,
    "of index.html with its modulepreloads, plus the page's own chunk and its static imports. gzip is level 9;",
    'brotli (quality 11) is what the server actually sends, from the files the build writes beside each asset.',
    'KB here are 1,024 bytes (Vite prints kB of 1,000 bytes, so its figures read about 2 % higher).',
    '',
    'Command:',
    '',
    '```sh',
    'npx turbo run build --filter=@samity/web',
    'npx tsx bench/bundle-size.mjs',
    '```',
    '',
    '| page | own chunk | JS raw KB | JS gzip KB | JS brotli KB | within budget |',
    '| --- | --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${r.chunk ? `\`${posix.basename(r.chunk)}\`` : '-'} | ${kb(r.size.raw)} | ${kb(r.size.gzip)} | ${kb(r.size.brotli)} | ${r.over ? '**no**' : 'yes'} |`,
    ),
    '',
    `Entry alone (shell, English common and public texts, libraries): ${kb(entrySize.raw)} KB raw, ${kb(entrySize.gzip)} KB gzip, ${kb(entrySize.brotli)} KB brotli.`,
    '',
    rows.some((r) => r.leaked.length)
      ? `**Member, admin or finance text in a public first load:** ${rows
          .filter((r) => r.leaked.length)
          .map((r) => `\`${r.route}\` (${r.leaked.map((p) => `"${p}"`).join(', ')})`)
          .join('; ')}.`
      : `No public first load carries member, admin or finance text (${phrases.length} phrases of those areas checked, e.g. "Passwords do not match", "Monthly Contributions", "Income & Expenses", "Temporary password").`,
    '',
    'Loaded only on demand (never part of a public first load), largest first:',
    '',
    '| chunk | raw KB | gzip KB |',
    '| --- | ---: | ---: |',
    ...onDemand
      .slice(0, 12)
      .map((c) => `| \`${posix.basename(c.file)}\` | ${kb(c.size.raw)} | ${kb(c.size.gzip)} |`),
  ];
  const body = lines.join('\n');
  console.log(body);
  if (process.env.BENCH_WRITE !== '0')
    writeSection(join(root, 'docs/benchmarks.md'), 'Public bundle size', body);
  if (rows.some((r) => r.over || r.leaked.length)) process.exit(1);
}

main();
