import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createReadiness } from '../src/plugins/health';
import { useTestApp } from './helpers';

const readiness = createReadiness();
const t = useTestApp({}, { readiness });

describe('health and headers', () => {
  it('answers liveness at /healthz and readiness (database answers, schema current) at /readyz', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', database: t.db.kind });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.db.kind });
    for (const res of [live, ready]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this build knows is not applied', async () => {
    // The newest migration, as if this build were deployed before the database was migrated.
    const { rows } = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.db.db);
    const last = rows[0]!;
    await sql`DELETE FROM kysely_migration WHERE name = ${last.name}`.execute(t.db.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', reason: 'migrations pending' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      const { name, timestamp } = last;
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${timestamp})`.execute(
        t.db.db,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('sends security headers with every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('REST facade', () => {
  it('GET /api/members pages with limit and offset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members?limit=12&offset=0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(12);
    expect(Object.keys(body[0]).sort()).toEqual([
      'address',
      'business',
      'father',
      'id',
      'member_no',
      'name',
      'phone',
      'pic',
    ]);
  });

  it('GET /api/members without parameters returns all active members', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members' });
    expect(res.json()).toHaveLength(160);
  });

  it('GET /api/members/search finds by member number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members/search?search=1007' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { member_no: string }) => m.member_no)).toEqual(['1007']);
  });

  it('answers bad parameters with 400 and a readable message, never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/members?limit=abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document and a local reference page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/members'].get).toBeDefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
  });
});

describe('tRPC', () => {
  it('serves the browser API at /trpc', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 2, offset: 0 }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/public.members.list?input=${input}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toHaveLength(2);
  });
});

describe('web app and SPA fallback', () => {
  it('serves index.html for every screen route, in any letter case', async () => {
    for (const path of ['/', '/ActiveMembers', '/Stocklist', '/MemberDashboard', '/FinancialExpenses']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      // A signed-in page may carry the person's first screen (decision 023): never stored by any cache.
      const signedIn = path === '/MemberDashboard';
      expect(res.headers['cache-control'], path).toBe(signedIn ? 'no-store, private' : 'no-cache');
    }
    // The app moves a path in another case to the page's own address; the server answers it with the app.
    for (const path of ['/activemembers', '/stocklist', '/memberdashboard', '/FINANCIAL'])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('caches hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

// Last: draining does not end (main.ts starts it at a stop signal, just before the process exits).
describe('shutting down', () => {
  it('turns readiness to 503 once draining starts, while liveness and requests still answer', async () => {
    readiness.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', reason: 'shutting down' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/members?limit=1&offset=0' })).statusCode).toBe(
      200,
    );
  });
});
