import type { Db } from '@samity/db';
import { CC_BAND_RANGES, type CcBand, type StockSort } from '@samity/domain';
import { sql } from 'kysely';
import { buyersPhone } from '../shared/dealer-phone.queries';
import {
  carSearchText,
  likePattern,
  memberSearchText,
  similarCarText,
  vehicleQueryMatch,
} from '../shared/search.queries';
import { carPicturesSql } from './member-stock.queries';

export interface StockFilter {
  search?: string;
  pricePoisha: { min: number; max: number };
  year: { min: number; max: number };
  ccBand?: CcBand;
  /** Only the cars of the dealer with this member number (the dealer's page). */
  dealerNo?: string;
}

const carColumns = [
  'id',
  'brand',
  'model',
  'model_year',
  'reg_year',
  'cc',
  'color',
  'mileage',
  'asking_price_poisha',
  'pic',
  'member_id',
] as const;
const dealerColumns = ['m.member_no', 'm.name', 'm.business', 'm.address', buyersPhone] as const;

/** The whole public stock (unsold cars) with each car's dealer and pictures, newest listing first (GET /api/stocks without parameters). */
export function listAllStockCars(db: Db) {
  return (
    db
      .selectFrom('stock_cars as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      // Only active members' cars are for sale: a deceased member's dealership is closed.
      .where('m.status', '=', 'active')
      // A sold car stays in its member's list only.
      .where('s.sold_at', 'is', null)
      .select(carColumns.map((c) => `s.${c}` as const))
      .select(dealerColumns)
      .select((eb) => carPicturesSql(eb.ref('s.id'), eb.ref('s.pic')).as('pics'))
      .orderBy('s.id', 'desc')
      .execute()
  );
}

export type StockCarRow = Awaited<ReturnType<typeof listAllStockCars>>[number];

const orderings: Record<
  StockSort | 'newest',
  [column: 'asking_price_poisha' | 'model_year' | null, 'asc' | 'desc']
> = {
  priceAsc: ['asking_price_poisha', 'asc'],
  priceDesc: ['asking_price_poisha', 'desc'],
  yearAsc: ['model_year', 'asc'],
  yearDesc: ['model_year', 'desc'],
  newest: [null, 'desc'],
};

/**
 * One page of the filtered stock, `limit` rows from `offset`; filtering, ordering and paging all run in SQL.
 * Returned unexecuted so tests can EXPLAIN it (searchStockCars runs it).
 *
 * Shaped for the planner (checked at 100k cars by public-stocks-plan.test.ts):
 * - the page is chosen from stock_cars alone and only its rows are joined to their dealers;
 * - each sort is an index order (the price and year indexes end in id, the tie-break, so a descending sort
 *   is a backward scan), so a page stops after `limit` matching rows;
 * - the search is brand/model (trigram index on stock_cars) OR a dealer whose no/name/business matches
 *   (trigram index on members, then stock_cars_member_idx through `= ANY(ARRAY(...))`), which PostgreSQL can
 *   combine with a BitmapOr; a plain join or `IN (subquery)` under OR could use neither index;
 * - sold cars are few next to those for sale, so `sold_at IS NULL` is a filter on the index scan;
 * - deceased dealers are few, so excluding them is a hashed NOT IN rather than a join.
 */
export function stockSearchQuery(
  db: Db,
  filter: StockFilter,
  sort: StockSort | undefined,
  page: { limit: number; offset: number },
) {
  const cars = filteredCars(db, filter).select(carColumns);
  const [column, direction] = orderings[sort ?? 'newest'];
  const pageOfCars = (column ? cars.orderBy(column, direction) : cars)
    .orderBy('id', direction)
    .limit(page.limit)
    .offset(page.offset);

  let query = db
    .selectFrom(pageOfCars.as('s'))
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(carColumns.map((c) => `s.${c}` as const))
    .select(dealerColumns)
    .select((eb) => carPicturesSql(eb.ref('s.id'), eb.ref('s.pic')).as('pics'));
  // The join does not keep the page's order, so it is stated again (on `limit` rows only).
  if (column) query = query.orderBy(`s.${column}`, direction);
  return query.orderBy('s.id', direction);
}

/** The stock_cars rows a filter matches (the same for a page and for the count). */
function filteredCars(db: Db, filter: StockFilter) {
  let cars = db
    .selectFrom('stock_cars')
    .where('asking_price_poisha', '>=', filter.pricePoisha.min)
    .where('asking_price_poisha', '<=', filter.pricePoisha.max)
    .where('model_year', '>=', filter.year.min)
    .where('model_year', '<=', filter.year.max)
    .where('sold_at', 'is', null)
    .where('member_id', 'not in', (eb) =>
      eb.selectFrom('members').select('members.id').where('members.status', '=', 'deceased'),
    );

  if (filter.ccBand) {
    const band = CC_BAND_RANGES[filter.ccBand];
    cars = cars.where('cc', '>=', band.min);
    if (band.max !== null) cars = cars.where('cc', '<=', band.max);
  }

  if (filter.dealerNo) {
    const dealerNo = filter.dealerNo;
    cars = cars.where('member_id', 'in', (eb) =>
      eb.selectFrom('members').select('members.id').where('members.member_no', '=', dealerNo),
    );
  }

  if (filter.search) {
    const search = filter.search;
    const dealers = (text: string) =>
      sql<
        number[]
      >`ARRAY(${db.selectFrom('members').select('members.id').where(memberSearchText, 'ilike', likePattern(text))})`;
    cars = cars.where((eb) => {
      // As typed (brand and model, or the dealer), with a slip (trigrams), or read through the vocabulary.
      const ways = [
        eb(carSearchText, 'ilike', likePattern(search)),
        eb('member_id', '=', sql<number>`ANY(${dealers(search)})`),
        similarCarText(search),
        vehicleQueryMatch(eb, search, dealers),
      ];
      return eb.or(ways.filter((way) => way !== null));
    });
  }

  return cars;
}

/** How many cars the filter matches in all (the page says "N cars match"). */
export async function countStockCars(db: Db, filter: StockFilter): Promise<number> {
  const row = await filteredCars(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function searchStockCars(...args: Parameters<typeof stockSearchQuery>): Promise<StockCarRow[]> {
  return stockSearchQuery(...args).execute();
}
