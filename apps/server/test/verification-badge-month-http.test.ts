import { createMember, FakeClock } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * The whole REST answers kept by the server (plugins/public-answer-cache.ts) follow the Dhaka month like the
 * procedures' answers: at midnight a book made ahead becomes due and a dealer 3 months behind loses the badge
 * in the very next answer, with no write in between.
 */
// 23:59 on 30 November in Dhaka (UTC+6).
const clock = new FakeClock(Date.parse('2026-11-30T17:59:00Z'));
const t = useTestApp({}, { clock: clock.now });

describe('GET /api/stocks/search at the start of a Dhaka month', () => {
  it('drops the verified badge of a dealer who falls 3 months behind at midnight', async () => {
    const { db } = t.db;
    const dealer = await createMember(db);
    for (const month of ['2026-10-01', '2026-11-01', '2026-12-01']) {
      await db
        .insertInto('monthly_books')
        .values({ month, amount_poisha: 50_000 })
        .onConflict((oc) => oc.column('month').doNothing())
        .execute();
      const book = await db
        .selectFrom('monthly_books')
        .select('id')
        .where('month', '=', month)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('monthly_dues')
        .values({ book_id: book.id, member_id: dealer.id, payable_poisha: 50_000 })
        .execute();
    }
    await db
      .insertInto('stock_cars')
      .values({
        member_id: dealer.id,
        brand: 'Midnightcar',
        model: 'Edge',
        model_year: 2020,
        reg_year: 2021,
        cc: 1500,
        color: 'White',
        mileage: 1000,
        asking_price_poisha: 150_000_000,
        pic: '/uploads/demo/car.svg',
      })
      .execute();
    const badge = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/stocks/search?search=Midnightcar' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { entries: { verify_path: string | null }[] }).entries[0]?.verify_path;
    };
    const before = await badge();
    expect(before).toMatch(/^\/verify\//);
    // Asked again within the month: the same answer (kept by now).
    expect(await badge()).toBe(before);
    clock.advanceSeconds(120);
    expect(await badge()).toBeNull();
  });
});
