import {
  AppError,
  bodyTypeOf,
  type CarPage,
  dhakaDay,
  type FairPrice,
  modelsOfBody,
  PRICE_HINT,
  PRICE_HINT_BASES,
  type PriceHintBasis,
  type PublicStockCar,
  poishaToTaka,
  priceBandOf,
  priceHintFrom,
  type SitemapCar,
} from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { verifiedDealers } from '../verification/verification.service';
import {
  type CarPageRow,
  findCarForPage,
  findRemovedCar,
  listSitemapCars,
  type PriceCandidateFilter,
  priceCandidates,
  similarCarsFor,
} from './car-pages.queries';
import { readPriceHintWait } from './price-hint-settings.service';

/**
 * A sitemap file holds at most 50,000 addresses (and 50 MB; 49,000 car addresses are about 7 MB); the public
 * pages take a few of them. So the answer is bounded: at most this many cars, one query, whatever the stock.
 * At the limit the newest listings are kept and the oldest left out of the sitemap (they are still reached
 * through /Stocklist and were in earlier sitemaps, so crawlers know them); going beyond it would need a
 * sitemap index of several files. The society's stock is a few thousand cars.
 */
export const SITEMAP_MAX_CARS = 49_000;

type PublicRow = Omit<CarPageRow, 'sold_at' | 'updated_at' | 'dealer_status' | 'dealer_id'>;

function toPublicCar({ asking_price_poisha, ...row }: PublicRow): PublicStockCar {
  return { ...row, asking_price: poishaToTaka(asking_price_poisha) };
}

const carNotFound = () => new AppError('NOT_FOUND', 'cars.notFound', 'No car has this address.');

/**
 * What a car's page shows: the car for sale with its price hint, or, for a car sold, removed by its
 * member or offered by a dealer who no longer trades (a deceased member), that it is gone and similar cars
 * for sale. An id that never was a car is refused (404).
 */
export async function carPage(ctx: ServiceContext, id: number): Promise<CarPage> {
  const row = await findCarForPage(ctx.db, id);
  if (row && row.sold_at === null && row.dealer_status === 'active') {
    const { sold_at: _sold, updated_at, dealer_status: _status, dealer_id, ...car } = row;
    // The verified badge, as on the stock's cards (services/verification).
    const verified = await verifiedDealers(ctx, [dealer_id]);
    return {
      state: 'forSale',
      car: {
        ...toPublicCar(car),
        verify_path: verified.get(dealer_id) ?? null,
        verified_on: verified.has(dealer_id) ? dhakaDay(ctx.now()).day : null,
      },
      fair_price: await fairPriceOf(ctx, row),
      updated_at: new Date(updated_at).toISOString(),
    };
  }
  const gone = row ?? (await findRemovedCar(ctx.db, id));
  if (!gone) throw carNotFound();
  const similar = await similarCarsFor(ctx.db, gone);
  // The similar cars carry their dealers' badges too, read for all of them at once.
  const verified = await verifiedDealers(
    ctx,
    similar.map((row) => row.dealer_id),
  );
  return {
    state: 'gone',
    brand: gone.brand,
    model: gone.model,
    model_year: gone.model_year,
    similar: similar.map(({ dealer_id, ...row }) => ({
      ...toPublicCar(row),
      verify_path: verified.get(dealer_id) ?? null,
      verified_on: verified.has(dealer_id) ? dhakaDay(ctx.now()).day : null,
    })),
  };
}

/** What the database is asked for on each basis, or null when the basis cannot apply (a model of no known body). */
function candidateFilter(car: CarPageRow, basis: PriceHintBasis): PriceCandidateFilter | null {
  if (basis === 'model') return { basis, brand: car.brand, model: car.model };
  if (basis === 'brandBody') {
    const body = bodyTypeOf(car.model);
    return body ? { basis, brand: car.brand, models: modelsOfBody(body) } : null;
  }
  const band = priceBandOf(car.asking_price_poisha);
  return { basis, fromPoisha: band.from, toPoisha: band.to };
}

/**
 * The price hint: the first basis (same model, then brand and body, then price band) on which enough other
 * dealers list comparable cars; the rule is the domain's (price-hint.ts), the database gathers candidates.
 */
async function fairPriceOf(ctx: ServiceContext, car: CarPageRow): Promise<FairPrice | null> {
  const now = ctx.now();
  // The wait is the admins' setting (stock_settings), read with the page (its write drops the cached pages).
  const minListedDays = await readPriceHintWait(ctx.db);
  const window = {
    yearSpan: PRICE_HINT.yearSpan,
    listedBefore: new Date(now.getTime() - minListedDays * 86_400_000),
    perDealer: PRICE_HINT.carsPerDealer,
  };
  for (const basis of PRICE_HINT_BASES) {
    const filter = candidateFilter(car, basis);
    if (!filter) continue;
    const candidates = await priceCandidates(ctx.db, car, filter, window);
    const hint = priceHintFrom(car, basis, candidates, now, minListedDays);
    if (!hint) continue;
    const band = filter.basis === 'priceBand' ? filter : null;
    return {
      basis,
      comparables: hint.cars,
      dealers: hint.dealers,
      low: poishaToTaka(hint.low_poisha),
      high: poishaToTaka(hint.high_poisha),
      year_min: car.model_year - PRICE_HINT.yearSpan,
      year_max: car.model_year + PRICE_HINT.yearSpan,
      body: basis === 'brandBody' ? bodyTypeOf(car.model) : null,
      band_low: band ? poishaToTaka(band.fromPoisha) : null,
      band_high: band?.toPoisha ? poishaToTaka(band.toPoisha) : null,
    };
  }
  return null;
}

/** The cars for sale for the sitemap (SITEMAP_MAX_CARS at most), with when each listing last changed. */
export async function sitemapCars(ctx: ServiceContext): Promise<SitemapCar[]> {
  const rows = await listSitemapCars(ctx.db, SITEMAP_MAX_CARS);
  // Listed oldest first, as a reader of the file expects.
  return rows.reverse().map((row) => ({ ...row, updated_at: new Date(row.updated_at).toISOString() }));
}
