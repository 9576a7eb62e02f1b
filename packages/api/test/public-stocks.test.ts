import {
  CC_BAND_RANGES,
  CC_BANDS,
  type PublicStockCar,
  STOCK_SORTS,
  type StockSearchInput,
  type StockSort,
} from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, useTestDb } from '../src/testing';

const handle = useTestDb();
let caller: ReturnType<typeof createTestCaller>;
let all: PublicStockCar[];

beforeAll(async () => {
  caller = createTestCaller(handle);
  all = await caller.public.stock.list();
});

/** Every car a search finds, read page by page as the web does. */
async function searchAll(input: Omit<StockSearchInput, 'limit' | 'offset'>, limit = 100) {
  const found: PublicStockCar[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await caller.public.stock.search({ ...input, limit, offset });
    found.push(...page.entries);
    if (!page.hasMore) return found;
    expect(page.entries).toHaveLength(limit);
  }
}

const ids = (cars: PublicStockCar[]) => cars.map((c) => c.id);
const byId = (a: PublicStockCar, b: PublicStockCar) => a.id - b.id;
const comparators: Record<StockSort, (a: PublicStockCar, b: PublicStockCar) => number> = {
  priceAsc: (a, b) => a.asking_price - b.asking_price || byId(a, b),
  priceDesc: (a, b) => b.asking_price - a.asking_price || byId(b, a),
  yearAsc: (a, b) => a.model_year - b.model_year || byId(a, b),
  yearDesc: (a, b) => b.model_year - a.model_year || byId(b, a),
};

describe('public.stock.list', () => {
  it('returns every car with its dealer, newest listing first', async () => {
    expect(all).toHaveLength(200);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        ...['id', 'brand', 'model', 'model_year', 'reg_year', 'cc', 'color', 'mileage', 'asking_price'],
        ...['pic', 'pics', 'member_no', 'name', 'business', 'address', 'phone', 'verify_path', 'verified_on'],
      ].sort(),
    );
    // The badge's day of checking comes with the badge, and only with it.
    for (const car of all) expect(car.verified_on === null).toBe(car.verify_path === null);
    expect(all.find((car) => car.verify_path)?.verified_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every picture of the car, cover first.
    for (const car of all) expect(car.pics[0]).toBe(car.pic);
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
  });

  it('gives asking_price in taka, converted exactly from the stored poisha, and the right dealer', async () => {
    const stored = await handle.db
      .selectFrom('stock_cars as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.id', 's.asking_price_poisha', 'm.member_no', 'm.name', 'm.business', 'm.address'])
      .execute();
    const storedById = new Map(stored.map((r) => [r.id, r]));
    for (const car of all) {
      const row = storedById.get(car.id)!;
      expect(car.asking_price * 100).toBe(row.asking_price_poisha);
      expect([car.member_no, car.name, car.business, car.address]).toEqual([
        row.member_no,
        row.name,
        row.business,
        row.address,
      ]);
    }
    const prices = all.map((c) => c.asking_price);
    expect(Math.min(...prices)).toBe(500_000);
    expect(Math.max(...prices)).toBe(15_000_000);
  });
});

describe('public.stock.search paging', () => {
  it('defaults to 12 newest cars with hasMore, and pages cover the list exactly once', async () => {
    const first = await caller.public.stock.search({});
    expect(first.entries).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(all.length);
    expect(ids(first.entries)).toEqual(ids(all).slice(0, 12));
    expect(ids(await searchAll({}, 12))).toEqual(ids(all));
    expect(ids(await searchAll({}, 7))).toEqual(ids(all));
  });

  it('reports the last page exactly: a full last page, a short one, and past the end', async () => {
    const exact = await caller.public.stock.search({ limit: 50, offset: 150 });
    expect(exact.entries).toHaveLength(50);
    expect(exact.hasMore).toBe(false);
    const almost = await caller.public.stock.search({ limit: 50, offset: 149 });
    expect(almost.entries).toHaveLength(50);
    expect(almost.hasMore).toBe(true);
    const short = await caller.public.stock.search({ limit: 12, offset: 192 });
    expect(short).toMatchObject({ hasMore: false });
    expect(short.entries).toHaveLength(8);
    expect(await caller.public.stock.search({ limit: 12, offset: 500 })).toEqual({
      entries: [],
      hasMore: false,
      total: all.length,
    });
  });
});

describe('public.stock.search total', () => {
  it('counts every car the filters match, the same on every page', async () => {
    const input = { cc_band: 'upTo1500', year_min: 2010 } as const;
    const matching = await searchAll(input);
    expect(matching.length).toBeGreaterThan(10);
    expect(matching.length).toBeLessThan(all.length);
    for (const offset of [0, 5, matching.length]) {
      const page = await caller.public.stock.search({ ...input, limit: 5, offset });
      expect(page.total).toBe(matching.length);
    }
  });
});

describe('public.stock.search sorting', () => {
  it.each(STOCK_SORTS)('%s orders the whole stock like the reference, tie-broken by id', async (sort) => {
    const expected = [...all].sort(comparators[sort]);
    expect(ids(await searchAll({ sort }))).toEqual(ids(expected));
    expect(ids(await searchAll({ sort }, 12))).toEqual(ids(expected));
  });

  it('breaks ties stably: cars of one model year keep id order across page boundaries', async () => {
    const sameYear = all.filter((c) => c.model_year === 2010);
    expect(sameYear.length).toBeGreaterThan(5);
    const found = await searchAll({ sort: 'yearAsc', year_min: 2010, year_max: 2010 }, 3);
    expect(ids(found)).toEqual(ids(sameYear).sort((a, b) => a - b));
  });
});

describe('public.stock.search filters', () => {
  it('applies the default price and year range when a filter is left empty', async () => {
    const blank = await searchAll({ price_min: '', price_max: '', year_min: '', year_max: '' });
    expect(ids(blank)).toEqual(ids(all));
  });

  it('filters by price range, bounds included', async () => {
    const sorted = [...all].sort(comparators.priceAsc);
    const low = sorted[40]!.asking_price;
    const high = sorted[120]!.asking_price;
    const found = await searchAll({ price_min: low, price_max: high });
    const expected = all.filter((c) => c.asking_price >= low && c.asking_price <= high);
    expect(ids(found).sort()).toEqual(ids(expected).sort());
    expect(found.some((c) => c.asking_price === low) && found.some((c) => c.asking_price === high)).toBe(
      true,
    );
  });

  it('filters by model year range', async () => {
    const found = await searchAll({ year_min: 2018, year_max: 2020 });
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found).sort()).toEqual(
      ids(all.filter((c) => c.model_year >= 2018 && c.model_year <= 2020)).sort(),
    );
    const defaultRange = await searchAll({ year_min: 2000 });
    expect(defaultRange).toHaveLength(200);
  });

  it.each(CC_BANDS)('filters by the cc band %s', async (band) => {
    const { min, max } = CC_BAND_RANGES[band];
    const expected = all.filter((c) => c.cc >= min && (max === null || c.cc <= max));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await searchAll({ cc_band: band }))).toEqual(ids(expected));
  });

  it('returns an empty page when nothing matches', async () => {
    expect(await caller.public.stock.search({ year_min: 2001, year_max: 2004 })).toEqual({
      entries: [],
      hasMore: false,
      total: 0,
    });
    expect(await caller.public.stock.search({ price_min: 0, price_max: 1000 })).toEqual({
      entries: [],
      hasMore: false,
      total: 0,
    });
  });
});

describe('public.stock.search text search', () => {
  const matches = (car: PublicStockCar, term: string) =>
    `${car.brand} ${car.model}`.toLowerCase().includes(term.toLowerCase()) ||
    `${car.member_no} ${car.name} ${car.business}`.toLowerCase().includes(term.toLowerCase());

  it.each(['toyota', 'FIELDER', 'c-hr'])('finds cars by brand or model: %s', async (term) => {
    const found = await searchAll({ search: term });
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(all.filter((c) => matches(c, term))));
  });

  it('finds cars by the dealer name, business and member number', async () => {
    const dealer = all[17]!;
    for (const term of [
      dealer.name.split(' ')[1]!,
      dealer.business.split(' ').slice(-1)[0]!,
      dealer.member_no,
    ]) {
      const found = await searchAll({ search: term });
      expect(ids(found)).toContain(dealer.id);
      expect(ids(found)).toEqual(ids(all.filter((c) => matches(c, term))));
    }
  });

  it('combines search, filters and sort', async () => {
    const input = { search: 'toyota', cc_band: '1501to2000', year_min: 2010, sort: 'priceDesc' } as const;
    const expected = all
      .filter((c) => matches(c, 'toyota') && c.cc >= 1501 && c.cc <= 2000 && c.model_year >= 2010)
      .sort(comparators.priceDesc);
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(await searchAll(input, 5))).toEqual(ids(expected));
  });

  it('treats LIKE wildcards literally, ignores a blank search and finds nothing for an unknown term', async () => {
    expect((await caller.public.stock.search({ search: '%' })).entries).toEqual([]);
    expect((await caller.public.stock.search({ search: 'zzz-no-such-car' })).entries).toEqual([]);
    expect(ids(await searchAll({ search: '   ' }))).toEqual(ids(all));
  });
});

describe('public.stock with changed data', () => {
  it('keeps a fractional taka price exact and hides cars of a deceased dealer', async () => {
    const dealer = await handle.db
      .selectFrom('members')
      .select(['id', 'member_no'])
      .where('member_no', '=', '1159')
      .executeTakeFirstOrThrow();
    const [car] = await handle.db
      .insertInto('stock_cars')
      .values({
        member_id: dealer.id,
        ...{ brand: 'Probe', model: 'Exactprice', model_year: 2024, reg_year: 2024, cc: 1496 },
        ...{ color: 'Silver', mileage: 1000, asking_price_poisha: 123_456_789, pic: '/uploads/demo/p.svg' },
      })
      .returning('id')
      .execute();
    try {
      const found = await caller.public.stock.search({ search: 'exactprice' });
      expect(found.entries.map((c) => [c.id, c.asking_price])).toEqual([[car!.id, 1_234_567.89]]);
      await handle.db
        .updateTable('members')
        .set({ status: 'deceased' })
        .where('id', '=', dealer.id)
        .execute();
      expect((await caller.public.stock.search({ search: 'exactprice' })).entries).toEqual([]);
      expect(ids(await caller.public.stock.list())).not.toContain(car!.id);
    } finally {
      await handle.db.updateTable('members').set({ status: 'active' }).where('id', '=', dealer.id).execute();
      await handle.db.deleteFrom('stock_cars').where('id', '=', car!.id).execute();
    }
  });
});

describe('public.stock.search rejects bad parameters', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['price_min above price_max', { price_min: 5_000_000, price_max: 1_000_000 }],
    ['year_min after year_max', { year_min: 2020, year_max: 2010 }],
    ['a year out of range', { year_min: 1800 }],
    ['a fractional year', { year_max: 2020.5 }],
    ['a negative price', { price_min: -1 }],
    ['a price that is not a number', { price_max: 'cheap' }],
    ['an unknown sort', { sort: 'cheapest' }],
    ['an unknown cc band', { cc_band: 'huge' }],
    ['limit 0', { limit: 0 }],
    ['limit above 100', { limit: 101 }],
    ['a negative offset', { offset: -1 }],
    ['an overlong search', { search: 'x'.repeat(101) }],
  ];
  it.each(bad)('%s', async (_, input) => {
    await expect(caller.public.stock.search(input as StockSearchInput)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
