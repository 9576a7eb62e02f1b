import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalAppPath, robotsTxt } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFirstContent, withFirstContent } from '../car-pages/first-content';
import { LANGUAGE_VARY, requestLanguage, withLanguage } from '../car-pages/page-language';
import { notFound, sendError } from './error-answers';
import { pageHtmlFor } from './route-preloads';

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never cached.
 * Every page route of the site answers index.html with 200, in any letter case (/stocklist: the app then moves
 * to /Stocklist, and the page's preloads are the canonical page's); any other page path answers it with 404 so
 * the SPA shows its not-found page and crawlers see the right status.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  origin?: (request: FastifyRequest) => string,
): Promise<void> {
  const indexPath = join(webDistDir, 'index.html');
  const built = existsSync(indexPath);
  if (!built) app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve the site');
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : null;
  const pageHtml = indexHtml ? pageHtmlFor(webDistDir, indexHtml) : null;
  const firstContent = built ? readFirstContent(webDistDir) : null;

  // Derived from the route tables (packages/domain), so a new private page is never left crawlable.
  const robots = robotsTxt();
  // The sitemap's absolute address (car-pages/sitemap-route.ts), as robots.txt requires.
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(origin ? `${robots}Sitemap: ${origin(request)}/sitemap.xml\n` : robots),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Served above from the route tables; an old build's copy must not collide with that route.
      globIgnore: ['robots.txt'],
      // The web build writes .br and .gz beside each asset (apps/web/vite-precompress.ts): serve those.
      preCompressed: true,
      cacheControl: false, // set below: our policy, not the plugin's default
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${join(webDistDir, 'assets')}`);
        // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p));
    if (!wantsPage) return sendError(request, reply, notFound());
    if (!pageHtml)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    const page = canonicalAppPath(path);
    const html = pageHtml(page ?? path, request.url.split('?')[1]);
    // Every page is sent in the visitor's language (car-pages/page-language.ts): the app's first render reads
    // it from <html lang>. The home page's hero is the same for every visitor: written into the page in that
    // language, it is painted before the scripts have run (car-pages/first-content.ts). Only at the canonical
    // address: /HOME would paint the hero and then move to /.
    const { lang } = requestLanguage(request);
    const written =
      path === '/' && firstContent
        ? withFirstContent(html, firstContent.home[lang], firstContent.header[lang].home)
        : html;
    return reply
      .code(page ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', LANGUAGE_VARY)
      .type('text/html; charset=utf-8')
      .send(withLanguage(written, lang));
  });
}
