import { hasData, seedDemoData } from '@samity/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/services/auth/passwords';
import { TEST_TODAY, testImageSink, useTestDb } from '../src/testing';

const handle = useTestDb();

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(handle.db)).rows[0]!.n;

describe('demo seed', () => {
  it('holds the amounts the issue asks for', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM members WHERE status = 'active'`),
    ).toBeGreaterThanOrEqual(150);
    expect(await count(sql`SELECT count(*) AS n FROM members WHERE status = 'deceased'`)).toBe(10);
    expect(await count(sql`SELECT count(*) AS n FROM committee_members WHERE kind = 'current'`)).toBe(11);
    expect(await count(sql`SELECT count(*) AS n FROM committee_members WHERE kind = 'founding'`)).toBe(7);
    expect(
      await count(sql`SELECT count(DISTINCT term) AS n FROM committee_members WHERE kind = 'previous'`),
    ).toBe(3);
    expect(await count(sql`SELECT count(*) AS n FROM notices`)).toBe(12);
    expect(await count(sql`SELECT count(*) AS n FROM stock_cars`)).toBe(200);
    expect(await count(sql`SELECT count(*) AS n FROM service_center_images`)).toBe(8);
    expect(await count(sql`SELECT count(*) AS n FROM gallery_images`)).toBe(24);
    expect(await count(sql`SELECT count(*) AS n FROM monthly_books`)).toBe(12);
    expect(await count(sql`SELECT count(DISTINCT privilege) AS n FROM admins`)).toBe(4);
    expect(await count(sql`SELECT count(*) AS n FROM public_complaints`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) AS n FROM member_objections`)).toBeGreaterThan(0);
  });

  it('covers the car ranges: years 2005..2025, every cc band, 5 lakh to 1.5 crore taka', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT min(model_year) AS y0, max(model_year) AS y1, min(asking_price_poisha) AS p0, max(asking_price_poisha) AS p1,
             count(*) FILTER (WHERE cc <= 1500) AS b1, count(*) FILTER (WHERE cc BETWEEN 1501 AND 2000) AS b2,
             count(*) FILTER (WHERE cc BETWEEN 2001 AND 2500) AS b3, count(*) FILTER (WHERE cc > 2500) AS b4
      FROM stock_cars`.execute(handle.db);
    const r = rows[0]!;
    expect([r.y0, r.y1]).toEqual([2005, 2025]);
    expect([r.p0, r.p1]).toEqual([500_000_00, 15_000_000_00]);
    for (const band of [r.b1, r.b2, r.b3, r.b4]) expect(band).toBeGreaterThan(0);
  });

  it('gives every car its cover as the first picture, and some cars several (the first demo member’s too)', async () => {
    const { rows } = await sql<{ covers: number; cars: number; several: number; demo_several: number }>`
      SELECT (SELECT count(*)::int FROM stock_car_pictures p JOIN stock_cars s ON s.id = p.car_id
               WHERE p.position = 0 AND p.url = s.pic) AS covers,
             (SELECT count(*)::int FROM stock_cars) AS cars,
             (SELECT count(*)::int FROM (SELECT car_id FROM stock_car_pictures GROUP BY car_id HAVING count(*) > 1) x) AS several,
             (SELECT count(*)::int FROM stock_cars s JOIN members m ON m.id = s.member_id
               WHERE m.member_no = '1001' AND (SELECT count(*) FROM stock_car_pictures p WHERE p.car_id = s.id) > 1) AS demo_several`.execute(
      handle.db,
    );
    const r = rows[0]!;
    expect(r.covers).toBe(r.cars);
    expect(r.several).toBeGreaterThan(10);
    expect(r.demo_several).toBeGreaterThanOrEqual(2);
  });

  it('stores no plaintext password and no outside image address', async () => {
    const { rows } = await sql<{
      hash: string;
    }>`SELECT password_hash AS hash FROM admins UNION ALL SELECT password_hash FROM members WHERE password_hash IS NOT NULL`.execute(
      handle.db,
    );
    expect(rows.length).toBeGreaterThan(4);
    for (const { hash } of rows) expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const pics = await sql<{
      pic: string;
    }>`SELECT pic FROM stock_cars UNION SELECT pic FROM gallery_images UNION SELECT pic FROM notices UNION SELECT pic FROM service_center_images`.execute(
      handle.db,
    );
    for (const { pic } of pics.rows) expect(pic).toMatch(/^\/uploads\//);
  });

  it('never runs against a database that already has data', async () => {
    expect(await hasData(handle.db)).toBe(true);
    const before = await count(sql`SELECT count(*) AS n FROM members`);
    const result = await seedDemoData(handle.db, {
      hashPassword,
      storeImage: testImageSink,
      now: TEST_TODAY,
    });
    expect(result.seeded).toBe(false);
    expect(await count(sql`SELECT count(*) AS n FROM members`)).toBe(before);
  });
});
