import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrateToLatest } from '../src';
import { createDatabase, dropDatabase } from '../src/testing';
import { databaseTables, declaredTables, schemaDifferences, type TableShapes } from './schema-check';

/**
 * packages/db/src/schema/ is written by hand beside the migrations; this test migrates a fresh database and
 * compares the two, so a migration that adds, drops or changes a column fails here until the interface says
 * the same (and the other way round).
 */
const targets: { name: string; open(): Promise<DbHandle> }[] = [
  { name: 'PGlite', open: () => createDb({ kind: 'pglite', dataDir: null }) },
];
const baseUrl = process.env.DATABASE_URL;
if (baseUrl)
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const name = `samity_schema_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
      const handle = await createDb({ kind: 'postgres', url: await createDatabase(baseUrl, name) });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await dropDatabase(baseUrl, name);
        },
      };
    },
  });

const declared = declaredTables();

describe.each(targets)('schema/ against a migrated database ($name)', (target) => {
  let handle: DbHandle;
  let actual: TableShapes;
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    actual = await databaseTables(handle.db);
  });
  afterAll(() => handle?.close());

  it('declares every table and column the migrations make, with their kind, nullability and values', () => {
    expect(schemaDifferences(declared, actual)).toEqual([]);
    // The comparison saw the real thing, not two empty maps.
    expect(actual.size).toBeGreaterThan(25);
    expect(actual.get('members')?.get('status')).toEqual({
      kind: 'string',
      nullable: false,
      insert: 'optional',
      values: ['active', 'deceased'],
    });
  });

  it('names each kind of drift', () => {
    const file = (name: string) => fileURLToPath(new URL(`../src/schema/${name}`, import.meta.url));
    const swap = (name: string, ...edits: [from: string, to: string][]) => {
      let text = readFileSync(file(name), 'utf8');
      for (const [from, to] of edits) {
        if (!text.includes(from)) throw new Error(`${name} no longer holds ${from}`);
        text = text.replace(from, to);
      }
      return [file(name), text] as const;
    };
    const drifted = declaredTables(
      Object.fromEntries([
        swap(
          'accounts.ts',
          ['  email: string | null;\n', '  email: string;\n  nickname: string;\n'],
          ["status: Generated<'active' | 'deceased'>", "status: Generated<'active' | 'dead'>"],
        ),
        swap('content.ts', ['  mileage: number;\n', '  mileage: string;\n']),
        swap('finance.ts', ['  payable_poisha: number;\n', '  payable_poisha: Generated<number>;\n']),
        swap('index.ts', ['  rate_limit_hits: RateLimitHitsTable;\n', '']),
      ]),
    );
    expect(schemaDifferences(drifted, actual)).toEqual([
      'members.status: declared active | dead, the database allows active | deceased',
      'members.email: declared not nullable, the database says the opposite',
      'members.nickname: column not in the database',
      'stock_cars.mileage: declared string, the database gives number',
      'monthly_dues.payable_poisha: declared optional on insert, but NOT NULL without a default',
      'rate_limit_hits: table missing from schema/',
    ]);
  });
});
