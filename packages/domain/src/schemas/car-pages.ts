import { z } from 'zod';
import { queryInt } from './fields';
import { ZPublicStockCar } from './stock';

export const ZCarPageInput = z.object({
  id: queryInt(1, Number.MAX_SAFE_INTEGER).describe(
    'The car id (the number an address /Stocklist/<id>-... starts with)',
  ),
});
export type CarPageInput = z.infer<typeof ZCarPageInput>;

export const FAIR_PRICE_POSITIONS = ['below', 'within', 'above'] as const;

/** The asking prices of comparable cars (listed now or before) and where this car's price falls. */
export const ZFairPrice = z.object({
  comparables: z.number().int().describe('How many comparable cars the range is computed from'),
  year_min: z.number().int(),
  year_max: z.number().int(),
  low: z.number().describe('25th percentile of their asking prices, in taka'),
  high: z.number().describe('75th percentile of their asking prices, in taka'),
  position: z.enum(FAIR_PRICE_POSITIONS).describe("Where this car's asking price falls against the range"),
});
export type FairPrice = z.infer<typeof ZFairPrice>;

export const ZCarPage = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('forSale'),
    car: ZPublicStockCar,
    fair_price: ZFairPrice.nullable().describe('Null with fewer than 5 comparable cars'),
    updated_at: z.string().describe('When the listing last changed (ISO 8601)'),
  }),
  z.object({
    state: z.literal('gone').describe('Sold, removed, or its dealer no longer trades'),
    brand: z.string(),
    model: z.string(),
    model_year: z.number().int(),
    similar: z
      .array(ZPublicStockCar)
      .describe('Up to 4 cars for sale of the same brand, nearest model first'),
  }),
]);
export type CarPage = z.infer<typeof ZCarPage>;

/** A car of the sitemap: its address parts and when its listing last changed. */
export const ZSitemapCar = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  model_year: z.number().int(),
  updated_at: z.string(),
});
export type SitemapCar = z.infer<typeof ZSitemapCar>;
