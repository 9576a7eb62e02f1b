import {
  type PublicStockCar,
  poishaToTaka,
  type StockSearchQuery,
  type StockSearchResult,
  takaToPoisha,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { countStockCars, listAllStockCars, type StockCarRow, searchStockCars } from './stock.queries';

/** The API speaks taka: the stored poisha are converted exactly at this boundary. */
function toPublicCar({ asking_price_poisha, member_id: _dealerId, ...row }: StockCarRow): PublicStockCar {
  return { ...row, asking_price: poishaToTaka(asking_price_poisha) };
}

export async function allStockCars(ctx: ServiceContext): Promise<PublicStockCar[]> {
  return (await listAllStockCars(ctx.db)).map(toPublicCar);
}

/**
 * A page of the filtered stock and the count of every matching car; one row beyond the page is read to
 * tell whether another page follows.
 */
export async function findStockCars(
  ctx: ServiceContext,
  input: StockSearchQuery,
): Promise<StockSearchResult> {
  const filter = {
    search: input.search || undefined,
    pricePoisha: { min: takaToPoisha(input.price_min), max: takaToPoisha(input.price_max) },
    year: { min: input.year_min, max: input.year_max },
    ccBand: input.cc_band,
  };
  const [rows, total] = await Promise.all([
    searchStockCars(ctx.db, filter, input.sort, { limit: input.limit + 1, offset: input.offset }),
    countStockCars(ctx.db, filter),
  ]);
  return {
    entries: rows.slice(0, input.limit).map(toPublicCar),
    hasMore: rows.length > input.limit,
    total,
  };
}
