import type { DbHandle } from '@samity/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicReadCache, type PublicReadCache } from '../src/read-cache/public-read-cache';
import { createMember, createTestCaller, createTestDb, FakeClock, type TestMember } from '../src/testing';

/**
 * The verified badge in the cached public answers when a month starts in Dhaka: a book made ahead becomes
 * due at midnight with no write at all, so a dealer 2 months behind becomes 3 behind and must lose the badge
 * at once, not at the next write to a table the answers read.
 */
let handle: DbHandle;
let cache: PublicReadCache;
// 23:59 on 30 November in Dhaka (UTC+6): December's book is made, December has not started.
const clock = new FakeClock(Date.parse('2026-11-30T17:59:00Z'));

beforeAll(async () => {
  handle = await createTestDb();
  cache = await createPublicReadCache(handle, { now: clock.now });
});
afterAll(async () => {
  await cache?.close();
  await handle?.close();
});

const visitor = () => createTestCaller(handle, { readCache: cache, now: clock.now });

/** A book for the month (made if the demo seed has none) and the member's unpaid row in it. */
async function owe(member: TestMember, month: string) {
  const { db } = handle;
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
    .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
    .execute();
}

async function carOf(member: TestMember) {
  return handle.db
    .insertInto('stock_cars')
    .values({
      member_id: member.id,
      brand: 'Monthcar',
      model: 'Edge',
      model_year: 2020,
      reg_year: 2021,
      cc: 1500,
      color: 'White',
      mileage: 1000,
      asking_price_poisha: 150_000_000,
      pic: '/uploads/demo/car.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('the verified badge at the start of a Dhaka month', () => {
  it('is dropped from the cached stock and car page at midnight, with no write in between', async () => {
    const dealer = await createMember(handle.db);
    for (const month of ['2026-10-01', '2026-11-01', '2026-12-01']) await owe(dealer, month);
    const car = await carOf(dealer);
    // The writes above reach the cache's feed before the reads below, so nothing stale is kept.
    await cache.caughtUp();
    const badge = async () => {
      const search = await visitor().public.stock.search({ search: 'Monthcar' });
      const page = await visitor().public.carPages.get({ id: car.id });
      return {
        search: search.entries[0]?.verify_path,
        page: page.state === 'forSale' ? page.car.verify_path : 'gone',
      };
    };

    const before = await badge();
    expect(before.search).toMatch(/^\/verify\//);
    expect(before.page).toBe(before.search);
    await visitor().public.notices.list();
    // Within the month the answers come from the cache.
    const hits = cache.stats.hits;
    expect(await badge()).toEqual(before);
    expect(cache.stats.hits).toBe(hits + 2);

    clock.advanceSeconds(120); // 00:01 on 1 December in Dhaka: 3 started months behind.
    expect(await badge()).toEqual({ search: null, page: null });
    // An answer that reads no monthly dues (the notices) is still served from the cache.
    const noticeHits = cache.stats.hits;
    await visitor().public.notices.list();
    expect(cache.stats.hits).toBe(noticeHits + 1);
  });
});
