import { type CcBand, STOCK_PRICE_DEFAULT, STOCK_YEAR_DEFAULT, type StockSort } from '@samity/domain';

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

/** The form as the page opens: the defaults of spec §5 written in the boxes. */
export const DEFAULT_STOCK_FORM: StockForm = {
  search: '',
  priceMin: String(STOCK_PRICE_DEFAULT.min),
  priceMax: String(STOCK_PRICE_DEFAULT.max),
  yearMin: String(STOCK_YEAR_DEFAULT.min),
  yearMax: String(STOCK_YEAR_DEFAULT.max),
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
}

/** Cars per request (the server's STOCK_PAGE_SIZE, whose module carries zod and so stays out of here). */
export const STOCK_PAGE_SIZE = 12;

/** One page's input; key order matters, as it must equal STOCK_FIRST_PAGE_INPUT's for the preload to match. */
export function stockPageInput(query: StockQuery, offset: number) {
  return { ...query, limit: STOCK_PAGE_SIZE, offset };
}

/** The server's outer bounds (packages/domain schemas/stock.ts): values beyond them are pulled back in. */
const PRICE_BOUNDS = { min: 0, max: 1_000_000_000 };
const YEAR_BOUNDS = { min: 1950, max: 2100 };

/**
 * A whole number from a filter box: Bengali digits read as ASCII, grouping commas and spaces ignored.
 * An empty box, or one holding no whole number, falls back to the default (spec §5).
 */
export function readFilterNumber(
  text: string,
  fallback: number,
  bounds: { min: number; max: number },
): number {
  const cleaned = text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[\s,]/g, '');
  if (!/^\d+$/.test(cleaned)) return fallback;
  return Math.min(bounds.max, Math.max(bounds.min, Number(cleaned)));
}

export interface StockQueryResult {
  query: StockQuery;
  /** Set when a range is upside down; the page keeps its last results and says why. */
  invalid: { price: boolean; year: boolean };
}

export function toStockQuery(form: StockForm): StockQueryResult {
  const query: StockQuery = {
    price_min: readFilterNumber(form.priceMin, STOCK_PRICE_DEFAULT.min, PRICE_BOUNDS),
    price_max: readFilterNumber(form.priceMax, STOCK_PRICE_DEFAULT.max, PRICE_BOUNDS),
    year_min: readFilterNumber(form.yearMin, STOCK_YEAR_DEFAULT.min, YEAR_BOUNDS),
    year_max: readFilterNumber(form.yearMax, STOCK_YEAR_DEFAULT.max, YEAR_BOUNDS),
  };
  const search = form.search.trim();
  if (search) query.search = search.slice(0, 100);
  if (form.ccBand) query.cc_band = form.ccBand;
  if (form.sort) query.sort = form.sort;
  return {
    query,
    invalid: { price: query.price_min > query.price_max, year: query.year_min > query.year_max },
  };
}
