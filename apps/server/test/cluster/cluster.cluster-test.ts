import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../../../infra/cluster/start-cluster.mjs';
import { startClusterUnderTest } from './cluster-under-test';
import { databaseRestartTests } from './database-restart';
import { type ProxyClient, proxyClient } from './proxy-client';
import { sharedWritesTests } from './shared-writes';
import { smsCapsTests } from './sms-caps';

/**
 * The deployment's topology run for real (`npm run test:cluster`): Caddy in front of two instances of the built
 * server on one PostgreSQL database, images in s3rver. Every request goes through the proxy; a request pinned
 * to one instance (X-Cluster-Instance, a route of the local Caddyfile) makes "made on one, read on the other"
 * certain instead of left to the rotation. One cluster serves every test here: starting one (two instances
 * migrating and seeding the demo) is most of the test's time.
 */
let cluster: Cluster;
let proxy: ProxyClient;
let db: pg.Client;
beforeAll(async () => {
  // The instances take the test's environment: the SMS stand-in on (the SMS caps), challenges easy to solve.
  process.env.NOTIFY_SANDBOX = 'true';
  process.env.HUMAN_PROOF_MAX_NUMBER = '1000';
  cluster = await startClusterUnderTest();
  proxy = proxyClient(cluster.proxyUrl);
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  // The restart drill ends this connection (after the SMS caps, its only users): not an error of the test.
  db.on('error', () => {});
  await db.connect();
}, 180_000);
afterAll(async () => {
  await db?.end();
  await cluster?.stop();
}, 60_000);

const member = (no: string) => DEMO_MEMBERS.find((m) => m.memberNo === no)!;
const admin = (privilege: string) => DEMO_ADMINS.find((a) => a.privilege === privilege)!;
const upstreamOf = (name: 'app1' | 'app2') => cluster.instances.find((i) => i.name === name)!.address;

describe('the proxy', () => {
  it('rotates requests over both instances and sends a pinned request to its instance only', async () => {
    const rotated = new Set<string | undefined>();
    for (let i = 0; i < 6; i++) {
      const res = await proxy.send('/healthz');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'postgres' });
      rotated.add(res.upstream);
    }
    expect([...rotated].sort()).toEqual([upstreamOf('app1'), upstreamOf('app2')].sort());
    for (const name of ['app1', 'app2'] as const)
      for (let i = 0; i < 3; i++)
        expect((await proxy.send('/healthz', { instance: name })).upstream).toBe(upstreamOf(name));
  });

  it('serves the web app and the API through the proxy, compressed when asked', async () => {
    const page = await proxy.send('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const members = await proxy.send('/api/members?limit=12&offset=0');
    expect(members.status).toBe(200);
    expect(members.json()).toHaveLength(12);
  });

  it('answers a public list’s ETag from one instance with 304 on the other, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await proxy.send('/api/notices-front', { instance: 'app1', headers });
      expect(first.status).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, encoding).toMatch(/^W\/".+"$/);
      const again = await proxy.send('/api/notices-front', {
        instance: 'app2',
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});

describe('sessions', () => {
  it('a member session made on one instance works on the other, and logout ends it on both', async () => {
    const cookie = await proxy.login('member', { member: '1001', password: member('1001').password }, 'app1');
    for (const instance of ['app2', 'app1'] as const) {
      const me = await proxy.send('/api/member/me', { cookie, instance });
      expect(me.json(), instance).toMatchObject({ authenticated: true, member: { member_no: '1001' } });
    }
    const logout = await proxy.send('/api/member/logout', { json: {}, cookie, instance: 'app2' });
    expect(logout.json()).toEqual({ success: true });
    // The copied cookie is dead everywhere: on the other instance, and on whichever the rotation picks.
    for (const instance of ['app1', 'app2', undefined] as const) {
      const me = await proxy.send('/api/member/me', { cookie, ...(instance ? { instance } : {}) });
      expect(me.json(), String(instance)).toEqual({ authenticated: false, member: null });
    }
  });

  it('an admin session made on one instance works on the other, and logout ends it on both', async () => {
    const full = admin('Full_Access');
    const cookie = await proxy.login('admin', { phone: full.phone, password: full.password }, 'app2');
    const onApp1 = await proxy.send('/api/check-remembered-admin', { cookie, instance: 'app1' });
    expect(onApp1.json()).toMatchObject({ privilege: 'Full_Access' });
    expect(onApp1.headers['cache-control']).toBe('no-store');
    expect((await proxy.send('/api/admins', { cookie, instance: 'app1' })).status).toBe(200);
    expect((await proxy.send('/api/admin/logout', { json: {}, cookie, instance: 'app1' })).status).toBe(200);
    for (const instance of ['app1', 'app2'] as const) {
      expect((await proxy.send('/api/admins', { cookie, instance })).status, instance).toBe(401);
      expect((await proxy.send('/api/check-remembered-admin', { cookie, instance })).json()).toEqual({
        redirect: true,
      });
    }
  });
});

describe('login throttling through the proxy', () => {
  it('counts attempts on both instances per client address, which a forged X-Forwarded-For cannot change', async () => {
    const { password } = member('1002');
    // One person at 127.0.0.2 guesses, alternating instances and writing a new address into X-Forwarded-For
    // each time: the proxy replaces it with the address it saw, so all five count against 127.0.0.2.
    for (let i = 0; i < 5; i++) {
      const res = await proxy.send('/api/member/login', {
        json: { member: '1002', password: `wrong-guess-${i}` },
        instance: i % 2 === 0 ? 'app1' : 'app2',
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i + 10}` },
      });
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ success: false });
    }
    for (const instance of ['app1', 'app2'] as const) {
      const refused = await proxy.send('/api/member/login', {
        json: { member: '1002', password },
        instance,
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(refused.status, instance).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // The member, from another address, still gets in: the instances see each client's own address through
    // the proxy, not the proxy's (one address for everybody would have locked them out too).
    const elsewhere = await proxy.send('/api/member/login', {
      json: { member: '1002', password },
      instance: 'app2',
      from: '127.0.0.3',
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json()).toMatchObject({ success: true });
  });
});

sharedWritesTests(() => ({ cluster, proxy }));

smsCapsTests(() => ({ proxy, db }));

describe('PDFs through the proxy', () => {
  const STATEMENT = '/api/member/statements/deposits.pdf?lang=bn';
  const login = () => proxy.login('member', { member: '1002', password: member('1002').password }, 'app1');
  const bucket = async () => {
    const [row] = (await db.query(`SELECT id FROM members WHERE member_no = '1002'`)).rows;
    return `pdf-in-flight:member:${row.id}`;
  };
  const inFlight = async () =>
    Number(
      (await db.query('SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket = $1', [await bucket()]))
        .rows[0].n,
    );

  it("counts one member's PDFs in the making in the database: two held elsewhere refuse both instances", async () => {
    const cookie = await login();
    // Two PDFs of this member's in the making on a third instance: their slots are rows in the one database.
    await db.query('INSERT INTO rate_limit_hits (bucket, at) VALUES ($1, now()), ($1, now())', [
      await bucket(),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        proxy.send(STATEMENT, { cookie, instance: i % 2 === 0 ? 'app1' : 'app2' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(429));
    for (const answer of answers) expect(answer.headers['retry-after']).toBe('2');
    expect(await inFlight()).toBe(2);
    // Given back there: the next PDF is made, on either instance.
    await db.query('DELETE FROM rate_limit_hits WHERE bucket = $1', [await bucket()]);
    for (const instance of ['app1', 'app2'] as const) {
      const next = await proxy.send(STATEMENT, { cookie, instance });
      expect(next.status, instance).toBe(200);
      expect(next.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers eight at once over both instances with PDFs or 429s, at least two made, every slot given back', async () => {
    const cookie = await login();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        proxy.send(STATEMENT, { cookie, instance: i % 2 === 0 ? 'app1' : 'app2' }),
      ),
    );
    const made = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(made.length + refused.length).toBe(8);
    expect(made.length).toBeGreaterThanOrEqual(2);
    for (const answer of made) expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
    for (const answer of refused) expect(answer.headers['retry-after']).toBe('2');
    expect(await inFlight()).toBe(0);
  });
});

// Last but one: it restarts the machine's PostgreSQL under the two instances.
databaseRestartTests(() => ({ proxy }));

describe('an instance going away', () => {
  it('leaves every request answered by the other one', async () => {
    await cluster.stopInstance('app2');
    for (let i = 0; i < 6; i++) {
      const res = await proxy.send('/api/notices-front');
      expect(res.status).toBe(200);
      expect(res.upstream).toBe(upstreamOf('app1'));
    }
  });
});
