import {
  CC_BANDS,
  type CcBand,
  readTaka,
  STOCK_PAGE_SIZE,
  STOCK_PRICE_BOUNDS,
  STOCK_PRICE_DEFAULT,
  STOCK_SORTS,
  STOCK_YEAR_BOUNDS,
  STOCK_YEAR_DEFAULT,
  type StockSort,
  TEXT_MAX_LENGTH,
  toAsciiDigits,
} from '@samity/domain';

/** The filter form as typed: text, so an emptied box and Bengali digits can be told apart and read. */
export interface StockForm {
  search: string;
  priceMin: string;
  priceMax: string;
  yearMin: string;
  yearMax: string;
  ccBand: CcBand | '';
  sort: StockSort | '';
}

/**
 * The form as the page opens: every box empty, which means the default range (shown as the box's hint), so a
 * Bengali page never shows "100000000" in a box and a visitor types only the bound they care about.
 */
export const DEFAULT_STOCK_FORM: StockForm = {
  search: '',
  priceMin: '',
  priceMax: '',
  yearMin: '',
  yearMax: '',
  ccBand: '',
  sort: '',
};

/** What the search procedure accepts (limit and offset are added per page). */
export interface StockQuery {
  search?: string;
  price_min: number;
  price_max: number;
  year_min: number;
  year_max: number;
  cc_band?: CcBand;
  sort?: StockSort;
  /** One dealer's cars (their member number), on the dealer's own page. */
  dealer?: string;
}

/** One page's input; key order matters, as it must equal STOCK_FIRST_PAGE_INPUT's for the preload to match. */
export function stockPageInput(query: StockQuery, offset: number) {
  return { ...query, limit: STOCK_PAGE_SIZE, offset };
}

/**
 * A whole number from a filter box: Bengali digits read as ASCII, grouping commas and spaces ignored.
 * An empty box, or one holding no whole number, falls back to the default. Values beyond the server's
 * outer bounds are pulled back in.
 */
export function readFilterNumber(
  text: string,
  fallback: number,
  bounds: { min: number; max: number },
): number {
  const cleaned = toAsciiDigits(text).replace(/[\s,]/g, '');
  if (!/^\d+$/.test(cleaned)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, Number(cleaned)));
}

/** The number boxes of the form. */
export type StockNumberBox = 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax';

/**
 * A price box's taka: what readTaka reads ("১৫ লাখ", "15 lakh", "1.5 crore", "১৩,৫০,০০০"), whole taka, pulled
 * inside the server's bounds; an empty box is the default; null when the box holds something that is not an
 * amount (the page says so beside the box and keeps its last results, rather than dropping the filter).
 */
export function readPriceBox(text: string, fallback: number): number | null {
  if (!text.trim()) return fallback;
  const taka = readTaka(text);
  if (taka === null) return null;
  return Math.min(STOCK_PRICE_BOUNDS.max, Math.max(STOCK_PRICE_BOUNDS.min, Math.floor(taka)));
}

/** A year box holds a whole number (in either script) or nothing. */
const yearReadable = (text: string) =>
  !text.trim() || /^\d+$/.test(toAsciiDigits(text).replace(/[\s,]/g, ''));

interface StockQueryResult {
  query: StockQuery;
  /** Set when a range is upside down or a box cannot be read; the page keeps its last results and says why. */
  invalid: { price: boolean; year: boolean; unreadable: StockNumberBox[] };
}

export function toStockQuery(form: StockForm): StockQueryResult {
  const priceMin = readPriceBox(form.priceMin, STOCK_PRICE_DEFAULT.min);
  const priceMax = readPriceBox(form.priceMax, STOCK_PRICE_DEFAULT.max);
  const unreadable: StockNumberBox[] = [];
  if (priceMin === null) unreadable.push('priceMin');
  if (priceMax === null) unreadable.push('priceMax');
  if (!yearReadable(form.yearMin)) unreadable.push('yearMin');
  if (!yearReadable(form.yearMax)) unreadable.push('yearMax');
  const query: StockQuery = {
    price_min: priceMin ?? STOCK_PRICE_DEFAULT.min,
    price_max: priceMax ?? STOCK_PRICE_DEFAULT.max,
    year_min: readFilterNumber(form.yearMin, STOCK_YEAR_DEFAULT.min, STOCK_YEAR_BOUNDS),
    year_max: readFilterNumber(form.yearMax, STOCK_YEAR_DEFAULT.max, STOCK_YEAR_BOUNDS),
  };
  const search = form.search.trim();
  if (search) query.search = search.slice(0, TEXT_MAX_LENGTH.search);
  if (form.ccBand) query.cc_band = form.ccBand;
  if (form.sort) query.sort = form.sort;
  return {
    query,
    invalid: {
      price: query.price_min > query.price_max,
      year: query.year_min > query.year_max,
      unreadable,
    },
  };
}

/** Whether the form can be searched as it stands. */
export const isSearchable = (invalid: StockQueryResult['invalid']) =>
  !invalid.price && !invalid.year && invalid.unreadable.length === 0;

/**
 * The search in the address (/Stocklist?q=toyota&price_max=1500000&sort=priceAsc): only what differs from
 * the defaults, numbers in ASCII digits, so Back from a car returns to the same results and a link opens them
 * on another phone (in its own language). Keys are the API's own names.
 */
export function addressOfQuery(query: StockQuery, lang?: string | null): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.price_min !== STOCK_PRICE_DEFAULT.min) params.set('price_min', String(query.price_min));
  if (query.price_max !== STOCK_PRICE_DEFAULT.max) params.set('price_max', String(query.price_max));
  if (query.year_min !== STOCK_YEAR_DEFAULT.min) params.set('year_min', String(query.year_min));
  if (query.year_max !== STOCK_YEAR_DEFAULT.max) params.set('year_max', String(query.year_max));
  if (query.cc_band) params.set('cc', query.cc_band);
  if (query.sort) params.set('sort', query.sort);
  // A link's language (?lang=bn in an SMS or a shared link) stays with it.
  if (lang === 'bn' || lang === 'en') params.set('lang', lang);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The form for an address's search, its numbers written as the page writes them (`show.amount`: prices in
 * lakh grouping, `show.digits`: years, both in the page's digits); anything the address holds that the form
 * cannot take is left at its default.
 */
export function formOfAddress(
  search: string,
  show: { amount: (n: number) => string; digits: (n: number) => string },
): StockForm {
  const params = new URLSearchParams(search);
  const number = (key: string, write: (n: number) => string) => {
    const text = params.get(key);
    return text && /^\d{1,10}$/.test(text) ? write(Number(text)) : '';
  };
  const cc = params.get('cc');
  const sort = params.get('sort');
  return {
    search: (params.get('q') ?? '').slice(0, TEXT_MAX_LENGTH.search),
    priceMin: number('price_min', show.amount),
    priceMax: number('price_max', show.amount),
    yearMin: number('year_min', show.digits),
    yearMax: number('year_max', show.digits),
    ccBand: (CC_BANDS as readonly string[]).includes(cc ?? '') ? (cc as CcBand) : '',
    sort: (STOCK_SORTS as readonly string[]).includes(sort ?? '') ? (sort as StockSort) : '',
  };
}

/**
 * The most pages of cards an address brings back (?page=20: the first 240 cars), so a doctored link cannot
 * make the page ask for the whole stock a page at a time.
 */
const ADDRESS_PAGES_MAX = 20;

/** How many pages of cards the address shows (?page=3: the first 36 cars); 1 when it names none it can read. */
export function pagesOfAddress(search: string): number {
  const text = new URLSearchParams(search).get('page') ?? '';
  return /^\d{1,3}$/.test(text) ? Math.min(ADDRESS_PAGES_MAX, Math.max(1, Number(text))) : 1;
}

/** The search's address without its page count, to tell a new search from more pages of the same one. */
export function withoutPages(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The search's address with how many pages are shown ("Show more cars" pressed twice: page=3), so Back from a
 * car, a reload or a shared link brings back as many cars as were on screen, and the browser can scroll back
 * to where the buyer was. One page is the default and is left out.
 */
export function withPages(address: string, pages: number): string {
  const shown = Math.min(ADDRESS_PAGES_MAX, pages);
  if (shown <= 1) return address;
  return `${address}${address ? '&' : '?'}page=${shown}`;
}
