import type { Db } from '@samity/db';
import { type Expression, sql } from 'kysely';

/**
 * Every picture of a car, cover first, as a JSON array; a car without picture rows (none are written
 * without them) still shows its cover.
 */
export function carPicturesSql(carId: Expression<number>, cover: Expression<string>) {
  return sql<string[]>`coalesce(
    (SELECT json_agg(p.url ORDER BY p.position) FROM stock_car_pictures p WHERE p.car_id = ${carId}),
    json_build_array(${cover})
  )`;
}

const memberCarColumns = [
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
  's.member_id',
  's.sold_at',
  'm.member_no',
] as const;

function memberCars(db: Db) {
  return db
    .selectFrom('stock_cars as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(memberCarColumns)
    .select((eb) => carPicturesSql(eb.ref('s.id'), eb.ref('s.pic')).as('pics'));
}

export type MemberCarRow = NonNullable<Awaited<ReturnType<typeof findCar>>>;

/** The member's cars, sold ones included, newest listing first. */
export function listMemberCars(db: Db, memberId: number) {
  return memberCars(db).where('s.member_id', '=', memberId).orderBy('s.id', 'desc').execute();
}

export function findCar(db: Db, id: number) {
  return memberCars(db).where('s.id', '=', id).executeTakeFirst();
}

export interface NewCar {
  memberId: number;
  brand: string;
  model: string;
  modelYear: number;
  regYear: number;
  cc: number;
  color: string;
  mileage: number;
  askingPricePoisha: number;
  pics: string[];
  at: Date;
}

/** Inserts the car (cover copied to stock_cars.pic) and its pictures in order. */
export async function insertCar(db: Db, car: NewCar): Promise<number> {
  const row = await db
    .insertInto('stock_cars')
    .values({
      member_id: car.memberId,
      brand: car.brand,
      model: car.model,
      model_year: car.modelYear,
      reg_year: car.regYear,
      cc: car.cc,
      color: car.color,
      mileage: car.mileage,
      asking_price_poisha: car.askingPricePoisha,
      pic: car.pics[0] as string,
      created_at: car.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stock_car_pictures')
    .values(car.pics.map((url, position) => ({ car_id: row.id, url, position })))
    .execute();
  return row.id;
}

export async function markCarSold(db: Db, car: { id: number; memberId: number }, at: Date): Promise<void> {
  await db
    .updateTable('stock_cars')
    .set({ sold_at: at })
    .where('id', '=', car.id)
    .where('member_id', '=', car.memberId)
    .where('sold_at', 'is', null)
    .execute();
}

/** Deletes the car; its picture rows go with it (ON DELETE CASCADE). */
export async function deleteCar(db: Db, car: { id: number; memberId: number }): Promise<void> {
  await db.deleteFrom('stock_cars').where('id', '=', car.id).where('member_id', '=', car.memberId).execute();
}
