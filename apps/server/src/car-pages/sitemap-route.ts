import { sitemapCars, sitemapDealers } from '@samity/api';
import { carPath, dealerPath, PUBLIC_ROUTES } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import type { SiteOrigin } from './site-origin';

/**
 * Public pages worth a search result: every public page but the two login pages and the comparison (empty
 * without the cars a buyer chose; the cars themselves are listed below).
 */
const SITEMAP_PAGES = PUBLIC_ROUTES.filter(
  (path) => path !== '/AdminLogin' && path !== '/MemberLogin' && path !== '/compare',
);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * /sitemap.xml: the public pages, every dealer with a car for sale and every car for sale with when its listing last changed, read from the
 * database at each request, so a car listed or sold is in or out of the next answer without a restart.
 * Bounded: at most SITEMAP_MAX_CARS cars, the newest (services/car-pages says what happens at the limit).
 */
export function registerSitemap(
  app: FastifyInstance,
  deps: { createContext: ApiContextFactory; origin: SiteOrigin },
): void {
  ownRoute(app, 'GET', '/sitemap.xml', async (request, reply) => {
    const origin = deps.origin(request);
    const ctx = deps.createContext({ req: request, res: reply });
    const [cars, dealers] = await Promise.all([sitemapCars(ctx), sitemapDealers(ctx)]);
    const url = (path: string, lastmod?: string) =>
      `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((path) => url(path)),
      ...dealers.map((dealer) => url(dealerPath(dealer))),
      ...cars.map((car) => url(carPath(car), car.updated_at)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(body);
  });
}
