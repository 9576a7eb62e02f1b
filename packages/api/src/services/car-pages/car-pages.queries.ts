import type { Db } from '@samity/db';
import { SIMILAR_CARS_LIMIT } from '@samity/domain';
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

/** What a basis of the price hint asks the database for (the domain's rule checks each car again). */
export type PriceCandidateFilter =
  | { basis: 'model'; brand: string; model: string }
  | { basis: 'brandBody'; brand: string; models: string[] }
  | { basis: 'priceBand'; fromPoisha: number; toPoisha: number | null };

/**
 * The price hint's candidates for one basis: other dealers' cars (sold ones too: what such cars were listed
 * at) of the model years around this car's, listed before `listedBefore`, at most `perDealer` of each dealer
 * (their newest), so one dealer's flood of listings fills only its own share of the rows.
 */
export async function priceCandidates(
  db: Db,
  car: { id: number; dealer_id: number; model_year: number },
  filter: PriceCandidateFilter,
  window: { yearSpan: number; listedBefore: Date; perDealer: number },
) {
  const ranked = db
    .selectFrom('stock_cars')
    .where('id', '<>', car.id)
    .where('member_id', '<>', car.dealer_id)
    .where('model_year', '>=', car.model_year - window.yearSpan)
    .where('model_year', '<=', car.model_year + window.yearSpan)
    .where('created_at', '<=', window.listedBefore)
    .where((eb) => {
      if (filter.basis === 'model')
        return eb.and([
          eb(sql<string>`lower(brand)`, '=', filter.brand.toLowerCase()),
          eb(sql<string>`lower(model)`, '=', filter.model.toLowerCase()),
        ]);
      if (filter.basis === 'brandBody')
        return eb.and([
          eb(sql<string>`lower(brand)`, '=', filter.brand.toLowerCase()),
          eb(sql<string>`lower(model)`, 'in', filter.models.length ? filter.models : ['']),
        ]);
      const from = eb('asking_price_poisha', '>=', filter.fromPoisha);
      return filter.toPoisha === null
        ? from
        : eb.and([from, eb('asking_price_poisha', '<', filter.toPoisha)]);
    })
    .select([
      'id',
      'member_id as dealer_id',
      'brand',
      'model',
      'model_year',
      'mileage',
      'asking_price_poisha',
      'created_at',
      'sold_at',
      sql<number>`row_number() OVER (PARTITION BY member_id ORDER BY created_at DESC, id DESC)`.as('nth'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('c'))
    .where('c.nth', '<=', window.perDealer)
    .select([
      'id',
      'dealer_id',
      'brand',
      'model',
      'model_year',
      'mileage',
      'asking_price_poisha',
      'created_at',
      'sold_at',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at),
    sold_at: row.sold_at === null ? null : new Date(row.sold_at),
  }));
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
