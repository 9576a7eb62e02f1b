import { createAdmin, createApiKey, createMember, FakeClock, loginAs } from '@samity/api/testing';
import { API_KEY_RATE_LIMIT } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, SITE } from './auth-helpers';
import { buildSecondInstance, useTestApp } from './helpers';

/**
 * API keys at the HTTP level: `Authorization: Bearer` on the REST facade's admin and finance paths, without
 * Origin; never on member paths or tRPC; revoked on every instance at once; limited per key with RateLimit-*
 * headers and a 429 with Retry-After.
 */
const clock = new FakeClock(Date.parse('2026-11-20T08:00:00Z'));
let second: FastifyInstance;
let adminCookie: string;
/** Every log line of the first instance, and every key the tests used: no line may hold a key's secret. */
const logs: string[] = [];
const secrets: string[] = [];
const t = useTestApp(
  { LOG_LEVEL: 'info' },
  { clock: clock.now, logStream: { write: (line) => logs.push(line) } },
);
beforeAll(async () => {
  second = await buildSecondInstance(t, { clock: clock.now });
  const admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
  adminCookie = (await loginAs(t.db.db, admin, { now: clock.now })).header();
});
afterAll(async () => {
  await second?.close();
});

const withKey = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  key: string,
  { payload, headers = {} }: { payload?: unknown; headers?: Record<string, string> } = {},
) => {
  secrets.push(key);
  return app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${key}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
};

const LEDGER_ENTRY = {
  type: 'Income',
  date: '2026-11-19',
  source: 'Bank interest',
  method: 'bank',
  note: '',
  amount: 10,
  receipt: '',
};

describe('a key on the REST facade', () => {
  it('is made by an admin in person, shown once, and works as the key privilege allows', async () => {
    const made = await postJson(
      t.app,
      '/api/api-keys',
      { name: 'HTTP office', privilege: 'Finance_Access' },
      adminCookie,
    );
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const { secret, key } = made.json() as { secret: string; key: { id: number; prefix: string } };
    expect(secret.startsWith(key.prefix)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/api-keys',
      headers: { cookie: adminCookie },
    });
    expect(listed.body).not.toContain(secret);

    const ledger = await withKey(t.app, 'GET', '/api/financial-expenses', secret);
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['cache-control']).toBe('no-store');
    expect(ledger.headers['ratelimit-limit']).toBe(String(API_KEY_RATE_LIMIT.limit));
    expect(Number(ledger.headers['ratelimit-remaining'])).toBe(API_KEY_RATE_LIMIT.limit - 1);
    expect(Number(ledger.headers['ratelimit-reset'])).toBe(API_KEY_RATE_LIMIT.windowSeconds);
    expect((await withKey(t.app, 'GET', '/api/admins', secret)).statusCode).toBe(403);
    // A key never manages keys, even a Full_Access+ one.
    const top = await createApiKey(t.db.db, { privilege: 'Full_Access+' });
    const child = await withKey(t.app, 'POST', '/api/api-keys', top.secret, {
      payload: { name: 'Child', privilege: 'Member_Access' },
    });
    expect(child.statusCode).toBe(403);
    expect(child.json()).toMatchObject({ code: 'FORBIDDEN', data: { key: 'apiKeys.sessionRequired' } });
    expect((await withKey(t.app, 'GET', '/api/api-keys', top.secret)).statusCode).toBe(403);
  });

  it('writes without Origin (no CSRF risk), while a cookie still needs the same origin', async () => {
    const key = await createApiKey(t.db.db, { privilege: 'Finance_Access' });
    const plain = await withKey(t.app, 'POST', '/api/financial-expenses', key.secret, {
      payload: LEDGER_ENTRY,
    });
    expect(plain.statusCode).toBe(200);
    const foreign = await withKey(t.app, 'POST', '/api/financial-expenses', key.secret, {
      payload: LEDGER_ENTRY,
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(foreign.statusCode).toBe(200);
    // A cookie alongside the key: the same-origin rule applies as to any cookie request.
    const withCookie = await withKey(t.app, 'POST', '/api/financial-expenses', key.secret, {
      payload: LEDGER_ENTRY,
      headers: { cookie: adminCookie, origin: 'https://elsewhere.example' },
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('is refused on member paths and on tRPC, which stay cookie-only', async () => {
    const key = await createApiKey(t.db.db, { privilege: 'Full_Access+' });
    const member = await withKey(t.app, 'GET', '/api/stock', key.secret);
    expect(member.statusCode).toBe(401);
    expect((await withKey(t.app, 'GET', '/trpc/admin.admins.list', key.secret)).statusCode).toBe(401);
    // A cross-site tRPC write is refused before anything runs, bearer or not.
    const trpcWrite = await withKey(t.app, 'POST', '/trpc/finance.ledger.create', key.secret, {
      payload: LEDGER_ENTRY,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(trpcWrite.statusCode).toBe(403);
    expect((await withKey(t.app, 'GET', '/api/admins', 'smk_not-a-key')).json()).toMatchObject({
      code: 'UNAUTHORIZED',
      data: { key: 'apiKeys.invalid' },
    });
  });

  it('is refused by every instance from the request after its revocation', async () => {
    const made = await postJson(
      t.app,
      '/api/api-keys',
      { name: 'Two instances', privilege: 'Member_Access' },
      adminCookie,
    );
    const { secret, key } = made.json() as { secret: string; key: { id: number } };
    for (const app of [t.app, second])
      expect((await withKey(app, 'GET', '/api/active-members-admin?limit=1', secret)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}`,
      headers: { cookie: adminCookie, host: SITE, origin: `http://${SITE}` },
    });
    expect(revoked.statusCode).toBe(200);
    for (const app of [second, t.app])
      expect((await withKey(app, 'GET', '/api/active-members-admin?limit=1', secret)).statusCode).toBe(401);
  });

  it('counts calls per key across instances and answers 429 with Retry-After once the window is full', async () => {
    const key = await createApiKey(t.db.db, { privilege: 'Member_Access' });
    const other = await createApiKey(t.db.db, { privilege: 'Member_Access' });
    const url = '/api/active-members-admin?limit=1';
    // The window's calls, spread over both instances (each call is one hit in the shared table).
    for (let i = 0; i < API_KEY_RATE_LIMIT.limit - 1; i++) {
      const res = await withKey(i % 2 ? second : t.app, 'GET', url, key.secret);
      if (res.statusCode !== 200) throw new Error(`call ${i}: ${res.statusCode}`);
    }
    clock.advanceSeconds(10);
    const last = await withKey(second, 'GET', url, key.secret);
    expect(last.statusCode).toBe(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    const refused = await withKey(t.app, 'GET', url, key.secret);
    expect(refused.statusCode).toBe(429);
    const wait = API_KEY_RATE_LIMIT.windowSeconds - 10;
    expect(refused.headers['retry-after']).toBe(String(wait));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(String(wait));
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: wait } });
    // Another key has its own budget; and once the window has passed the first key works again.
    expect((await withKey(t.app, 'GET', url, other.secret)).statusCode).toBe(200);
    clock.advanceSeconds(wait);
    expect((await withKey(t.app, 'GET', url, key.secret)).statusCode).toBe(200);
  });

  it('makes no difference to a person with a cookie (no RateLimit headers, no key needed)', async () => {
    const member = await createMember(t.db.db, { password: 'member-pass-123' });
    const jar = await loginAs(t.db.db, member, { now: clock.now });
    const res = await t.app.inject({ method: 'GET', url: '/api/stock', headers: { cookie: jar.header() } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });

  it('never logs a key (its secret part), though refusals are logged', () => {
    expect(logs.join('\n')).toContain('"event":"auth.denied"');
    for (const key of new Set(secrets)) {
      const secretPart = key.slice('smk_0123456789abcdef_'.length);
      if (secretPart.length >= 20) expect(logs.join('\n')).not.toContain(secretPart);
    }
    expect(secrets.filter((k) => k.length > 40).length).toBeGreaterThan(5);
  });
});
