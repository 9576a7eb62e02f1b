import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, DataDirLockedError, type DbHandle, migrateToLatest } from '../src';
import { createDatabase, dropDatabase } from '../src/testing';

/** The same queries must give the same JS values on PostgreSQL (pg) and PGlite: the app runs on either. */
async function typeSample(handle: DbHandle) {
  const { rows } = await sql<{ big: unknown; day: unknown; count: unknown; num: unknown; at: unknown }>`
    SELECT 9007199254740991::int8 AS big, DATE '2026-01-31' AS day, count(*) AS count, 12.50::numeric(12, 2) AS num,
           TIMESTAMPTZ '2026-01-31 10:00:00+00' AS at
    FROM generate_series(1, 3)`.execute(handle.db);
  return rows[0]!;
}

const expected = {
  big: 9007199254740991,
  day: '2026-01-31',
  count: 3,
  num: '12.50',
  at: new Date('2026-01-31T10:00:00Z'),
};

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
const targets: { name: string; open(): Promise<DbHandle> }[] = [
  { name: 'PGlite', open: () => createDb({ kind: 'pglite', dataDir: null }) },
];
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  targets.push({
    name: 'PostgreSQL',
    open: async () => {
      const name = `samity_types_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
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
}

for (const target of targets) {
  describe(`type parsing on ${target.name}`, () => {
    it('parses int8, date, numeric and timestamptz as agreed', async () => {
      const handle = await target.open();
      try {
        expect(await typeSample(handle)).toEqual(expected);
      } finally {
        await handle.close();
      }
    });

    it('refuses an int8 that would lose precision instead of rounding it', async () => {
      const handle = await target.open();
      try {
        await expect(sql`SELECT 9007199254740993::int8 AS big`.execute(handle.db)).rejects.toThrow(
          /safe integer/,
        );
      } finally {
        await handle.close();
      }
    });
  });
}

describe('embedded database directory', () => {
  it('persists data across restarts in DATA_DIR', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'samity-db-')), 'pglite');
    const first = await createDb({ kind: 'pglite', dataDir });
    await migrateToLatest(first.db);
    await first.db.insertInto('gallery_images').values({ pic: '/uploads/x.jpg' }).execute();
    await first.close();
    const second = await createDb({ kind: 'pglite', dataDir });
    try {
      expect(await second.db.selectFrom('gallery_images').select('pic').execute()).toEqual([
        { pic: '/uploads/x.jpg' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener of the same directory with a clear error, and frees it on close', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'samity-db-')), 'pglite');
    const first = await createDb({ kind: 'pglite', dataDir });
    await expect(createDb({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(createDb({ kind: 'pglite', dataDir })).rejects.toThrow(
      /already in use by another Samity process/,
    );
    await first.close();
    const again = await createDb({ kind: 'pglite', dataDir });
    await again.close();
  });
});
