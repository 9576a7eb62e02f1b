import { describe, expect, it } from 'vitest';
import { createMember, createTestCaller, useTestDb } from '../src/testing';

const handle = useTestDb();
const caller = () => createTestCaller(handle);

let n = 0;
/** A car of a brand the demo seed never uses, so the comparables are exactly this test's. */
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

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = fraction * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

describe('public.carPages.get: the fair-price hint', () => {
  it('gives the 25th-75th percentile of comparable cars (same brand and model, year ±2, sold too)', async () => {
    const dealer = await createMember(handle.db);
    const subject = await addCar(dealer.id, { model_year: 2016, price: 1_250_000 });
    const prices = [900_000, 1_000_000, 1_100_000, 1_300_000, 1_600_000, 2_000_000];
    const years = [2014, 2015, 2016, 2017, 2018, 2016];
    for (const [i, price] of prices.entries())
      await addCar(dealer.id, { model_year: years[i]!, price, sold: i === 5 });
    // Not comparable: three years apart, another model, another brand; letter case does not matter.
    await addCar(dealer.id, { model_year: 2019, price: 5_000_000 });
    await addCar(dealer.id, { model: 'Beta', model_year: 2016, price: 5_000_000 });
    await addCar(dealer.id, { brand: 'Other', model_year: 2016, price: 5_000_000 });
    await addCar(dealer.id, { brand: 'PROBE', model: 'alpha', model_year: 2017, price: 700_000 });

    const page = await caller().public.carPages.get({ id: subject });
    expect(page.state).toBe('forSale');
    if (page.state !== 'forSale') return;
    const all = [...prices, 700_000];
    expect(page.fair_price).toEqual({
      comparables: 7,
      year_min: 2014,
      year_max: 2018,
      low: percentile(all, 0.25),
      high: percentile(all, 0.75),
      position: 'within',
    });
    expect(page.car).toMatchObject({ id: subject, brand: 'Probe', asking_price: 1_250_000 });
    expect(page.car.pics).toEqual([page.car.pic]);

    const cheap = await addCar(dealer.id, { model_year: 2016, price: 500_000 });
    const dear = await addCar(dealer.id, { model_year: 2016, price: 3_000_000 });
    const cheapPage = await caller().public.carPages.get({ id: cheap });
    const dearPage = await caller().public.carPages.get({ id: dear });
    expect(cheapPage.state === 'forSale' && cheapPage.fair_price?.position).toBe('below');
    expect(dearPage.state === 'forSale' && dearPage.fair_price?.position).toBe('above');
  });

  it('gives no range with fewer than 5 comparable cars', async () => {
    const dealer = await createMember(handle.db);
    const subject = await addCar(dealer.id, {
      brand: 'Rare',
      model: 'One',
      model_year: 2010,
      price: 800_000,
    });
    for (const year of [2008, 2009, 2011, 2012])
      await addCar(dealer.id, { brand: 'Rare', model: 'One', model_year: year, price: 900_000 });
    const page = await caller().public.carPages.get({ id: subject });
    expect(page).toMatchObject({ state: 'forSale', fair_price: null });
    // The fifth makes it.
    await addCar(dealer.id, { brand: 'Rare', model: 'One', model_year: 2010, price: 1_000_000 });
    const after = await caller().public.carPages.get({ id: subject });
    expect(after.state === 'forSale' && after.fair_price?.comparables).toBe(5);
  });
});

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
