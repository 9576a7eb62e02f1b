import { describe, expect, it } from 'vitest';
import { createMember, createTestCaller, useTestDb } from '../src/testing';

const handle = useTestDb();
const caller = () => createTestCaller(handle);

let n = 0;
/** A car of a brand the demo seed never uses, so the similar cars are exactly this test's. */
async function addCar(
  memberId: number,
  car: { brand?: string; model?: string; model_year: number; price: number; sold?: boolean },
) {
  n += 1;
  const row = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: memberId,
      brand: car.brand ?? 'Probe',
      model: car.model ?? 'Alpha',
      model_year: car.model_year,
      reg_year: car.model_year + 1,
      cc: 1500,
      color: 'White',
      mileage: 40_000 + n,
      asking_price_poisha: car.price * 100,
      pic: `/uploads/demo/car-${n}.svg`,
      sold_at: car.sold ? '2026-11-01T00:00:00Z' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// The price hint of a car for sale: public-price-hint.test.ts.

describe('public.carPages.get: cars that are gone', () => {
  it('says a sold car is gone and offers cars for sale of the same brand, the same model first', async () => {
    const dealer = await createMember(handle.db);
    const sold = await addCar(dealer.id, {
      brand: 'Gonebrand',
      model: 'X',
      model_year: 2015,
      price: 1,
      sold: true,
    });
    const sameModel = await addCar(dealer.id, { brand: 'Gonebrand', model: 'X', model_year: 2010, price: 2 });
    const otherModel = await addCar(dealer.id, {
      brand: 'Gonebrand',
      model: 'Y',
      model_year: 2015,
      price: 3,
    });
    await addCar(dealer.id, { brand: 'Gonebrand', model: 'X', model_year: 2015, price: 4, sold: true });
    const page = await caller().public.carPages.get({ id: sold });
    expect(page).toMatchObject({ state: 'gone', brand: 'Gonebrand', model: 'X', model_year: 2015 });
    expect(page.state === 'gone' && page.similar.map((c) => c.id)).toEqual([sameModel, otherModel]);
  });

  it('says a removed car is gone (the database remembers it) and an unknown id is not found', async () => {
    const dealer = await createMember(handle.db);
    const id = await addCar(dealer.id, { brand: 'Removed', model: 'Z', model_year: 2012, price: 5 });
    await handle.db.deleteFrom('stock_cars').where('id', '=', id).execute();
    expect(await caller().public.carPages.get({ id })).toMatchObject({ state: 'gone', brand: 'Removed' });
    await expect(caller().public.carPages.get({ id: 999_999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller().public.carPages.get({ id: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("says a deceased dealer's car is gone", async () => {
    const dealer = await createMember(handle.db, { status: 'deceased' });
    const id = await addCar(dealer.id, { brand: 'Late', model: 'Q', model_year: 2012, price: 5 });
    expect(await caller().public.carPages.get({ id })).toMatchObject({ state: 'gone', similar: [] });
  });
});
