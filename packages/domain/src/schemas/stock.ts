import { z } from 'zod';
import {
  CC_BANDS,
  LIST_LIMIT_MAX,
  LIST_OFFSET_MAX,
  STOCK_PAGE_SIZE,
  STOCK_PRICE_BOUNDS,
  STOCK_PRICE_DEFAULT,
  STOCK_SORTS,
  STOCK_YEAR_BOUNDS,
  STOCK_YEAR_DEFAULT,
  TEXT_MAX_LENGTH,
} from '../constants';
import { queryInt, zText } from './fields';

/**
 * A car of the public stock list with its dealer's name, business and address, and the dealer's
 * phone for the detail view's contact. asking_price is in taka.
 */
export const ZPublicStockCar = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  model_year: z.number().int(),
  reg_year: z.number().int(),
  cc: z.number().int(),
  color: z.string(),
  mileage: z.number().int(),
  asking_price: z.number(),
  pic: z.string().describe('The cover picture'),
  pics: z.array(z.string()).describe('Every picture of the car, cover first'),
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type PublicStockCar = z.infer<typeof ZPublicStockCar>;

/**
 * A whole-number query parameter with a default. An empty value ('' from an emptied filter box or
 * `?price_min=`) falls back to the default; the REST facade reads query text into numbers first.
 */
const filterInt = (min: number, max: number, fallback: number) =>
  z
    .union([z.literal(''), queryInt(min, max)], {
      error: `Must be a whole number from ${min} to ${max}`,
    })
    .optional()
    .transform((value) => (value === '' || value === undefined ? fallback : value));

export const ZStockSearchInput = z
  .object({
    search: zText({ max: TEXT_MAX_LENGTH.search })
      .optional()
      .describe('Substring of brand, model, dealer name, business or member no; blank means no search'),
    price_min: filterInt(STOCK_PRICE_BOUNDS.min, STOCK_PRICE_BOUNDS.max, STOCK_PRICE_DEFAULT.min).describe(
      `Lowest asking price in taka (default ${STOCK_PRICE_DEFAULT.min})`,
    ),
    price_max: filterInt(STOCK_PRICE_BOUNDS.min, STOCK_PRICE_BOUNDS.max, STOCK_PRICE_DEFAULT.max).describe(
      `Highest asking price in taka (default ${STOCK_PRICE_DEFAULT.max})`,
    ),
    year_min: filterInt(STOCK_YEAR_BOUNDS.min, STOCK_YEAR_BOUNDS.max, STOCK_YEAR_DEFAULT.min).describe(
      `Earliest model year (default ${STOCK_YEAR_DEFAULT.min})`,
    ),
    year_max: filterInt(STOCK_YEAR_BOUNDS.min, STOCK_YEAR_BOUNDS.max, STOCK_YEAR_DEFAULT.max).describe(
      `Latest model year (default ${STOCK_YEAR_DEFAULT.max})`,
    ),
    cc_band: z.enum(CC_BANDS).optional().describe('Engine size band'),
    sort: z.enum(STOCK_SORTS).optional().describe('Order; without it the newest listings come first'),
    limit: queryInt(1, LIST_LIMIT_MAX).default(STOCK_PAGE_SIZE),
    offset: queryInt(0, LIST_OFFSET_MAX).default(0),
  })
  .refine((v) => v.price_min <= v.price_max, {
    message: 'price_min must not be above price_max',
    path: ['price_min'],
  })
  .refine((v) => v.year_min <= v.year_max, {
    message: 'year_min must not be after year_max',
    path: ['year_min'],
  });
export type StockSearchInput = z.input<typeof ZStockSearchInput>;
export type StockSearchQuery = z.output<typeof ZStockSearchInput>;

/** One page of cars; hasMore tells whether another page follows, total how many cars match in all. */
export const ZStockSearchResult = z.object({
  items: z.array(ZPublicStockCar),
  hasMore: z.boolean(),
  total: z.number().int().describe('How many cars match the filters in all'),
});
export type StockSearchResult = z.infer<typeof ZStockSearchResult>;
