import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** '/Stocklist' -> 'src/features/public/stock/stock-page.tsx', read from the route table (`page(() => import(...))`). */
export function lazyPageModules(routesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const m of routesSource.matchAll(/'(\/[A-Za-z]*)':\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const resolved = posix.normalize(posix.join('src/app', m[2]!));
    pages.set(m[1]!, /\.tsx?$/.test(resolved) ? resolved : `${resolved}.tsx`);
  }
  return pages;
}

/**
 * For every page split into a chunk of its own, the chunk, the chunks it imports statically and their CSS,
 * written to dist/.vite/route-preloads.json. The server adds them to index.html as modulepreload and
 * stylesheet links for that route (apps/server/src/plugins/web-app.ts), so a phone fetches the page's code
 * together with the entry script instead of one round trip after it.
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
    const pages = lazyPageModules(readFileSync(posix.join(root, 'src/app/routes.tsx'), 'utf8'));
    const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
    const byModule = new Map(
      chunks.filter((c) => c.facadeModuleId).map((c) => [posix.relative(root, c.facadeModuleId!), c]),
    );
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const preloads: Record<string, { js: string[]; css: string[] }> = {};
    for (const [route, module] of pages) {
      const chunk = byModule.get(module);
      if (!chunk) continue;
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
      visit(chunk);
      // Only files the build writes (a chunk Vite removed may still be named in another's imports).
      const written = (file: string) => file in bundle;
      preloads[route] = {
        js: [...js].filter(written).map((f) => `/${f}`),
        css: [...css].filter(written).map((f) => `/${f}`),
      };
    }
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOADS_FILE,
      source: JSON.stringify(preloads, null, 1),
    });
  }
}
