import {
  type CcBand,
  STOCK_PAGE_SIZE,
  STOCK_PRICE_BOUNDS,
  STOCK_PRICE_DEFAULT,
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

/** The form as the page opens: the search defaults written in the boxes. */
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

interface StockQueryResult {
  query: StockQuery;
  /** Set when a range is upside down; the page keeps its last results and says why. */
  invalid: { price: boolean; year: boolean };
}

export function toStockQuery(form: StockForm): StockQueryResult {
  const query: StockQuery = {
    price_min: readFilterNumber(form.priceMin, STOCK_PRICE_DEFAULT.min, STOCK_PRICE_BOUNDS),
    price_max: readFilterNumber(form.priceMax, STOCK_PRICE_DEFAULT.max, STOCK_PRICE_BOUNDS),
    year_min: readFilterNumber(form.yearMin, STOCK_YEAR_DEFAULT.min, STOCK_YEAR_BOUNDS),
    year_max: readFilterNumber(form.yearMax, STOCK_YEAR_DEFAULT.max, STOCK_YEAR_BOUNDS),
  };
  const search = form.search.trim();
  if (search) query.search = search.slice(0, TEXT_MAX_LENGTH.search);
  if (form.ccBand) query.cc_band = form.ccBand;
  if (form.sort) query.sort = form.sort;
  return {
    query,
    invalid: { price: query.price_min > query.price_max, year: query.year_min > query.year_max },
  };
}
