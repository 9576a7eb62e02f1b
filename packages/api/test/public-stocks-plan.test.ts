import type { DbHandle } from '@samity/db';
import { type StockSort, takaToPoisha } from '@samity/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StockFilter, stockSearchQuery } from '../src/services/stock/stock.queries';
import { createTestDb } from '../src/testing';

/**
 * Searches over cars use indexes, never a sequential scan at 100k rows. The demo seed is
 * far too small for the planner to prefer an index, so this file adds 100k cars and 20k dealers (on its own
 * database), refreshes the statistics and checks the plan of each kind of stock search.
 */
const CARS = 100_000;
const DEALERS = 20_000;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  await sql`INSERT INTO members (member_no, name, business, address, phone)
    SELECT 'P' || i, 'Dealer ' || md5(i::text), 'Motors ' || substr(md5((i * 7)::text), 1, 10), 'Dhaka', '01711000000'
    FROM generate_series(1, ${DEALERS}) AS i`.execute(db);
  await sql`INSERT INTO stock_cars (member_id, brand, model, model_year, reg_year, cc, color, mileage,
      asking_price_poisha, pic)
    SELECT m.id,
      (ARRAY['Toyota', 'Honda', 'Nissan', 'Mitsubishi', 'Mazda', 'Hyundai', 'Suzuki', 'Kia', 'BMW', 'Lexus'])[1 + i % 10],
      'Model ' || substr(md5(i::text), 1, 6),
      2005 + i % 21, 2005 + i % 21, (ARRAY[1200, 1500, 1800, 2000, 2400, 2700, 3500])[1 + i % 7],
      'White', i % 160000, (500000 + (i * 7919) % 14500000)::bigint * 100, '/uploads/demo/p.svg'
    FROM generate_series(1, ${CARS}) AS i
    JOIN members m ON m.member_no = 'P' || (1 + i % ${DEALERS})`.execute(db);
  // As autovacuum would: statistics, and the bulk-inserted trigram entries moved out of GIN's pending list.
  await sql`VACUUM ANALYZE members`.execute(db);
  await sql`VACUUM ANALYZE stock_cars`.execute(db);
}, 300_000);
afterAll(async () => {
  await handle?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(filter: Partial<StockFilter>, sort?: StockSort) {
  const compiled = stockSearchQuery(
    handle.db,
    {
      pricePoisha: { min: takaToPoisha(100_000), max: takaToPoisha(100_000_000) },
      year: { min: 2000, max: 2025 },
      ...filter,
    },
    sort,
    { limit: 13, offset: 0 },
  ).compile();
  const result = await handle.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
  return nodesOf(plan);
}

const price = (min: number, max: number) => ({
  pricePoisha: { min: takaToPoisha(min), max: takaToPoisha(max) },
});

/** Each case: the filter, the sort, and the indexes its plan must use. */
const cases: [string, Partial<StockFilter>, StockSort | undefined, string[]][] = [
  ['the default page (newest first)', {}, undefined, ['stock_cars_pkey']],
  ['price ascending', {}, 'priceAsc', ['stock_cars_price_idx']],
  ['price descending', {}, 'priceDesc', ['stock_cars_price_idx']],
  ['year ascending', {}, 'yearAsc', ['stock_cars_year_idx']],
  ['year descending', {}, 'yearDesc', ['stock_cars_year_idx']],
  ['a narrow price range', price(1_000_000, 1_200_000), 'priceAsc', ['stock_cars_price_idx']],
  ['a narrow price range sorted by year', price(1_000_000, 1_050_000), 'yearDesc', []],
  ['a model-year range', { year: { min: 2012, max: 2013 } }, 'yearAsc', ['stock_cars_year_idx']],
  ['a cc band', { ccBand: 'above2500' }, 'priceDesc', []],
  // A common brand matches a tenth of the cars: walking the sort's index and filtering is the better plan.
  ['a search by brand', { search: 'toyota' }, 'priceAsc', ['members_search_trgm_idx']],
  ['a search by model', { search: 'model 3fa' }, undefined, ['stock_cars_search_trgm_idx']],
  [
    'a search by dealer name',
    { search: 'dealer c4ca' },
    'yearDesc',
    ['members_search_trgm_idx', 'stock_cars_member_idx', 'stock_cars_search_trgm_idx'],
  ],
  [
    'a search by business',
    { search: 'motors 8f14' },
    undefined,
    ['members_search_trgm_idx', 'stock_cars_member_idx'],
  ],
  [
    'a search with every filter',
    { search: 'honda', ccBand: '1501to2000', ...price(600_000, 5_000_000) },
    'priceAsc',
    ['members_search_trgm_idx'],
  ],
];

describe('stock search query plans at 100k cars', () => {
  it.each(cases)('%s uses indexes, never a sequential scan', async (_, filter, sort, expectedIndexes) => {
    const nodes = await planOf(filter, sort);
    const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
    expect(seqScans).toEqual([]);
    const indexes = nodes.map((n) => n['Index Name']).filter((name) => name !== undefined);
    expect(indexes.some((name) => name.startsWith('stock_cars_'))).toBe(true);
    for (const name of expectedIndexes) expect(indexes).toContain(name);
  });
});
