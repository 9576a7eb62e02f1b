import { z } from 'zod';
import { BODY_TYPES, PRICE_HINT_BASES, PRICE_HINT_WAIT } from '../price-hint';
import { queryInt } from './fields';
import { ZPublicStockCar } from './stock';

export const ZCarPageInput = z.object({
  id: queryInt(1, Number.MAX_SAFE_INTEGER).describe(
    'The car id (the number an address /Stocklist/<id>-... starts with)',
  ),
});
export type CarPageInput = z.infer<typeof ZCarPageInput>;

/**
 * The price hint: what other dealers usually list cars like this one at, and what that is based on (the rule:
 * price-hint.ts). Amounts in taka.
 */
export const ZFairPrice = z.object({
  basis: z
    .enum(PRICE_HINT_BASES)
    .describe(
      'model: same brand and model; brandBody: same brand and body type; priceBand: any car in the same price band; all within the model years given',
    ),
  comparables: z.number().int().describe('How many cars the range is based on'),
  dealers: z.number().int().describe('How many dealers those cars are from (each counts once)'),
  low: z.number().describe('The low end of the usual asking price, in taka'),
  high: z.number().describe('The high end of the usual asking price, in taka'),
  year_min: z.number().int(),
  year_max: z.number().int(),
  body: z.enum(BODY_TYPES).nullable().describe('The body type compared with (basis brandBody)'),
  band_low: z.number().nullable().describe('The price band compared within, in taka (basis priceBand)'),
  band_high: z.number().nullable().describe('Its top, in taka; null for the top band'),
});
export type FairPrice = z.infer<typeof ZFairPrice>;

export const ZCarPage = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('forSale'),
    car: ZPublicStockCar,
    fair_price: ZFairPrice.nullable().describe('Null when too few other dealers list comparable cars'),
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

/** The price hint's one setting (stock_settings): the days a car is listed before its price counts. */
export const ZPriceHintSettings = z.object({
  min_listed_days: z
    .number()
    .int()
    .min(PRICE_HINT_WAIT.minDays)
    .max(PRICE_HINT_WAIT.maxDays)
    .describe(
      `Days a car must have been listed (and unsold) before its price counts for other cars' price hints, ${PRICE_HINT_WAIT.minDays}-${PRICE_HINT_WAIT.maxDays}`,
    ),
});
export type PriceHintSettings = z.infer<typeof ZPriceHintSettings>;
