import { MEMBERS_PAGE_SIZE, STOCK_PRICE_DEFAULT, STOCK_YEAR_DEFAULT } from './constants';

/**
 * The data the busiest public pages show first, shared by the web page (which asks for it) and the server
 * (which tells the browser to fetch it together with the page: a <link rel="preload" as="fetch"> in
 * index.html), so on a slow phone connection the data no longer waits for the JavaScript to arrive.
 * The browser reuses the preloaded response only when the page's request has exactly the same address:
 * both sides build it with firstScreenUrl, and the page sends it unbatched (tRPC httpLink).
 */
export const STOCK_FIRST_PAGE_INPUT = {
  price_min: STOCK_PRICE_DEFAULT.min,
  price_max: STOCK_PRICE_DEFAULT.max,
  year_min: STOCK_YEAR_DEFAULT.min,
  year_max: STOCK_YEAR_DEFAULT.max,
  limit: 12,
  offset: 0,
} as const;

export const MEMBERS_FIRST_PAGE_INPUT = { limit: MEMBERS_PAGE_SIZE, offset: 0 } as const;

export const FIRST_SCREEN_QUERIES: Readonly<Record<string, { procedure: string; input: object }>> = {
  '/Stocklist': { procedure: 'public.stock.search', input: STOCK_FIRST_PAGE_INPUT },
  '/ActiveMembers': { procedure: 'public.members.list', input: MEMBERS_FIRST_PAGE_INPUT },
};

/** The address tRPC's httpLink requests for a query (GET /trpc/<procedure>?input=<JSON>). */
export function trpcQueryUrl(procedure: string, input: object): string {
  return `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
}
