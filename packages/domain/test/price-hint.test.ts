import { describe, expect, it } from 'vitest';
import {
  bodyTypeOf,
  countsAsEvidence,
  isComparable,
  mileageAdjusted,
  PRICE_HINT_WAIT,
  type PriceCandidate,
  priceBandOf,
  priceHintFrom,
} from '../src/price-hint';

const NOW = new Date('2026-11-29T06:00:00Z');
/** The wait's default setting: days listed before a car counts. */
const WAIT = PRICE_HINT_WAIT.defaultDays;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const LAKH = 10_000_000; // poisha

const car = {
  id: 1,
  dealer_id: 100,
  brand: 'Toyota',
  model: 'Axio',
  model_year: 2016,
  mileage: 60_000,
  asking_price_poisha: 16 * LAKH,
};

let nextId = 10;
function other(dealer: number, lakh: number, more: Partial<PriceCandidate> = {}): PriceCandidate {
  nextId += 1;
  return {
    id: nextId,
    dealer_id: dealer,
    brand: 'Toyota',
    model: 'Axio',
    model_year: 2016,
    mileage: 60_000,
    asking_price_poisha: lakh * LAKH,
    created_at: daysAgo(30),
    sold_at: null,
    ...more,
  };
}

const honest = [other(1, 15), other(2, 16), other(3, 17), other(4, 18), other(5, 14)];

describe('the price hint', () => {
  it('is the middle half of the dealers’ prices, with the cars and dealers it is based on', () => {
    expect(priceHintFrom(car, 'model', honest, NOW, WAIT)).toEqual({
      basis: 'model',
      cars: 5,
      dealers: 5,
      low_poisha: 15 * LAKH,
      high_poisha: 17 * LAKH,
    });
  });

  it('gives nothing from fewer than three other dealers, and never counts the car’s own dealer', () => {
    expect(priceHintFrom(car, 'model', honest.slice(0, 2), NOW, WAIT)).toBeNull();
    const own = [other(100, 30), other(100, 31), other(100, 32)];
    expect(priceHintFrom(car, 'model', [...honest.slice(0, 2), ...own], NOW, WAIT)).toBeNull();
  });

  it('counts a dealer once (the median of their cars), however many cars they list', () => {
    const one = priceHintFrom(car, 'model', [...honest, other(9, 17.5)], NOW, WAIT);
    const many = Array.from({ length: 40 }, () => other(9, 17.5));
    const flood = priceHintFrom(car, 'model', [...honest, ...many, other(9, 16)], NOW, WAIT);
    expect(flood).toEqual({ ...one, cars: 5 + 41 });
    expect(flood).toMatchObject({ dealers: 6, low_poisha: 15.2 * LAKH, high_poisha: 17.4 * LAKH });
  });

  it('leaves out a dealer far from the others, either way', () => {
    const hint = priceHintFrom(car, 'model', [...honest, other(7, 0.001), other(8, 90)], NOW, WAIT);
    expect(hint).toMatchObject({ dealers: 5, low_poisha: 15 * LAKH, high_poisha: 17 * LAKH });
  });

  it('counts a car only once listed for the set days; one sold sooner never', () => {
    expect(WAIT).toBe(3);
    expect(countsAsEvidence({ created_at: daysAgo(3), sold_at: null }, NOW, WAIT)).toBe(true);
    expect(countsAsEvidence({ created_at: daysAgo(2.9), sold_at: null }, NOW, WAIT)).toBe(false);
    expect(countsAsEvidence({ created_at: daysAgo(40), sold_at: daysAgo(39) }, NOW, WAIT)).toBe(false);
    expect(countsAsEvidence({ created_at: daysAgo(40), sold_at: daysAgo(30) }, NOW, WAIT)).toBe(true);
    const fresh = [other(11, 40, { created_at: daysAgo(1) }), other(12, 40, { created_at: daysAgo(0) })];
    const quickSales = [other(13, 40, { created_at: daysAgo(20), sold_at: daysAgo(19.5) })];
    expect(priceHintFrom(car, 'model', [...honest, ...fresh, ...quickSales], NOW, WAIT)?.dealers).toBe(5);
  });

  it('follows the wait the admins set: a shorter one counts younger cars, a longer one fewer', () => {
    expect(countsAsEvidence({ created_at: daysAgo(1), sold_at: null }, NOW, 1)).toBe(true);
    expect(countsAsEvidence({ created_at: daysAgo(0), sold_at: null }, NOW, 0)).toBe(true);
    expect(countsAsEvidence({ created_at: daysAgo(3), sold_at: null }, NOW, 7)).toBe(false);
    // Two dealers' cars listed yesterday: no evidence at the default 3 days, evidence at 1.
    const young = [
      other(11, 15.5, { created_at: daysAgo(1) }),
      other(12, 16.5, { created_at: daysAgo(1.5) }),
    ];
    const twoHonest = honest.slice(0, 2);
    expect(priceHintFrom(car, 'model', [...twoHonest, ...young], NOW, 3)).toBeNull();
    expect(priceHintFrom(car, 'model', [...twoHonest, ...young], NOW, 1)?.dealers).toBe(4);
  });

  it('adjusts each price to this car’s mileage, at most 20 % either way', () => {
    expect(mileageAdjusted(100, 80_000, 60_000)).toBeCloseTo(104);
    expect(mileageAdjusted(100, 40_000, 60_000)).toBeCloseTo(96);
    expect(mileageAdjusted(100, 500_000, 0)).toBeCloseTo(120);
    expect(mileageAdjusted(100, 0, 500_000)).toBeCloseTo(80);
    // The same cars with 50,000 km more than this one: each reads 10 % dearer.
    const worn = honest.map((c) => ({ ...c, mileage: 110_000 }));
    expect(priceHintFrom(car, 'model', worn, NOW, WAIT)).toMatchObject({
      low_poisha: 16.5 * LAKH,
      high_poisha: 18.7 * LAKH,
    });
  });

  it('compares within two model years on the model, the brand and body, or the price band', () => {
    expect(isComparable(car, other(1, 15, { model_year: 2018 }), 'model')).toBe(true);
    expect(isComparable(car, other(1, 15, { model_year: 2019 }), 'model')).toBe(false);
    expect(isComparable(car, other(1, 15, { model: 'AXIO ' }), 'model')).toBe(true);
    expect(isComparable(car, other(1, 15, { model: 'Premio' }), 'model')).toBe(false);
    expect(isComparable(car, other(1, 15, { model: 'Premio' }), 'brandBody')).toBe(true);
    expect(isComparable(car, other(1, 15, { model: 'Noah' }), 'brandBody')).toBe(false);
    expect(isComparable(car, other(1, 15, { brand: 'Honda', model: 'Civic' }), 'brandBody')).toBe(false);
    expect(isComparable(car, other(1, 12, { brand: 'Honda', model: 'Fit' }), 'priceBand')).toBe(true);
    expect(isComparable(car, other(1, 21, { brand: 'Honda', model: 'Fit' }), 'priceBand')).toBe(false);
    expect(bodyTypeOf('Land Cruiser Prado')).toBe('suv');
    expect(bodyTypeOf('Unknown')).toBeNull();
  });

  it('puts prices in bands of lakh taka', () => {
    expect(priceBandOf(16 * LAKH)).toEqual({ from: 10 * LAKH, to: 20 * LAKH });
    expect(priceBandOf(5 * LAKH)).toEqual({ from: 0, to: 10 * LAKH });
    expect(priceBandOf(20 * LAKH)).toEqual({ from: 20 * LAKH, to: 35 * LAKH });
    expect(priceBandOf(400 * LAKH)).toEqual({ from: 150 * LAKH, to: null });
  });
});
