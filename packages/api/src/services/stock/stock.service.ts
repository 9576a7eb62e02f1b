import {
  dhakaDay,
  type PublicStockCar,
  poishaToTaka,
  readVehicleQuery,
  type StockSearchQuery,
  type StockSearchResult,
  suggestVehicleName,
  takaToPoisha,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { verifiedDealers } from '../verification/verification.service';
import { countStockCars, listAllStockCars, type StockCarRow, searchStockCars } from './stock.queries';

/** The API speaks taka: the stored poisha are converted exactly at this boundary. */
function toPublicCar(
  { asking_price_poisha, member_id, ...row }: StockCarRow,
  verified: Map<number, string>,
  checkedOn: string,
): PublicStockCar {
  return {
    ...row,
    asking_price: poishaToTaka(asking_price_poisha),
    verify_path: verified.get(member_id) ?? null,
    verified_on: verified.has(member_id) ? checkedOn : null,
  };
}

/** The cars with their dealers' verified badges, read for all the cars' dealers at once. */
async function toPublicCars(ctx: ServiceContext, rows: StockCarRow[]): Promise<PublicStockCar[]> {
  const verified = await verifiedDealers(
    ctx,
    rows.map((row) => row.member_id),
  );
  // The badge says when the standing was checked: now, as this answer is made (a cached answer keeps its day).
  const checkedOn = dhakaDay(ctx.now()).day;
  return rows.map((row) => toPublicCar(row, verified, checkedOn));
}

export async function allStockCars(ctx: ServiceContext): Promise<PublicStockCar[]> {
  return toPublicCars(ctx, await listAllStockCars(ctx.db));
}

/**
 * The known name a search that found nothing was nearest to ("Did you mean Toyota Axio?"); none when the
 * search already named exactly that (it found nothing for its other filters, not for a slip).
 */
function nearestOtherName(search: string): StockSearchResult['suggestion'] {
  const near = suggestVehicleName(search);
  if (!near) return null;
  const read = readVehicleQuery(search);
  const named = near.model ? read.models.includes(near.model) : read.brands.includes(near.brand);
  return named ? null : near;
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
    dealerNo: input.dealer || undefined,
  };
  const [rows, total] = await Promise.all([
    searchStockCars(ctx.db, filter, input.sort, { limit: input.limit + 1, offset: input.offset }),
    countStockCars(ctx.db, filter),
  ]);
  return {
    entries: await toPublicCars(ctx, rows.slice(0, input.limit)),
    hasMore: rows.length > input.limit,
    total,
    ...(filter.search ? { suggestion: total === 0 ? nearestOtherName(filter.search) : null } : {}),
  };
}
