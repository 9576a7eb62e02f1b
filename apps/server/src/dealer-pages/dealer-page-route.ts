import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealerPage } from '@samity/api';
import {
  AppError,
  DEALER_PAGE_PREFIX,
  DEALER_PAGE_ROUTE,
  dealerFirstScreenQueries,
  dealerSlug,
  memberNoOfDealerSlug,
  trpcQueryUrl,
} from '@samity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withHead } from '../car-pages/car-page-head';
import { LANGUAGE_VARY, requestLanguage } from '../car-pages/page-language';
import type { SiteOrigin } from '../car-pages/site-origin';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { pageHtmlFor } from '../plugins/route-preloads';
import { dealerHead, dealerMissingHead } from './dealer-page-head';

/**
 * A dealer's own address, /dealers/<member no>-<business>: the web app's shell with the dealer's head in it
 * (title, description, canonical, hreflang, Open Graph, JSON-LD AutoDealer), so link previews and crawlers
 * see the dealer. Other words after the right number move (301) to the canonical address; a former member
 * answers 410 and a number that is no member 404, both kept out of search indexes (the app says so).
 */
export function registerDealerPages(
  app: FastifyInstance,
  deps: { webDistDir: string; createContext: ApiContextFactory; origin: SiteOrigin },
): void {
  const indexPath = join(deps.webDistDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const shell = indexHtml ? pageHtmlFor(deps.webDistDir, indexHtml)(DEALER_PAGE_ROUTE) : null;

  ownRoute(
    app,
    'GET',
    DEALER_PAGE_ROUTE,
    async (request: FastifyRequest<{ Params: { dealer: string } }>, reply: FastifyReply) => {
      if (!shell)
        return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
      const { lang, asked } = requestLanguage(request);
      const send = (status: number, head: string) =>
        reply
          .code(status)
          .header('cache-control', 'no-cache')
          .header('vary', LANGUAGE_VARY)
          .type('text/html; charset=utf-8')
          .send(withHead(shell, head, lang));

      const memberNo = memberNoOfDealerSlug(request.params.dealer);
      if (!memberNo) return send(404, dealerMissingHead(lang));
      let page: Awaited<ReturnType<typeof dealerPage>>;
      try {
        page = await dealerPage(deps.createContext({ req: request, res: reply }), memberNo);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
          return send(404, dealerMissingHead(lang));
        throw error;
      }
      if (page.state === 'former') return send(410, dealerMissingHead(lang, page.business));
      const slug = dealerSlug(page.dealer);
      if (request.params.dealer !== slug) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .header('cache-control', 'public, max-age=3600')
          .redirect(`${DEALER_PAGE_PREFIX}${slug}${query}`, 301);
      }
      const path = `${DEALER_PAGE_PREFIX}${slug}`;
      // The dealer and the first page of their cars, fetched beside the page's code: the app asks for them
      // at these same addresses (unbatched), so on a slow phone they no longer wait for the scripts.
      const data = dealerFirstScreenQueries(page.dealer.member_no)
        .map(
          ({ procedure, input }) =>
            `<link rel="preload" as="fetch" crossorigin href="${trpcQueryUrl(procedure, input).replace(/&/g, '&amp;')}">`,
        )
        .join('');
      const head = dealerHead(page.dealer, {
        origin: deps.origin(request),
        path,
        lang,
        langInAddress: asked,
      });
      return send(200, `${head}${data}`);
    },
  );
}
