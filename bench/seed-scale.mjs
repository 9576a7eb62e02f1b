#!/usr/bin/env node
/**
 * The benchmark database: migrated, the demo seed (for its logins, committees, notices and pictures), then
 * BENCH_SCALE (10,000 dealers, 50,000 cars) in set-based SQL, and a block of cars moved to demo member 1001
 * so the mixed load has cars of its own to mark sold. Runs before the server starts (PGlite is one process).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/samity_bench npx tsx bench/seed-scale.mjs
 *   DATA_DIR=/tmp/samity-bench npx tsx bench/seed-scale.mjs          (PGlite in $DATA_DIR/pglite)
 */
import { hashPassword } from '@samity/api/passwords';
import { createDb, migrateToLatest, seedDemoData } from '@samity/db';
import { BENCH_SCALE, seedAtScale } from '@samity/db/testing';
import { sql } from 'kysely';

/** Seeds target ({kind:'postgres', url} or {kind:'pglite', dataDir}); answers the ids of member 1001's cars. */
export async function prepareBenchDatabase(target, { memberCars = 5000 } = {}) {
  const handle = await createDb(target);
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, {
      hashPassword,
      storeImage: async (name) => `/uploads/demo/${name}.svg`,
      // The load never downloads the society's documents: their rows only, no files.
      storeDocument: async (file) => ({
        storageKey: `private/documents/bench-${file.at.getTime()}.pdf`,
        bytes: 1,
        sha256: '0'.repeat(64),
      }),
    });
    const started = Date.now();
    await seedAtScale(handle.db, BENCH_SCALE);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const { rows } =
      await sql`UPDATE stock_cars SET member_id = (SELECT id FROM members WHERE member_no = '1001')
      WHERE id IN (SELECT id FROM stock_cars ORDER BY id DESC LIMIT ${memberCars}) RETURNING id`.execute(
        handle.db,
      );
    await sql`ANALYZE`.execute(handle.db);
    return { memberCarIds: rows.map((r) => Number(r.id)), seedSeconds: seconds };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: `${process.env.DATA_DIR ?? './data'}/pglite` };
  const { seedSeconds } = await prepareBenchDatabase(target);
  console.log(`Seeded ${BENCH_SCALE.members} dealers and ${BENCH_SCALE.cars} cars in ${seedSeconds} s.`);
}
