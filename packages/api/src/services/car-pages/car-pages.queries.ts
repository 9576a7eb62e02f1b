import type { Db } from '@samity/db';
import { FAIR_PRICE_YEAR_SPAN, SIMILAR_CARS_LIMIT } from '@samity/domain';
import { sql } from 'kysely';
import { buyersPhone } from '../shared/dealer-phone.queries';
import { carPicturesSql } from '../stock/member-stock.queries';

const pageColumns = [
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
] as const;
const dealerColumns = ['m.member_no', 'm.name', 'm.business', 'm.address', buyersPhone] as const;

/** One car with its dealer and pictures, sold or not (the service decides what the page says). */
export function findCarForPage(db: Db, id: number) {
  return db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('s.id', '=', id)
    .select(pageColumns)
    .select(dealerColumns)
    .select(['s.sold_at', 's.updated_at', 'm.status as dealer_status', 's.member_id as dealer_id'])
    .select((eb) => carPicturesSql(eb.ref('s.id'), eb.ref('s.pic')).as('pics'))
    .executeTakeFirst();
}

export type CarPageRow = NonNullable<Awaited<ReturnType<typeof findCarForPage>>>;

/** A car its member deleted (the trigger of migration 2026-11-26T0800 keeps them). */
export function findRemovedCar(db: Db, id: number) {
  return db
    .selectFrom('removed_stock_cars')
    .where('id', '=', id)
    .select(['id', 'brand', 'model', 'model_year'])
    .executeTakeFirst();
}

/** Comparable cars: same brand and model (any letter case), model year within the span, any other car. */
function comparableCars(db: Db, car: { id: number; brand: string; model: string; model_year: number }) {
  return db
    .selectFrom('stock_cars')
    .where(sql<string>`lower(brand)`, '=', car.brand.toLowerCase())
    .where(sql<string>`lower(model)`, '=', car.model.toLowerCase())
    .where('model_year', '>=', car.model_year - FAIR_PRICE_YEAR_SPAN)
    .where('model_year', '<=', car.model_year + FAIR_PRICE_YEAR_SPAN)
    .where('id', '<>', car.id);
}

/**
 * The count of comparable cars listed now or before (sold ones too: what such cars were offered at) and
 * the 25th and 75th percentiles of their asking prices, interpolated (percentile_cont) and rounded to
 * whole poisha; computed by the database over every row, never from a page of them.
 */
export async function comparablePrices(
  db: Db,
  car: { id: number; brand: string; model: string; model_year: number },
) {
  const row = await comparableCars(db, car)
    .select([
      sql<string>`count(*)`.as('comparables'),
      sql<string | null>`round(percentile_cont(0.25) WITHIN GROUP (ORDER BY asking_price_poisha))`.as('low'),
      sql<string | null>`round(percentile_cont(0.75) WITHIN GROUP (ORDER BY asking_price_poisha))`.as('high'),
    ])
    .executeTakeFirstOrThrow();
  return {
    comparables: Number(row.comparables),
    lowPoisha: row.low === null ? null : Number(row.low),
    highPoisha: row.high === null ? null : Number(row.high),
  };
}

/**
 * Cars for sale like a gone one: same brand, the same model first, then the nearest model year, newest
 * listing first; active dealers only.
 */
export function similarCarsFor(
  db: Db,
  car: { id: number; brand: string; model: string; model_year: number },
) {
  return db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('m.status', '=', 'active')
    .where('s.sold_at', 'is', null)
    .where('s.id', '<>', car.id)
    .where(sql<string>`lower(s.brand)`, '=', car.brand.toLowerCase())
    .select(pageColumns)
    .select(dealerColumns)
    .select('s.member_id as dealer_id')
    .select((eb) => carPicturesSql(eb.ref('s.id'), eb.ref('s.pic')).as('pics'))
    .orderBy(sql`lower(s.model) = ${car.model.toLowerCase()}`, 'desc')
    .orderBy(sql`abs(s.model_year - ${car.model_year})`)
    .orderBy('s.id', 'desc')
    .limit(SIMILAR_CARS_LIMIT)
    .execute();
}

/** Every car for sale (unsold, active dealer) with when it last changed, by id; at most `limit`. */
/** The newest `limit` cars for sale (highest ids first). */
export function listSitemapCars(db: Db, limit: number) {
  return db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('m.status', '=', 'active')
    .where('s.sold_at', 'is', null)
    .select(['s.id', 's.brand', 's.model', 's.model_year', 's.updated_at'])
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}
