import { MEMBERS_PAGE_SIZE, STOCK_PRICE_DEFAULT, STOCK_YEAR_DEFAULT } from './constants';
import { monthInDhaka, monthLabel } from './months';
import { ADMIN_ROUTES, MEMBER_ROUTES } from './routes';

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

/**
 * The session checks the member and admin layouts make before any page of theirs renders (no input). Every
 * page of those areas waits for its layout's check, so on a phone the check is asked with the page's code
 * instead of after it: the layouts send it unbatched, as the preloaded address expects.
 */
export const MEMBER_SESSION_QUERY = { procedure: 'auth.member.me' } as const;
export const ADMIN_SESSION_QUERY = { procedure: 'auth.admin.checkRemembered' } as const;

type FirstScreenQuery = { procedure: string; input?: object };

export const FIRST_SCREEN_QUERIES: Readonly<Record<string, FirstScreenQuery>> = {
  '/Stocklist': { procedure: 'public.stock.search', input: STOCK_FIRST_PAGE_INPUT },
  '/ActiveMembers': { procedure: 'public.members.list', input: MEMBERS_FIRST_PAGE_INPUT },
  ...Object.fromEntries(MEMBER_ROUTES.map((path) => [path, MEMBER_SESSION_QUERY])),
  ...Object.fromEntries(ADMIN_ROUTES.map((path) => [path, ADMIN_SESSION_QUERY])),
};

/**
 * What a dealer's own page asks for first: the dealer, and the first page of their cars (the stock's default
 * search narrowed to the dealer, as the page's stock section asks for it). The server preloads both with the
 * page, so a buyer on a slow phone sees the dealer and the cars without waiting for the scripts first.
 */
export function dealerFirstScreenQueries(memberNo: string): FirstScreenQuery[] {
  const { limit, offset, ...defaults } = STOCK_FIRST_PAGE_INPUT;
  return [
    { procedure: 'public.dealerPages.get', input: { member_no: memberNo } },
    { procedure: 'public.stock.search', input: { ...defaults, dealer: memberNo, limit, offset } },
  ];
}

/** Rows of the month's book a page shows on /FinancialMonthly. */
export const MONTH_BOOK_PAGE_SIZE = 25;

/** The month's book as /FinancialMonthly first asks for it: the current month in Dhaka, its first page. */
export function monthBookFirstPageInput(now: number) {
  return { month: monthLabel(monthInDhaka(now)), unpaid: false, limit: MONTH_BOOK_PAGE_SIZE, offset: 0 };
}

/**
 * First-screen data whose address depends on the day, built for each request of the page: the month's book
 * (asked for once the finance admin's session check has answered, so one round trip less before it shows).
 * Not when the address names a month of its own (?month=...): that page asks for another book.
 */
export const DATED_FIRST_SCREEN_QUERIES: Readonly<Record<string, (now: number) => FirstScreenQuery>> = {
  '/FinancialMonthly': (now) => ({ procedure: 'finance.monthly.list', input: monthBookFirstPageInput(now) }),
};

/**
 * The address tRPC's httpLink requests for a query: GET /trpc/<procedure>?input=<JSON>, without the input
 * parameter when the query takes none.
 */
export function trpcQueryUrl(procedure: string, input?: object): string {
  const base = `/trpc/${procedure}`;
  return input === undefined ? base : `${base}?input=${encodeURIComponent(JSON.stringify(input))}`;
}
