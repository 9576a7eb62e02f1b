import { createMember } from '@samity/api/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { cookieFor, useTestApp } from './helpers';

/** Public GETs carry a weak ETag of their body and answer 304 to a client that already holds it. */
const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('ETag and 304 on public answers', () => {
  it.each([
    ['REST', '/api/notices-front'],
    ['tRPC', '/trpc/public.notices.list'],
    ['REST with a query', '/api/members?limit=12&offset=0'],
  ])('%s: a weak ETag, 304 without a body for If-None-Match, 200 for another tag', async (_, url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBeUndefined();

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    expect((await get(url, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': 'W/"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('gives a new ETag once the list changes, and the old one gets the new body', async () => {
    const before = await get('/api/notices-front');
    await sql`INSERT INTO notices (date, caption, pic) VALUES ('2100-02-02', 'ETag moved', '/x.jpg')`.execute(
      t.db.db,
    );
    // The app's own change feed tells its cache (at once on PGlite, within milliseconds on PostgreSQL).
    let after = await get('/api/notices-front', { 'if-none-match': before.headers.etag as string });
    for (let i = 0; i < 50 && after.statusCode === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      after = await get('/api/notices-front', { 'if-none-match': before.headers.etag as string });
    }
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()[0].caption).toBe('ETag moved');
  });

  it('never tags an error, a personal answer or a public answer to a request carrying a session', async () => {
    const bad = await get('/api/members?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();

    const member = await createMember(t.db.db);
    const cookie = await cookieFor(t, member);
    const own = await get(`/api/stock?member_no=${member.memberNo}`, { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
    expect(own.headers['cache-control']).toBe('no-store');

    const withSession = await get('/api/notices-front', { cookie });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.headers.etag).toBeUndefined();
    expect(withSession.headers['cache-control']).toBe('no-store');
  });
});

describe('two app instances on one database', () => {
  it('a write through one instance is read on the other within 100 ms, from then on never the old answer', async () => {
    // A second instance: its own cache and its own listening connection, on the same database.
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const other = await buildApp({ config, db: t.db });
    try {
      const url = '/api/members/search?search=Renamed%20on%20A';
      expect((await other.inject({ method: 'GET', url })).json()).toEqual([]);
      expect((await other.inject({ method: 'GET', url })).json()).toEqual([]); // kept by instance B

      const member = await createMember(t.db.db, { name: 'Before rename' });
      const admin = await cookieFor(t, 'Full_Access');
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/members-update-done/${member.memberNo}`,
        headers: { 'content-type': 'application/json', cookie: admin },
        payload: JSON.stringify({ name: 'Renamed on A', phone: '01711999999' }),
      });
      expect(renamed.statusCode).toBe(200);
      const written = Date.now();
      let names: string[] = [];
      while (Date.now() - written < 100 && names.length === 0) {
        names = (await other.inject({ method: 'GET', url })).json().map((m: { name: string }) => m.name);
      }
      expect(names).toEqual(['Renamed on A']);
      for (let i = 0; i < 5; i++) expect((await other.inject({ method: 'GET', url })).json()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
