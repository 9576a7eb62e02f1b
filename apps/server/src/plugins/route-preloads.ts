import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_ROUTES,
  DATED_FIRST_SCREEN_QUERIES,
  FIRST_SCREEN_QUERIES,
  MEMBER_ROUTES,
  trpcQueryUrl,
} from '@samity/domain';

/**
 * Written by the web build (apps/web/vite-route-preloads.ts): per route, its chunk's JS and CSS files, and
 * under 'layout:member' and 'layout:admin' what every page of that area needs first (its layout and texts).
 */
const PRELOADS_FILE = '.vite/route-preloads.json';

type Preloads = Record<string, { js?: unknown; css?: unknown }>;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const asset = (value: unknown): value is string =>
  typeof value === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(value);

/**
 * index.html as each page should be sent: for a page split into a chunk of its own, the chunk's scripts
 * as modulepreload links and its styles as preloads, so the browser fetches them together with the
 * entry script instead of discovering them only after it has run; pages listed in FIRST_SCREEN_QUERIES also
 * get their first data preloaded (for member and admin pages, their layout's session check). A member or admin
 * page also gets its area's layout and texts. Other pages (or an old build without the file) get index.html
 * unchanged. Only plain asset paths are accepted from the file.
 */
export function pageHtmlFor(
  webDistDir: string,
  indexHtml: string,
): (path: string, search?: string, now?: number) => string {
  const file = join(webDistDir, PRELOADS_FILE);
  const preloads: Preloads = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const pages = new Map<string, string>();
  const routes = new Set(
    [...Object.keys(preloads), ...Object.keys(FIRST_SCREEN_QUERIES)].filter((r) => r.startsWith('/')),
  );
  const area = (route: string) =>
    (MEMBER_ROUTES as readonly string[]).includes(route)
      ? preloads['layout:member']
      : (ADMIN_ROUTES as readonly string[]).includes(route)
        ? preloads['layout:admin']
        : undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value : []).filter(asset);
  for (const route of routes) {
    // The layout's files first: the router needs them before the page's.
    const parts = [area(route), preloads[route]];
    const scripts = [...new Set(parts.flatMap((part) => list(part?.js)))];
    const styles = [...new Set(parts.flatMap((part) => list(part?.css)))];
    const query = FIRST_SCREEN_QUERIES[route];
    const links = [
      // The page's first data, fetched alongside its code; the page's own request then reuses it.
      ...(query ? [fetchPreload(trpcQueryUrl(query.procedure, query.input))] : []),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      // Preloaded, not linked: the page's chunk applies its styles itself, so they never block the first paint.
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ].join('');
    if (links && indexHtml.includes('</head>'))
      pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return (path, search = '', now = Date.now()) => {
    const html = pages.get(path) ?? indexHtml;
    const dated = DATED_FIRST_SCREEN_QUERIES[path];
    if (!dated || new URLSearchParams(search).has('month') || !html.includes('</head>')) return html;
    const { procedure, input } = dated(now);
    return html.replace('</head>', `${fetchPreload(trpcQueryUrl(procedure, input))}</head>`);
  };
}

const fetchPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;
