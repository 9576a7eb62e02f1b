import type { Db } from '@samity/db';
import { buyersPhone } from '../shared/dealer-phone.queries';

/** A member by number, with how many cars they have for sale now. */
export function findDealer(db: Db, memberNo: string) {
  return db
    .selectFrom('members as m')
    .select((eb) => [
      'm.id',
      'm.member_no',
      'm.name',
      'm.business',
      'm.address',
      buyersPhone,
      'm.status',
      'm.created_at',
      eb
        .selectFrom('stock_cars as s')
        .whereRef('s.member_id', '=', 'm.id')
        .where('s.sold_at', 'is', null)
        .select((count) => count.fn.countAll<string>().as('n'))
        .as('cars_for_sale'),
    ])
    .where('m.member_no', '=', memberNo)
    .executeTakeFirst();
}

/** The dealers of the sitemap: active members with at least one car for sale, at most `limit`. */
export function dealersWithCars(db: Db, limit: number) {
  return db
    .selectFrom('members as m')
    .select(['m.member_no', 'm.name', 'm.business'])
    .where('m.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('stock_cars as s')
          .select('s.id')
          .whereRef('s.member_id', '=', 'm.id')
          .where('s.sold_at', 'is', null),
      ),
    )
    .orderBy('m.member_no')
    .limit(limit)
    .execute();
}
