import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** '/Stocklist' -> 'src/features/public/stock/stock-page.tsx', read from the route table (`page(() => import(...))`). */
export function lazyPageModules(routesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  // A route with a parameter ('/Stocklist/:car') and a page loaded with its texts (pageWithTexts) count too.
  for (const m of routesSource.matchAll(
    /'(\/[A-Za-z/:]*)':\s*page(?:WithTexts)?\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  )) {
    const resolved = posix.normalize(posix.join('src/app', m[2]!));
    pages.set(m[1]!, /\.tsx?$/.test(resolved) ? resolved : `${resolved}.tsx`);
  }
  return pages;
}

/** Texts that are a module rather than a file per language: the vehicle vocabulary's Bengali names. */
const CODE_TEXTS: Record<string, string[]> = {
  vehicles: ['../../packages/domain/src/vehicle-names.ts'],
};

/**
 * '/Stocklist/:car' -> its texts' modules in both languages (src/i18n/{en,bn}/cars.json), for a page loaded
 * with its own texts (`pageWithTexts(() => import(...), (m) => m.CarPage, ['cars'])` in the public table,
 * `page(() => import(...), (m) => m.YearEndPage, ['yearend'])` in the area one): the router fetches
 * them only once the entry script has run, a round trip the page's first paint would otherwise wait for.
 * Both languages: the one the visitor reads is in the browser's storage, and each is a kilobyte or two.
 */
export function pageTextModules(routesSource: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const m of routesSource.matchAll(
    /'(\/[A-Za-z/:]*)':\s*page(?:WithTexts)?\(\s*\(\)\s*=>\s*import\('[^']+'\),\s*\(\w+\)\s*=>\s*[\w.]+,\s*\[([^\]]*)\]/g,
  )) {
    const namespaces = [...m[2]!.matchAll(/'([\w]+)'/g)].map((n) => n[1]!);
    texts.set(
      m[1]!,
      namespaces.flatMap((ns) => CODE_TEXTS[ns] ?? [`src/i18n/en/${ns}.json`, `src/i18n/bn/${ns}.json`]),
    );
  }
  return texts;
}

/**
 * 'member' -> the member layout's module and the namespaces it loads with it, read from the route table
 * (`layout(() => import('./layouts/member-layout'), (m) => ..., ['member', 'account', 'finance'])`).
 */
export function areaLayouts(routesSource: string): Map<string, { module: string; namespaces: string[] }> {
  const layouts = new Map<string, { module: string; namespaces: string[] }>();
  for (const m of routesSource.matchAll(/import\('\.\/layouts\/([\w]+)-layout'\)[^[]*\[([^\]]*)\]/g)) {
    const namespaces = [...m[2]!.matchAll(/'([\w]+)'/g)].map((n) => n[1]!);
    layouts.set(m[1]!, { module: `src/app/layouts/${m[1]}-layout.tsx`, namespaces });
  }
  return layouts;
}

const AREA_PAGES_MODULE = 'src/app/area-pages.tsx';

/**
 * For every page split into a chunk of its own, the chunk, the chunks it imports statically and their CSS,
 * written to dist/.vite/route-preloads.json. The server adds them to index.html as modulepreload and
 * stylesheet links for that route (apps/server/src/plugins/web-app.ts), so a phone fetches the page's code
 * together with the entry script instead of one round trip after it.
 * A member or admin page also needs the table of area pages (area-pages.tsx) and its area's layout with the
 * layout's English texts (English is every lookup's fallback, so it is loaded whatever the language): the
 * router would otherwise fetch them one after another (entry, layout and table, page, the page's imports).
 * The layouts are written under 'layout:<area>' ('layout:member', 'layout:admin'); the server, which knows
 * which paths belong to which area, adds them to those pages.
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'samity-route-preloads',
    apply: 'build',
    // After Vite's own generateBundle, which drops the JS chunks of CSS-only modules (e.g. a stylesheet
    // shared by two pages): listing one of those would make every visit preload a file that does not exist.
    generateBundle: { order: 'post', handler: writeRoutePreloads },
  };

  function writeRoutePreloads(this: Rollup.PluginContext, _options: unknown, bundle: Rollup.OutputBundle) {
    const routesSource = readFileSync(posix.join(root, 'src/app/routes.tsx'), 'utf8');
    const publicPages = lazyPageModules(routesSource);
    const areaSource = readFileSync(posix.join(root, AREA_PAGES_MODULE), 'utf8');
    const areaPages = lazyPageModules(areaSource);
    // Every page of the area table must be read: one the pattern missed would load its code a round trip late.
    const listed = areaSource.match(/'\/[A-Za-z]+':\s*page\(/g)?.length ?? 0;
    if (listed !== areaPages.size)
      this.error(`route-preloads: read ${areaPages.size} of the ${listed} pages in ${AREA_PAGES_MODULE}`);
    const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
    // A module's chunk, by the modules it holds: a chunk that also holds dynamically imported modules (a page
    // and the on-demand parts Rollup put beside it) has no facade module to find it by.
    const byModule = new Map(
      chunks.flatMap((c) => c.moduleIds.map((id): [string, OutputChunk] => [posix.relative(root, id), c])),
    );
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    // Only files the build writes (a chunk Vite removed may still be named in another's imports).
    const written = (file: string) => file in bundle;
    /** The chunks of these modules with everything they import statically, and their CSS. */
    const filesOf = (modules: string[]) => {
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (c: OutputChunk) => {
        if (c.isEntry || js.has(c.fileName)) return;
        js.add(c.fileName);
        for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
        for (const dep of c.imports) {
          const next = byFile.get(dep);
          if (next) visit(next);
        }
      };
      for (const module of modules) {
        const chunk = byModule.get(module);
        if (chunk) visit(chunk);
      }
      return {
        js: [...js].filter(written).map((f) => `/${f}`),
        css: [...css].filter(written).map((f) => `/${f}`),
      };
    };
    const preloads: Record<string, { js: string[]; css: string[] }> = {};
    const publicTexts = pageTextModules(routesSource);
    for (const [route, module] of publicPages)
      if (byModule.has(module)) preloads[route] = filesOf([module, ...(publicTexts.get(route) ?? [])]);
    const areaTexts = pageTextModules(areaSource);
    for (const [route, module] of areaPages)
      if (byModule.has(module))
        preloads[route] = filesOf([AREA_PAGES_MODULE, module, ...(areaTexts.get(route) ?? [])]);
    for (const [area, { module, namespaces }] of areaLayouts(routesSource))
      preloads[`layout:${area}`] = filesOf([module, ...namespaces.map((ns) => `src/i18n/en/${ns}.json`)]);
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOADS_FILE,
      source: JSON.stringify(preloads, null, 1),
    });
  }
}
