import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { carPage } from '@samity/api';
import {
  AppError,
  CAR_PAGE_PREFIX,
  CAR_PAGE_ROUTE,
  carIdOfSlug,
  carSlug,
  trpcQueryUrl,
} from '@samity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { pageHtmlFor } from '../plugins/route-preloads';
import { carForSaleHead, carMissingHead, withHead } from './car-page-head';
import { carFirstContent, readFirstContent, withFirstContent } from './first-content';
import { LANGUAGE_VARY, requestLanguage } from './page-language';
import type { SiteOrigin } from './site-origin';

/**
 * A car's own address, /Stocklist/<id>-<brand>-<model>-<year>: the web app's shell with the car's head
 * already in it (title, description, canonical, hreflang, Open Graph, Twitter, schema.org Car + Offer), so
 * link previews and crawlers that run no JavaScript see the car. The right id under another slug moves
 * (301) to the canonical address; a sold or removed car answers 410 and an address that never was a car
 * 404, both with the shell (the app says so and offers similar cars) and kept out of search indexes.
 */
export function registerCarPages(
  app: FastifyInstance,
  deps: { webDistDir: string; createContext: ApiContextFactory; origin: SiteOrigin },
): void {
  const indexPath = join(deps.webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  // The car page's chunk and styles as preloads, as for every other page (the build keys them by the route).
  const shell = indexHtml ? pageHtmlFor(deps.webDistDir, indexHtml)(CAR_PAGE_ROUTE) : null;
  // The texts of the car's first screen, written into the page (first-content.ts).
  const firstContent = readFirstContent(deps.webDistDir);

  const answer = async (request: FastifyRequest<{ Params: { car: string } }>, reply: FastifyReply) => {
    if (!shell)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    const { lang, asked } = requestLanguage(request);
    const send = (status: number, head: string, content?: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('vary', LANGUAGE_VARY)
        .type('text/html; charset=utf-8')
        .send(
          withHead(
            content && firstContent
              ? withFirstContent(shell, content, firstContent.header[lang].other)
              : shell,
            head,
            lang,
          ),
        );

    const id = carIdOfSlug(request.params.car);
    if (id === undefined) return send(404, carMissingHead('notFound', lang));
    let page: Awaited<ReturnType<typeof carPage>>;
    try {
      page = await carPage(deps.createContext({ req: request, res: reply }), id);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return send(404, carMissingHead('notFound', lang));
      throw error;
    }
    const parts = page.state === 'forSale' ? page.car : { ...page, id };
    const slug = carSlug(parts);
    if (request.params.car !== slug || !request.url.startsWith(CAR_PAGE_PREFIX))
      return redirect(reply, request, slug);
    if (page.state === 'gone') return send(410, carMissingHead('gone', lang));
    const path = `${CAR_PAGE_PREFIX}${slug}`;
    const head = carForSaleHead(page, { origin: deps.origin(request), path, lang, langInAddress: asked });
    // The page's data, fetched beside its code: the app asks for it at this same address (unbatched).
    const data = `<link rel="preload" as="fetch" crossorigin href="${trpcQueryUrl('public.carPages.get', { id }).replace(/&/g, '&amp;')}">`;
    // The car's name, price and cover in the HTML itself: painted before the scripts have run.
    return send(
      200,
      `${head}${data}`,
      firstContent ? carFirstContent(page, firstContent.car[lang], lang) : undefined,
    );
  };
  ownRoute(app, 'GET', CAR_PAGE_ROUTE, answer);
  // The address in any other letter case (/stocklist/12-toyota-axio-2016, typed, or copied from a message
  // that lower-cased it) reaches the car too, with one 301 to the canonical address (prefix and slug), as
  // fixed pages are found in any case (canonicalAppPath in plugins/web-app.ts). The router compares case.
  ownRoute(app, 'GET', `/:list(^${anyCase(CAR_PAGE_PREFIX.slice(1, -1))}$)/:car`, answer);
}

/** A route pattern for a word in any letter case ("ab" -> "[Aa][Bb]"). */
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join('');

function redirect(reply: FastifyReply, request: FastifyRequest, slug: string) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return reply
    .header('cache-control', 'public, max-age=3600')
    .redirect(`${CAR_PAGE_PREFIX}${slug}${query}`, 301);
}
