import { sql } from 'kysely';
import type { Db } from '../client';

/** The size the public lists are benchmarked and their query plans checked at (docs/benchmarks.md). */
export const BENCH_SCALE = { members: 10_000, cars: 50_000 } as const;

/**
 * Adds `members` active dealers (member no 'P1'...) and `cars` cars spread over them, each car with its cover
 * picture, in a few set-based statements (seconds, not the demo seed's per-row work). Names, businesses and
 * models are md5 prefixes, so substring searches match a few rows each; brands cycle through ten, so a brand
 * matches a tenth of the cars. Statistics are refreshed as autovacuum would, so the planner sees the sizes.
 */
export async function seedAtScale(db: Db, scale: { members: number; cars: number } = BENCH_SCALE) {
  await sql`INSERT INTO members (member_no, name, business, address, phone)
    SELECT 'P' || i, 'Dealer ' || md5(i::text), 'Motors ' || substr(md5((i * 7)::text), 1, 10), 'Dhaka',
      '017' || lpad(i::text, 8, '0')
    FROM generate_series(1, ${scale.members}) AS i`.execute(db);
  await sql`INSERT INTO stock_cars (member_id, brand, model, model_year, reg_year, cc, color, mileage,
      asking_price_poisha, pic)
    SELECT m.id,
      (ARRAY['Toyota', 'Honda', 'Nissan', 'Mitsubishi', 'Mazda', 'Hyundai', 'Suzuki', 'Kia', 'BMW', 'Lexus'])[1 + i % 10],
      'Model ' || substr(md5(i::text), 1, 6),
      2005 + i % 21, 2005 + i % 21, (ARRAY[1200, 1500, 1800, 2000, 2400, 2700, 3500])[1 + i % 7],
      'White', i % 160000, (500000 + (i * 7919) % 14500000)::bigint * 100, '/uploads/demo/p.svg'
    FROM generate_series(1, ${scale.cars}) AS i
    JOIN members m ON m.member_no = 'P' || (1 + i % ${scale.members})`.execute(db);
  await sql`INSERT INTO stock_car_pictures (car_id, url, position)
    SELECT s.id, s.pic, 0 FROM stock_cars s
    WHERE NOT EXISTS (SELECT 1 FROM stock_car_pictures p WHERE p.car_id = s.id)`.execute(db);
  // As autovacuum would: statistics, and the bulk-inserted trigram entries moved out of GIN's pending list.
  for (const table of ['members', 'stock_cars', 'stock_car_pictures'])
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
}
