import { BENCH_SCALE, seedAtScale } from '@samity/db/testing';
import { type StockSort, takaToPoisha } from '@samity/domain';
import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeMembersQuery, memberSearchQuery } from '../src/services/members/members.queries';
import { type StockFilter, stockSearchQuery } from '../src/services/stock/stock.queries';
import { useTestDb } from '../src/testing';

/**
 * Searches over cars use indexes, never a sequential scan, at the size the public lists are benchmarked at
 * (BENCH_SCALE: 10k dealers, 50k cars). The demo seed is far too small for the planner to prefer an index,
 * so this file adds the bench seed (on its own database) and checks the plan of each kind of stock search.
 */
const handle = useTestDb();
beforeAll(async () => {
  await seedAtScale(handle.db, BENCH_SCALE);
}, 300_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(filter: Partial<StockFilter>, sort?: StockSort) {
  return planOfQuery(
    stockSearchQuery(
      handle.db,
      {
        pricePoisha: { min: takaToPoisha(100_000), max: takaToPoisha(100_000_000) },
        year: { min: 2000, max: 2025 },
        ...filter,
      },
      sort,
      { limit: 13, offset: 0 },
    ).compile(),
  );
}

async function planOfQuery(compiled: { sql: string; parameters: readonly unknown[] }) {
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

describe(`stock search query plans at ${BENCH_SCALE.cars} cars`, () => {
  it.each(cases)('%s uses indexes, never a sequential scan', async (_, filter, sort, expectedIndexes) => {
    const nodes = await planOf(filter, sort);
    const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
    expect(seqScans).toEqual([]);
    const indexes = nodes.map((n) => n['Index Name']).filter((name) => name !== undefined);
    expect(indexes.some((name) => name.startsWith('stock_cars_'))).toBe(true);
    for (const name of expectedIndexes) expect(indexes).toContain(name);
  });
});

describe(`member list query plans at ${BENCH_SCALE.members} members`, () => {
  it.each([
    [
      'a page of active members',
      () => activeMembersQuery(handle.db, { limit: 12, offset: 0 }),
      // Either index in member-number order serves a page: it stops after 12 active rows.
      'members_',
    ],
    ['a search by name', () => memberSearchQuery(handle.db, 'dealer c4ca'), 'members_search_trgm_idx'],
    ['a search by business', () => memberSearchQuery(handle.db, 'motors 8f14'), 'members_search_trgm_idx'],
  ])('%s uses an index (%s…), never a sequential scan', async (_, query, expectedIndex) => {
    const nodes = await planOfQuery(query().compile());
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(nodes.some((n) => n['Index Name']?.startsWith(expectedIndex))).toBe(true);
  });
});
