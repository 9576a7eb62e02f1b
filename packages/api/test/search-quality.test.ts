import type { PublicStockCar } from '@samity/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertSearchPattern } from '../src/services/shared/search.queries';
import { createMember, createTestCaller, useTestDb } from '../src/testing';
import { SEARCH_QUERIES, type SearchQueryCase } from './fixtures/search-queries';

/**
 * Search quality on the demo stock: of the Bengali and Banglish searches in fixtures/search-queries.ts, at
 * least 95 % must find the expected cars on the first page, and nothing else on it (a search that also lists
 * other cars first is no find for a buyer on a phone). The figure is recorded in docs/benchmarks.md.
 */
const handle = useTestDb();
let caller: ReturnType<typeof createTestCaller>;
beforeAll(() => {
  caller = createTestCaller(handle);
});

const fits = (car: PublicStockCar, { expect: wanted }: SearchQueryCase) =>
  (!wanted.brand || car.brand === wanted.brand) &&
  (!wanted.model || car.model.includes(wanted.model)) &&
  (!wanted.color || car.color.includes(wanted.color)) &&
  (!wanted.year || car.model_year === wanted.year);

describe('stock search quality (Bengali and Banglish)', () => {
  it('holds at least 60 searches', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(60);
  });

  it('finds the expected cars on the first page for at least 95 % of them', async () => {
    const misses: string[] = [];
    for (const item of SEARCH_QUERIES) {
      const page = await caller.public.stock.search({ search: item.query });
      const found = page.entries.length > 0 && page.entries.every((car) => fits(car, item));
      if (!found) {
        const shown = page.entries.slice(0, 3).map((c) => `${c.brand} ${c.model} ${c.color} ${c.model_year}`);
        misses.push(`${item.query} → ${page.total} (${shown.join('; ')})`);
      }
    }
    const rate = (SEARCH_QUERIES.length - misses.length) / SEARCH_QUERIES.length;
    console.info(`search quality: ${(rate * 100).toFixed(1)} % of ${SEARCH_QUERIES.length}`, misses);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('finds the Toyota Axio by its Bengali names, Banglish and a slip', async () => {
    for (const search of ['টয়োটা', 'টয়োটা এক্সিও', 'করোলা', 'toyta', 'axio']) {
      const page = await caller.public.stock.search({ search, limit: 100 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.entries.every((car) => car.brand === 'Toyota')).toBe(true);
    }
    const axio = await caller.public.stock.search({ search: 'টয়োটা এক্সিও', limit: 100 });
    expect(axio.entries.map((c) => c.model)).toEqual(axio.entries.map(() => 'Axio'));
  });

  it('still finds by what was typed: a dealer name the vocabulary does not know', async () => {
    const page = await caller.public.stock.search({ search: 'Jamuna' });
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((car) => car.business.includes('Jamuna'))).toBe(true);
  });

  it('suggests the nearest known name when a search finds nothing, and only then', async () => {
    const none = await caller.public.stock.search({ search: 'acsiyo' });
    expect(none).toMatchObject({ total: 0, suggestion: { brand: 'Toyota', model: 'Axio' } });
    const bengali = await caller.public.stock.search({ search: 'হারিয়েরো' });
    expect(bengali).toMatchObject({ total: 0, suggestion: { brand: 'Toyota', model: 'Harrier' } });
    const found = await caller.public.stock.search({ search: 'axio' });
    expect(found.suggestion).toBeNull();
    const nothingNear = await caller.public.stock.search({ search: 'qqqqzzzz' });
    expect(nothingNear).toMatchObject({ total: 0, suggestion: null });
    // A known name that finds nothing for the other filters is not "misspelt".
    const filtered = await caller.public.stock.search({ search: 'axio', year_min: 2024, year_max: 2025 });
    expect(filtered).toMatchObject({ total: 0, suggestion: null });
  });

  it('keeps a saved search (a buyer alert) read through the vocabulary, so later listings match it', async () => {
    expect(alertSearchPattern('টয়োটা এক্সিও')).toBe('%Toyota%Axio%');
    expect(alertSearchPattern('toyta')).toBe('%Toyota%');
    expect(alertSearchPattern('টয়োটা করোলা')).toBe('%Toyota%Corolla%');
    // Anything the names alone cannot say (a colour, a dealer) is kept as typed.
    expect(alertSearchPattern('সাদা এক্সিও')).toBe('%সাদা এক্সিও%');
    expect(alertSearchPattern('Jamuna 50%')).toBe('%Jamuna 50\\%%');
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM stock_cars
      WHERE (brand || ' ' || model) ILIKE ${alertSearchPattern('টয়োটা এক্সিও')}`.execute(handle.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('finds members by a brand in their name or business written in Bengali or Banglish', async () => {
    const dealer = await createMember(handle.db, { name: 'Harun of Toyota Bazar' });
    for (const search of ['টয়োটা', 'toyta', 'Toyota']) {
      const members = await caller.public.members.search({ search });
      expect(members.map((m) => m.member_no)).toEqual([dealer.memberNo]);
    }
  });
});
