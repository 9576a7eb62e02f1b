import { describe, expect, it } from 'vitest';
import { createMember, createTestCaller, TEST_TODAY, useTestDb } from '../src/testing';

const handle = useTestDb();
const NOW = new Date('2026-11-29T06:00:00Z');
const caller = () => createTestCaller(handle, { now: () => NOW });
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let n = 0;
/**
 * A car of model year 1990, before any demo car (2005 on), so the comparables are exactly this test's; listed
 * 30 days ago unless told.
 */
async function addCar(
  memberId: number,
  car: { brand?: string; model?: string; price: number; listed?: Date; sold?: Date; mileage?: number },
) {
  n += 1;
  const row = await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: memberId,
      brand: car.brand ?? 'Toyota',
      model: car.model ?? 'Axio',
      model_year: 1990,
      reg_year: 1991,
      cc: 1500,
      color: 'White',
      mileage: car.mileage ?? 80_000,
      asking_price_poisha: car.price * 100,
      pic: `/uploads/demo/hint-${n}.svg`,
      created_at: car.listed ?? daysAgo(30),
      sold_at: car.sold ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function hintOf(id: number) {
  const page = await caller().public.carPages.get({ id });
  if (page.state !== 'forSale') throw new Error(`car ${id} is not for sale`);
  return page.fair_price;
}

async function dealers(count: number) {
  return Promise.all(Array.from({ length: count }, () => createMember(handle.db)));
}

describe('public.carPages.get: the price hint', () => {
  it('names the range, the cars and dealers it is based on, and the basis', async () => {
    const [own, a, b, c, d] = await dealers(5);
    const subject = await addCar(own!.id, { model: 'Allion', price: 800_000 });
    // Same model: one dealer each at 7, 8, 9 lakh, the last with two cars (their median counts).
    await addCar(a!.id, { model: 'Allion', price: 700_000 });
    await addCar(b!.id, { model: 'Allion', price: 800_000 });
    await addCar(c!.id, { model: 'Allion', price: 850_000 });
    await addCar(c!.id, { model: 'Allion', price: 950_000, sold: daysAgo(10) });
    expect(await hintOf(subject)).toEqual({
      basis: 'model',
      comparables: 4,
      dealers: 3,
      low: 750_000,
      high: 850_000,
      year_min: 1988,
      year_max: 1992,
      body: null,
      band_low: null,
      band_high: null,
    });
    // The car's own dealer's other cars are never its evidence.
    await addCar(own!.id, { model: 'Allion', price: 2_000_000 });
    expect((await hintOf(subject))?.dealers).toBe(3);
    // A fourth dealer with a Noah (a minivan) changes nothing about a sedan.
    await addCar(d!.id, { model: 'Noah', price: 3_000_000 });
    expect((await hintOf(subject))?.dealers).toBe(3);
  });

  it('falls back to the brand and body type, then to the price band, naming the basis', async () => {
    const [own, a, b, c] = await dealers(4);
    const sunny = await addCar(own!.id, { brand: 'Nissan', model: 'Sunny', price: 1_200_000 });
    for (const [dealer, price] of [
      [a!, 1_100_000],
      [b!, 1_300_000],
      [c!, 1_250_000],
    ] as const)
      await addCar(dealer.id, { brand: 'Nissan', model: 'Bluebird', price });
    expect(await hintOf(sunny)).toMatchObject({ basis: 'brandBody', body: 'sedan', dealers: 3 });

    const odd = await addCar(own!.id, { brand: 'Probe', model: 'Unheard', price: 1_500_000 });
    expect(await hintOf(odd)).toMatchObject({
      basis: 'priceBand',
      band_low: 1_000_000,
      band_high: 2_000_000,
      body: null,
    });
  });

  it("does not move for another dealer's car when one dealer floods the stock with fake listings and sales", async () => {
    const [own, a, b, c, d, hostile] = await dealers(6);
    const subject = await addCar(own!.id, { brand: 'Honda', model: 'Grace', price: 1_000_000 });
    for (const [dealer, price] of [
      [a!, 900_000],
      [b!, 950_000],
      [c!, 1_050_000],
      [d!, 1_100_000],
    ] as const)
      await addCar(dealer.id, { brand: 'Honda', model: 'Grace', price });
    const before = await hintOf(subject);
    expect(before).toMatchObject({ basis: 'model', dealers: 4 });

    // Forty listings at Tk 100, listed long ago and "sold" a week later; thirty more listed and sold today;
    // ten at ten times the price listed an hour ago.
    for (let i = 0; i < 40; i++)
      await addCar(hostile!.id, {
        brand: 'Honda',
        model: 'Grace',
        price: 100,
        listed: daysAgo(60),
        sold: daysAgo(53),
      });
    for (let i = 0; i < 30; i++)
      await addCar(hostile!.id, {
        brand: 'Honda',
        model: 'Grace',
        price: 100,
        listed: daysAgo(0.1),
        sold: daysAgo(0.05),
      });
    for (let i = 0; i < 10; i++)
      await addCar(hostile!.id, { brand: 'Honda', model: 'Grace', price: 10_000_000, listed: daysAgo(0.04) });

    expect(await hintOf(subject)).toEqual(before);
  });
});

describe('the price hint on the demo data', () => {
  it('is shown for at least 70 % of the cars for sale', async () => {
    // The demo's stock as the seed leaves it, on the seed's own day (cars listed 0-200 days before it).
    const demo = createTestCaller(handle, { now: () => TEST_TODAY });
    const cars = await handle.db
      .selectFrom('stock_cars')
      .where('sold_at', 'is', null)
      .where('model_year', '>', 1990)
      .select('id')
      .execute();
    let shown = 0;
    const bases: Record<string, number> = {};
    for (const { id } of cars) {
      const page = await demo.public.carPages.get({ id });
      if (page.state !== 'forSale' || !page.fair_price) continue;
      shown += 1;
      bases[page.fair_price.basis] = (bases[page.fair_price.basis] ?? 0) + 1;
    }
    const share = shown / cars.length;
    // The figure docs/benchmarks.md records ("Price hint coverage").
    console.log(`price hint: ${shown} of ${cars.length} demo cars (${(share * 100).toFixed(1)} %)`, bases);
    expect(share).toBeGreaterThanOrEqual(0.7);
  });
});
