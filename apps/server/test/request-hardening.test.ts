import { listProcedures } from '@samity/api';
import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { TRPC_MAX_BATCH_SIZE } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { getJson, postJson, restLogin, SITE } from './auth-helpers';
import { buildTestApp, proofFrom, useTestApp } from './helpers';

const t = useTestApp();

/** The tRPC name of the procedure at a REST address: names may change, the integrators' paths do not. */
function trpcName(method: string, restPath: string): string {
  const found = listProcedures().find((p) => p.rest?.method === method && p.rest.path === restPath);
  if (!found) throw new Error(`no procedure at ${method} ${restPath}`);
  return found.path;
}

const count = async (table: 'public_complaints' | 'rate_limit_hits' | 'sessions') =>
  Number(
    (
      await t.db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const complaint = { name: 'Rahim Uddin', phone: '01712345678', issue: 'The dealer kept my advance.' };
const admin = DEMO_ADMINS.find((a) => a.privilege === 'Full_Access+')!;
const member = DEMO_MEMBERS[0]!;

const trpcPost = (path: string, body: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', host: SITE, 'sec-fetch-site': 'same-origin' },
    payload: body,
    remoteAddress,
  });

describe('tRPC batches', () => {
  it(`refuses more than ${TRPC_MAX_BATCH_SIZE} calls in one request with a 400, before any runs`, async () => {
    const add = trpcName('POST', '/public-complains-add');
    const before = await count('public_complaints');
    const calls = TRPC_MAX_BATCH_SIZE + 1;
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, complaint])));
    const res = await trpcPost(`${Array(calls).fill(add).join(',')}?batch=1`, body, '10.9.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 10 calls/);
    expect(await count('public_complaints')).toBe(before);

    const list = trpcName('GET', '/members');
    const many = Array(calls).fill(list).join(',');
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]))),
    );
    expect((await getJson(t.app, `/trpc/${many}?batch=1&input=${input}`)).statusCode).toBe(400);
  });

  it(`still answers a batch of ${TRPC_MAX_BATCH_SIZE}`, async () => {
    const list = trpcName('GET', '/members');
    const batch = Array(TRPC_MAX_BATCH_SIZE).fill(list).join(',');
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, {}]))),
    );
    const res = await getJson(t.app, `/trpc/${batch}?batch=1&input=${input}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });
});

describe('control characters in text inputs', () => {
  it('a NUL in a search is a 400 over REST and tRPC', async () => {
    for (const url of ['/api/members/search?search=Ra%00him', '/api/stocks/search?search=Toy%00ota']) {
      const res = await getJson(t.app, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toMatch(/control characters/);
    }
    const search = trpcName('GET', '/members/search');
    const input = encodeURIComponent(JSON.stringify({ search: 'Ra\u0000him' }));
    expect((await getJson(t.app, `/trpc/${search}?input=${input}`)).statusCode).toBe(400);
  });

  it('a NUL in a login is a 400 and counts no attempt, starts no session', async () => {
    const [hits, sessions] = [await count('rate_limit_hits'), await count('sessions')];
    for (const body of [
      { member: `${member.memberNo}\u0000`, password: member.password },
      { member: member.memberNo, password: `${member.password}\u0000` },
    ]) {
      const res = await postJson(t.app, '/api/member/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/control characters/);
    }
    expect(
      await postJson(t.app, '/api/admin/login', { phone: `${admin.phone}\u0000`, password: 'x' }),
    ).toMatchObject({ statusCode: 400 });
    expect([await count('rate_limit_hits'), await count('sessions')]).toEqual([hits, sessions]);
  });

  it('a NUL in a complaint is a 400 and writes nothing; line breaks in its text are kept', async () => {
    const before = await count('public_complaints');
    for (const bad of [
      { ...complaint, issue: 'kept my\u0000 advance' },
      { ...complaint, name: 'Ra\u0000him' },
    ]) {
      const res = await postJson(t.app, '/api/public-complains-add', bad);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/control characters/);
    }
    expect(await count('public_complaints')).toBe(before);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/public-complains-add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...complaint, issue: 'Line one.\nLine two.', proof: await proofFrom(t.app) }),
      remoteAddress: '10.9.1.1',
    });
    expect(ok.statusCode).toBe(200);
    expect(await count('public_complaints')).toBe(before + 1);
  });
});

describe('malformed and deeply nested JSON', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const deepObject = `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;

  it.each([
    ['cut short', '{"member": "1001", "password": '],
    ['not JSON', 'member=1001&password=x'],
    ['10,000 nested arrays', deep],
    ['5,000 nested objects', deepObject],
  ])('answers a %s body with a 400 on REST and tRPC', async (_label, body) => {
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toEqual(expect.any(String));
    const trpc = await trpcPost(trpcName('POST', '/member/login'), body);
    expect(trpc.statusCode).toBe(400);
  });

  it('answers deeply nested tRPC query input with a 400', async () => {
    const search = trpcName('GET', '/members/search');
    const res = await getJson(
      t.app,
      `/trpc/${search}?input=${encodeURIComponent(deep.slice(0, 4000) + deep.slice(-4000))}`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('Cache-Control on authenticated answers', () => {
  it('no-store on logins, on anything asked with a session cookie, and on the temporary password', async () => {
    const login = await postJson(t.app, '/api/member/login', {
      member: member.memberNo,
      password: member.password,
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const memberCookie = await restLogin(t.app, 'member', {
      member: member.memberNo,
      password: member.password,
    });
    expect((await getJson(t.app, '/api/member/me', memberCookie)).headers['cache-control']).toBe('no-store');
    // Even a public list, when the request carries a session: a shared cache must not keep it.
    expect((await getJson(t.app, '/api/members', memberCookie)).headers['cache-control']).toBe('no-store');
    const me = trpcName('GET', '/member/me');
    expect((await getJson(t.app, `/trpc/${me}`, memberCookie)).headers['cache-control']).toBe('no-store');

    const adminCookie = await restLogin(t.app, 'admin', { phone: admin.phone, password: admin.password });
    const list = await getJson(t.app, '/api/members-admin', adminCookie);
    expect(list.headers['cache-control']).toBe('no-store');
    const temporary = await postJson(
      t.app,
      `/api/members-admin/${DEMO_MEMBERS[1]!.memberNo}/temporary-password`,
      {},
      adminCookie,
    );
    expect(temporary.statusCode).toBe(200);
    expect(temporary.json().temporary_password).toEqual(expect.any(String));
    expect(temporary.headers['cache-control']).toBe('no-store');
  });

  it('no-store on a member or admin procedure even without a cookie (its 401)', async () => {
    const res = await getJson(t.app, '/api/members-admin');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('public GETs without a session keep their caching', async () => {
    for (const url of [
      '/api/members',
      `/trpc/${trpcName('GET', '/members')}?input=${encodeURIComponent('{}')}`,
    ]) {
      const res = await getJson(t.app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('Retry-After on every 429', () => {
  it('carries the wait in seconds on REST and tRPC', async () => {
    const address = '10.9.2.1';
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public-complains-add',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...complaint, proof: await proofFrom(t.app) }),
        remoteAddress: address,
      });
    let res = await send();
    while (res.statusCode === 200) res = await send();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);

    const trpc = await trpcPost(
      trpcName('POST', '/public-complains-add'),
      JSON.stringify({ ...complaint, proof: await proofFrom(t.app) }),
      address,
    );
    expect(trpc.statusCode).toBe(429);
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('trusts the listed proxy: the address it saw, not what the client wrote into X-Forwarded-For', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.0.2' });
    try {
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          payload: JSON.stringify({ phone: admin.phone, password: 'not-the-password' }),
          remoteAddress: '10.0.0.2', // the proxy
        });
      // The client forges a new first address each time; the proxy appends the real one (203.0.113.7).
      for (let i = 0; i < 5; i++)
        expect((await attempt(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(200);
      const refused = await attempt('198.51.100.99, 203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy: a forger is its socket address', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.0.2' });
    try {
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          payload: JSON.stringify({ phone: admin.phone, password: 'not-the-password' }),
          remoteAddress: '203.0.113.80', // straight to the app port
        });
      // A new forged address each time would be a new client each time if it were believed.
      for (let i = 0; i < 5; i++) expect((await attempt(`198.51.100.${i + 20}`)).statusCode).toBe(200);
      const refused = await attempt('198.51.100.99');
      expect(refused.statusCode).toBe(429);
      const failures = await proxied.db.db
        .selectFrom('rate_limit_hits')
        .select('bucket')
        .where('bucket', 'like', 'login-address:%')
        .execute();
      expect(new Set(failures.map((hit) => hit.bucket))).toEqual(new Set(['login-address:203.0.113.80']));
    } finally {
      await proxied.close();
    }
  });
});
