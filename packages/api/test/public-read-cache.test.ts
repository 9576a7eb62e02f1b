import { createDb, type DbHandle, PUBLIC_READ_TABLES } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProcedures } from '../src/openapi';
import { createPublicReadCache, type PublicReadCache } from '../src/read-cache/public-read-cache';
import { appRouter } from '../src/root';
import { listNewestNotices } from '../src/services/notices/notices.queries';
import {
  createAdmin,
  createMember,
  createTestCaller,
  createTestDb,
  FakeClock,
  loginAs,
} from '../src/testing';
import { contentFixtures } from './admin-site-images-fixtures';

/**
 * The public lists' read cache on a real database: two app instances (two handles on one PostgreSQL
 * database; two caches on the one PGlite) each with a cache of its own, the database announcing writes.
 */
interface Instance {
  handle: DbHandle;
  cache: PublicReadCache;
}
let a: Instance;
let b: Instance;
let closeAll: () => Promise<void>;
const { storage, uploaded } = contentFixtures('read-cache');
const clock = new FakeClock();

async function twoInstances(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL;
  const template = process.env.SAMITY_TEST_DB_TEMPLATE;
  if (baseUrl && template) {
    const name = `${template}_rc${process.pid}`;
    const url = await createDatabase(baseUrl, name, template);
    const handles = [
      await createDb({ kind: 'postgres', url, poolSize: 3 }),
      await createDb({ kind: 'postgres', url, poolSize: 3 }),
    ];
    const caches = await Promise.all(handles.map((handle) => createPublicReadCache(handle)));
    a = { handle: handles[0]!, cache: caches[0]! };
    b = { handle: handles[1]!, cache: caches[1]! };
    closeAll = async () => {
      for (const cache of caches) await cache.close();
      for (const handle of handles) await handle.close();
      await dropDatabase(baseUrl, name);
    };
    return;
  }
  const handle = await createTestDb();
  const caches = [await createPublicReadCache(handle), await createPublicReadCache(handle)];
  a = { handle, cache: caches[0]! };
  b = { handle, cache: caches[1]! };
  closeAll = async () => {
    for (const cache of caches) await cache.close();
    await handle.close();
  };
}

beforeAll(twoInstances);
afterAll(async () => {
  await closeAll?.();
});

const visitor = (i: Instance) => createTestCaller(i.handle, { readCache: i.cache });
async function admin(i: Instance) {
  const jar = await loginAs(i.handle.db, await createAdmin(i.handle.db, { privilege: 'Full_Access' }));
  return createTestCaller(i.handle, { cookies: jar, readCache: i.cache, storage, now: clock.now });
}
const noticeIds = async (i: Instance) => (await visitor(i).public.notices.list()).map((n) => n.id);
const counts = (cache: PublicReadCache) => ({ ...cache.stats });

async function publishNotice(i: Instance, caption: string) {
  const pic = await uploaded(i.handle.db);
  return (await admin(i)).admin.notices.create({ date: '2099-12-31', caption, pic: pic.url });
}

describe('public read cache', () => {
  it('answers a repeated read from the cache and a write through a service drops it before the write returns', async () => {
    const first = await noticeIds(a);
    const before = counts(a.cache);
    expect(await noticeIds(a)).toEqual(first);
    expect(a.cache.stats.hits).toBe(before.hits + 1);
    expect(a.cache.stats.misses).toBe(before.misses);

    const notice = await publishNotice(a, 'Fresh on the writing instance');
    expect((await noticeIds(a))[0]).toBe(notice.id);
  });

  it('keeps answers per input: another page is another entry', async () => {
    const page = (offset: number) => visitor(a).public.members.list({ limit: 5, offset });
    const [first, second] = [await page(0), await page(5)];
    expect(first.map((m) => m.id)).not.toEqual(second.map((m) => m.id));
    expect(await page(0)).toEqual(first);
    expect(await page(5)).toEqual(second);
  });

  it('a write on one instance reaches the other within 100 ms, and nothing stale is served after', async () => {
    const cached = await noticeIds(b);
    expect(await noticeIds(b)).toEqual(cached); // now from B's cache
    const notice = await publishNotice(a, 'Published on instance A');
    const written = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - written < 100) {
      if ((await noticeIds(b))[0] === notice.id) {
        seenAfter = Date.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(seenAfter).toBeLessThan(100);
    for (let i = 0; i < 5; i++) expect((await noticeIds(b))[0]).toBe(notice.id);
  });

  it('a read that started before a write and finished after it is returned but never kept', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loads: number[] = [];
    const load = async () => {
      const rows = await listNewestNotices(a.handle.db, 50);
      loads.push(rows.length);
      await gate;
      return rows;
    };
    const before = counts(a.cache);
    const racing = a.cache.read('race', ['notices'], load, () => 1000);
    while (loads.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // A write straight to the table, as a script would: the trigger announces it all the same.
    await sql`INSERT INTO notices (date, caption, pic) VALUES ('2099-12-31', 'Written during a read', '/x.jpg')`.execute(
      a.handle.db,
    );
    await a.cache.caughtUp();
    release();
    const stale = await racing;
    expect(stale.some((n) => n.caption === 'Written during a read')).toBe(false);
    expect(a.cache.stats.discarded).toBe(before.discarded + 1);

    const fresh = await a.cache.read('race', ['notices'], load, () => 1000);
    expect(loads).toHaveLength(2);
    expect(fresh.some((n) => n.caption === 'Written during a read')).toBe(true);
  });

  it('drops the stock search when a member adds a car (member_id, pictures and dealers are all watched)', async () => {
    const search = () => visitor(a).public.stock.search({ search: 'Cachemobile' });
    expect((await search()).total).toBe(0);
    const member = await createMember(a.handle.db);
    await sql`INSERT INTO stock_cars (member_id, brand, model, model_year, reg_year, cc, color, mileage,
        asking_price_poisha, pic)
      VALUES (${member.id}, 'Cachemobile', 'X', 2020, 2020, 1500, 'Red', 10, 150000000, '/x.jpg')`.execute(
      a.handle.db,
    );
    await a.cache.caughtUp();
    expect((await search()).total).toBe(1);
  });

  it('never caches a member or admin answer', async () => {
    const member = await createMember(a.handle.db);
    const jar = await loginAs(a.handle.db, member);
    const own = createTestCaller(a.handle, { cookies: jar, readCache: a.cache });
    const before = counts(a.cache);
    await own.member.stock.list({ member_no: member.memberNo });
    await own.member.stock.list({ member_no: member.memberNo });
    await (await admin(a)).admin.notices.list();
    expect(counts(a.cache)).toEqual(before);
  });
});

describe('what a visitor can make the cache hold', () => {
  it('keys answers by the validated input: junk fields, other spellings and refused inputs make no entry', async () => {
    const cache = await createPublicReadCache(a.handle);
    try {
      const caller = createTestCaller(a.handle, { readCache: cache });
      const stocks = await caller.public.stock.list();
      const page = await caller.public.members.list({ limit: 5, offset: 0 });
      const found = await caller.public.stock.search({ search: 'toyota' });
      const before = { ...cache.stats };
      const held = cache.held();
      for (let i = 0; i < 300; i++) {
        // Fields the schemas do not know are dropped by validation, so they cannot name a new entry.
        expect(await caller.public.stock.list({ z: i } as never)).toEqual(stocks);
        expect(await caller.public.members.list({ offset: 0, limit: 5, junk: i } as never)).toEqual(page);
        expect(await caller.public.stock.search({ search: ` toyota  `, utm: `${i}` } as never)).toEqual(
          found,
        );
        await expect(caller.public.members.list({ limit: -1 - i })).rejects.toThrow();
      }
      expect(cache.stats.misses).toBe(before.misses);
      expect(cache.stats.hits).toBe(before.hits + 900);
      expect(cache.held()).toEqual(held);
    } finally {
      await cache.close();
    }
  });

  it('holds no more bytes than its budget, and an answer larger than the budget is answered but not kept', async () => {
    const whole = await visitor(a).public.members.list({});
    const wholeBytes = Buffer.byteLength(JSON.stringify(whole));
    // A budget the whole list does not fit in (an answer kept as objects counts twice its JSON) but pages do.
    const maxBytes = wholeBytes;
    const cache = await createPublicReadCache(a.handle, { maxBytes });
    try {
      const caller = createTestCaller(a.handle, { readCache: cache });
      const pages = Math.ceil(whole.length / 2);
      for (let offset = 0; offset < pages; offset++) await caller.public.members.list({ limit: 2, offset });
      const held = cache.held();
      expect(held.bytes).toBeLessThanOrEqual(maxBytes);
      expect(held.entries).toBeGreaterThan(0);
      expect(held.entries).toBeLessThan(pages);
      // The most recent pages stay; the oldest were let go to make room.
      const misses = cache.stats.misses;
      await caller.public.members.list({ limit: 2, offset: pages - 1 });
      expect(cache.stats.misses).toBe(misses);
      await caller.public.members.list({ limit: 2, offset: 0 });
      expect(cache.stats.misses).toBe(misses + 1);

      expect(await caller.public.members.list({})).toEqual(whole);
      expect(await caller.public.members.list({})).toEqual(whole);
      expect(cache.stats.tooLarge).toBe(2);
      expect(cache.stats.misses).toBe(misses + 3);
      expect(cache.held().bytes).toBeLessThanOrEqual(maxBytes);
    } finally {
      await cache.close();
    }
  });
});

describe('what the cache relies on', () => {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { meta?: { reads?: readonly string[]; access?: { tier: string } } } }
  >;
  const cached = Object.entries(procedures).filter(([, p]) => p._def.meta?.reads?.length);

  it('caches every public list, and only public procedures', () => {
    expect(cached.map(([path]) => path).sort()).toEqual(
      [
        'public.members.list',
        'public.members.search',
        'public.deceasedMembers.list',
        'public.currentCommittee.list',
        'public.foundingCommittee.list',
        'public.previousCommittees.list',
        'public.notices.list',
        'public.stock.list',
        'public.stock.search',
        // A car's page by id: a kept answer per car there is or was (an unknown id is refused, never kept).
        'public.carPages.get',
        // A dealer's page by member number: the same, a kept answer per member dealer there is or was.
        'public.dealerPages.get',
        'public.serviceCenters.list',
        'public.gallery.list',
      ].sort(),
    );
    const tiers = new Set(
      listProcedures()
        .filter((p) => cached.some(([path]) => path === p.path))
        .map((p) => p.access?.tier),
    );
    expect([...tiers]).toEqual(['public']);
  });

  it('has the change trigger on every table a cached list reads', async () => {
    const { rows } = await sql<{ table: string }>`SELECT c.relname AS table FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%_public_read_change'`.execute(a.handle.db);
    const triggered = rows.map((r) => r.table).sort();
    expect(triggered).toEqual([...PUBLIC_READ_TABLES].sort());
    for (const [, p] of cached)
      for (const table of p._def.meta?.reads ?? []) expect(triggered).toContain(table);
  });
});

// Only PostgreSQL has a connection to lose (PGlite's listener is in process), so this is collected there only.
if (process.env.DATABASE_URL) {
  describe('a lost change feed (PostgreSQL)', () => {
    it('serves nothing from the cache while deaf, and drops everything once it hears again', async () => {
      await noticeIds(a);
      const { rows } = await sql<{ killed: boolean }>`SELECT pg_terminate_backend(pid) AS killed
        FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'samity-change-feed'`.execute(
        b.handle.db,
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      while (a.cache.live) await new Promise((resolve) => setTimeout(resolve, 1));
      // Written while nobody listens: no instance hears of it.
      await sql`INSERT INTO notices (date, caption, pic) VALUES ('2100-01-01', 'Unheard', '/x.jpg')`.execute(
        b.handle.db,
      );
      const deaf = counts(a.cache);
      expect((await visitor(a).public.notices.list())[0]?.caption).toBe('Unheard');
      expect(counts(a.cache)).toEqual(deaf);

      while (!a.cache.live) await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await visitor(a).public.notices.list())[0]?.caption).toBe('Unheard');
      expect((await visitor(a).public.notices.list())[0]?.caption).toBe('Unheard');
      expect(a.cache.stats.hits).toBe(deaf.hits + 1);
    });
  });
}
