import type { Db } from '@samity/db';
import { CC_BAND_RANGES, type CcBand, type StockSort } from '@samity/domain';
import { sql } from 'kysely';
import { likePattern } from '../members/members.queries';

export interface StockFilter {
  search?: string;
  pricePoisha: { min: number; max: number };
  year: { min: number; max: number };
  ccBand?: CcBand;
}

/** Cars with their dealer; only active members' cars are for sale (a deceased member's dealership is closed). */
function carsWithDealer(db: Db) {
  return db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('m.status', '=', 'active')
    .select([
      's.id',
      's.brand',
      's.model',
      's.model_year',
      's.reg_year',
      's.cc',
      's.color',
      's.mileage',
      's.asking_price_poisha',
      's.pic',
      'm.member_no',
      'm.name',
      'm.business',
      'm.address',
      'm.phone',
    ]);
}

export type StockCarRow = Awaited<ReturnType<ReturnType<typeof carsWithDealer>['execute']>>[number];

/** The whole public stock, newest listing first (GET /api/stocks without parameters). */
export function listAllStockCars(db: Db): Promise<StockCarRow[]> {
  return carsWithDealer(db).orderBy('s.id', 'desc').execute();
}

/**
 * One page of the filtered stock, `limit` rows from `offset`. Filtering, ordering and paging all run in SQL.
 * Each sort is an index order (price and year indexes carry id, the tie-break, so a desc sort is a backward
 * scan); the search is written as two trigram-indexed lookups (brand/model on stock_cars, dealer no/name/
 * business on members) joined by UNION, because an OR across the two tables could use neither index.
 */
export function searchStockCars(
  db: Db,
  filter: StockFilter,
  sort: StockSort | undefined,
  page: { limit: number; offset: number },
): Promise<StockCarRow[]> {
  let query = carsWithDealer(db)
    .where('s.asking_price_poisha', '>=', filter.pricePoisha.min)
    .where('s.asking_price_poisha', '<=', filter.pricePoisha.max)
    .where('s.model_year', '>=', filter.year.min)
    .where('s.model_year', '<=', filter.year.max);

  if (filter.ccBand) {
    const band = CC_BAND_RANGES[filter.ccBand];
    query = query.where('s.cc', '>=', band.min);
    if (band.max !== null) query = query.where('s.cc', '<=', band.max);
  }

  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where('s.id', 'in', (eb) =>
      eb
        .selectFrom('stock_cars')
        .select('stock_cars.id')
        .where(sql<string>`brand || ' ' || model`, 'ilike', pattern)
        .unionAll(
          eb
            .selectFrom('stock_cars')
            .select('stock_cars.id')
            .where('stock_cars.member_id', 'in', (inner) =>
              inner
                .selectFrom('members')
                .select('members.id')
                .where(sql<string>`member_no || ' ' || name || ' ' || business`, 'ilike', pattern),
            ),
        ),
    );
  }

  switch (sort) {
    case 'priceAsc':
      query = query.orderBy('s.asking_price_poisha', 'asc').orderBy('s.id', 'asc');
      break;
    case 'priceDesc':
      query = query.orderBy('s.asking_price_poisha', 'desc').orderBy('s.id', 'desc');
      break;
    case 'yearAsc':
      query = query.orderBy('s.model_year', 'asc').orderBy('s.id', 'asc');
      break;
    case 'yearDesc':
      query = query.orderBy('s.model_year', 'desc').orderBy('s.id', 'desc');
      break;
    default:
      query = query.orderBy('s.id', 'desc');
  }

  return query.limit(page.limit).offset(page.offset).execute();
}
