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
import { hasAtMostTwoDecimals } from '../money';
import { queryInt, refusedWhen, zText } from './fields';
import { zImageUrl, zMoment, zOwnMemberNo, zRecordId } from './member-fields';

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
  verify_path: z
    .string()
    .nullable()
    .optional()
    .describe(
      "The dealer's verification page (/verify/<token>) when they are a member in good standing, else null: the verified badge",
    ),
  verified_on: z
    .string()
    .nullable()
    .optional()
    .describe('The Dhaka date (YYYY-MM-DD) the good standing behind verify_path was checked, else null'),
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
    search: zText({ max: TEXT_MAX_LENGTH.search, digits: true })
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
    dealer: zText({ max: TEXT_MAX_LENGTH.memberNo, digits: true })
      .optional()
      .describe("Only this dealer's cars (their member number), as on the dealer's own page"),
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
  })
  .meta(
    refusedWhen(
      '`price_min` is above `price_max` (each as given or by its default)',
      '`year_min` is after `year_max` (each as given or by its default)',
    ),
  );
export type StockSearchInput = z.input<typeof ZStockSearchInput>;
export type StockSearchQuery = z.output<typeof ZStockSearchInput>;

/** One page of cars; hasMore tells whether another page follows, total how many cars match in all. */
export const ZStockSearchResult = z.object({
  entries: z.array(ZPublicStockCar),
  hasMore: z.boolean(),
  total: z.number().int().describe('How many cars match the filters in all'),
  suggestion: z
    .object({ brand: z.string(), model: z.string().nullable() })
    .nullable()
    .optional()
    .describe('When a search finds nothing: the known car name nearest to it (English names), else null'),
});
export type StockSearchResult = z.infer<typeof ZStockSearchResult>;

// ---- The member's own stock ----

/** Pictures per car: the first is the cover (`pic`). */
export const CAR_PICTURES_MAX = 6;

/** A car of the member's own stock, sold ones included (sold_at set: no longer in the public stock). */
export const ZMemberStockCar = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  model_year: z.number().int(),
  reg_year: z.number().int(),
  cc: z.number().int(),
  color: z.string(),
  mileage: z.number().int(),
  asking_price: z.number().describe('Taka'),
  pic: z.string().describe('The cover picture (the first of pics)'),
  pics: z.array(z.string()).describe('Every picture, cover first'),
  member_no: z.string(),
  sold_at: zMoment.nullable(),
});
export type MemberStockCar = z.infer<typeof ZMemberStockCar>;

export const ZMemberStockListInput = z.object({ member_no: zOwnMemberNo });

const required = (label: string, max: number) =>
  zText({ max, required: `${label} is required`, tooLong: `${label} must be at most ${max} characters` });

const year = (label: string) => queryInt(1950, 2100).describe(`${label} (1950 to 2100)`);

/** The Add car form: every field required, 1 to 6 pictures (or `pic` alone, the original one-picture shape). */
export const ZStockUploadInput = z
  .object({
    member_no: zOwnMemberNo,
    brand: required('Brand', 60),
    model: required('Model', 60),
    model_year: year('Model year'),
    reg_year: year('Registration year'),
    cc: queryInt(50, 10_000).describe('Engine size in cc (50 to 10000)'),
    color: required('Color', 40),
    mileage: queryInt(0, 10_000_000).describe('Kilometres'),
    asking_price: z
      .number()
      .positive('Asking price must be above 0')
      .max(STOCK_PRICE_BOUNDS.max, `Asking price must be at most ${STOCK_PRICE_BOUNDS.max}`)
      .refine(hasAtMostTwoDecimals, 'Asking price has at most two decimals')
      .meta({ description: 'Taka', multipleOf: 0.01 }),
    pics: z
      .array(zImageUrl)
      .min(1, 'Add a picture')
      .max(CAR_PICTURES_MAX, `At most ${CAR_PICTURES_MAX} pictures`)
      .optional()
      .describe('Picture addresses from POST /api/uploads; the first is the cover'),
    pic: zImageUrl.optional().describe('One picture (when pics is not given)'),
  })
  .refine((car) => car.pics !== undefined || car.pic !== undefined, {
    message: 'Add a picture',
    path: ['pics'],
  })
  .transform(({ pic, pics, ...car }) => ({ ...car, pics: [...new Set(pics ?? [pic as string])] }))
  .meta({ anyOf: [{ required: ['pics'] }, { required: ['pic'] }] });
export type StockUpload = z.output<typeof ZStockUploadInput>;

export const ZStockCarIdInput = z.object({ id: zRecordId.describe('The car') });
