import { join } from 'node:path';
import { createFsStorage } from '@samity/api/images';
import { createMember, loginAs, type TestMember } from '@samity/api/testing';
import { payAsPayer, type SandboxHandle, startSandbox } from '@samity/bkash-sandbox';
import type { Db } from '@samity/db';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { startLocalSandbox } from '../src/payments/local-sandbox';
import { serverPayments } from '../src/payments/online-payments';
import { registerGatewayReconciliation } from '../src/payments/reconcile-timer';
import { bkashSandboxEnv, buildTestApp, type TestApp } from './helpers';

/**
 * Online dues over HTTP, against the bKash sandbox started in this process: the REST calls, the callback
 * route bKash sends the payer back to (303 to the dashboard, never trusting its parameters), exactly once
 * under replays and concurrent callbacks, what is logged, the settings and the reconciliation timer.
 */
let sandbox: SandboxHandle;
let t: TestApp;
const lines: string[] = [];
let member: TestMember;
let intruder: TestMember;
let bookSerial = 0; // one book a test, each a past month (an upcoming month cannot be paid)

/** A digest of the tables a payment could write to: equal before and after means nothing was written. */
async function databaseFingerprint(db: Db) {
  const digest: Record<string, string> = {};
  for (const table of [
    'gateway_payments',
    'monthly_payments',
    'monthly_payment_reversals',
    'gateway_tokens',
    'audit_log',
  ]) {
    const { rows } = await sql<{ md5: string }>`
      SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${sql.table(table)} AS t`.execute(
      db,
    );
    digest[table] = rows[0]!.md5;
  }
  return digest;
}

function bkashEnv(): Record<string, string> {
  return { LOG_LEVEL: 'info', ...bkashSandboxEnv(sandbox) };
}

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await buildTestApp(bkashEnv(), { logStream: { write: (line) => void lines.push(line) } });
  member = await createMember(t.db.db);
  intruder = await createMember(t.db.db);
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

async function dueRow(owner: TestMember, payablePoisha = 30_000) {
  bookSerial += 1;
  const book = await t.db.db
    .insertInto('monthly_books')
    .values({ month: `1995-${String(bookSerial).padStart(2, '0')}-01`, amount_poisha: payablePoisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db.db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: owner.id, payable_poisha: payablePoisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const cookieOf = async (who: TestMember) => (await loginAs(t.db.db, who)).header();

async function create(who: TestMember, dueId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/bkash/create',
    headers: { cookie: await cookieOf(who), 'content-type': 'application/json' },
    payload: { main_id: dueId },
  });
  return res;
}

/** The browser coming back from bKash: the callback URL as bKash built it, without its origin. */
const follow = (callbackUrl: string) => {
  const url = new URL(callbackUrl);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

const paymentsOfRow = (dueId: number) =>
  t.db.db.selectFrom('monthly_payments').selectAll().where('due_id', '=', dueId).execute();

describe('paying over HTTP', () => {
  it('answers which methods work, labelled as a sandbox', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/methods',
      headers: { cookie: await cookieOf(member) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bkash: true, sandbox: true });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('pays end to end: create, the payer’s pages, the callback executes, 303 to the dashboard with the receipt', async () => {
    const dueId = await dueRow(member);
    const created = await create(member, dueId);
    expect(created.statusCode).toBe(200);
    const { paymentID, bkashURL } = created.json() as { paymentID: string; bkashURL: string };
    const stored = await t.db.db
      .selectFrom('gateway_payments')
      .select(['status', 'invoice', 'amount_poisha', 'sandbox'])
      .where('payment_id', '=', paymentID)
      .executeTakeFirstOrThrow();
    // Made through a sandbox (BKASH_SANDBOX=true): marked as one for good.
    expect(stored).toMatchObject({ status: 'created', amount_poisha: 30_000, sandbox: true });

    const back = await payAsPayer(bkashURL);
    expect(back.callbackUrl?.startsWith('http://localhost:80/api/payments/bkash/callback?')).toBe(true);
    const res = await follow(back.callbackUrl ?? '');
    const [recorded] = await paymentsOfRow(dueId);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/MemberDashboard?payment=paid&receipt=${recorded?.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(recorded).toMatchObject({ method: 'bkash', amount_poisha: 30_000 });
  });

  it('records one payment for 20 concurrent callbacks and for replays; every one redirects as paid', async () => {
    const dueId = await dueRow(member);
    const { paymentID, bkashURL } = (await create(member, dueId)).json() as {
      paymentID: string;
      bkashURL: string;
    };
    const back = await payAsPayer(bkashURL);
    const answers = await Promise.all(Array.from({ length: 20 }, () => follow(back.callbackUrl ?? '')));
    const [recorded, ...more] = await paymentsOfRow(dueId);
    expect(more).toEqual([]);
    for (const res of answers) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/MemberDashboard?payment=paid&receipt=${recorded?.id}`);
    }
    const replay = await follow(back.callbackUrl ?? '');
    expect(replay.headers.location).toBe(`/MemberDashboard?payment=paid&receipt=${recorded?.id}`);
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
    const executes = sandbox.calls().filter((c) => c.call === 'execute' && c.paymentID === paymentID);
    expect(executes).toHaveLength(1);
    expect(sandbox.calls().some((c) => c.flags.includes('query-after-successful-execute'))).toBe(false);
    const gateway = await t.db.db
      .selectFrom('gateway_payments')
      .select(['status', 'claimed_until'])
      .where('payment_id', '=', paymentID)
      .executeTakeFirstOrThrow();
    expect(gateway).toEqual({ status: 'completed', claimed_until: null });
  });

  it('a forged callback (unknown paymentID, or success for an unpaid payment) redirects as failed and writes nothing', async () => {
    const dueId = await dueRow(member);
    const { paymentID } = (await create(member, dueId)).json() as { paymentID: string };
    const before = await databaseFingerprint(t.db.db);
    for (const url of [
      '/api/payments/bkash/callback?paymentID=TR0011forged0000000000000&status=success',
      '/api/payments/bkash/callback?status=success',
      '/api/payments/bkash/callback',
      `/api/payments/bkash/callback?paymentID=${paymentID}&status=success`,
      `/api/payments/bkash/callback?paymentID=${paymentID}&status=paid`,
      `/api/payments/bkash/callback?paymentID=${paymentID}&paymentID=x&status=success&status=success`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe('/MemberDashboard?payment=failed');
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('a cancelled payment redirects as cancelled and records nothing', async () => {
    const dueId = await dueRow(member);
    const { bkashURL } = (await create(member, dueId)).json() as { bkashURL: string };
    const back = await payAsPayer(bkashURL, { cancelAt: 'wallet' });
    expect(back.status).toBe('cancel');
    const res = await follow(back.callbackUrl ?? '');
    expect(res.headers.location).toBe('/MemberDashboard?payment=cancelled');
    expect(await paymentsOfRow(dueId)).toHaveLength(0);
  });

  it('refuses another member’s row (403), and a bare POST /api/monthly-payment-complete claim (400/404), writing nothing', async () => {
    const dueId = await dueRow(member);
    const before = await databaseFingerprint(t.db.db);
    expect((await create(intruder, dueId)).statusCode).toBe(403);
    const claim = (payload: object) =>
      cookieOf(member).then((cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/monthly-payment-complete',
          headers: { cookie, 'content-type': 'application/json' },
          payload,
        }),
      );
    expect(
      (await claim({ main_id: dueId, amount: 300, method: 'bkash', date: '2026-11-15' })).statusCode,
    ).toBe(400);
    expect((await claim({ paymentID: 'TR0011claimed000000000000', main_id: dueId })).statusCode).toBe(404);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('logs every bKash call, never with the app key, app secret, password or a token', async () => {
    const tokens = await t.db.db.selectFrom('gateway_tokens').select(['id_token', 'refresh_token']).execute();
    const secrets = [
      sandbox.credentials.appKey,
      sandbox.credentials.appSecret,
      sandbox.credentials.password,
      ...tokens.flatMap((row) => [row.id_token ?? '', row.refresh_token ?? '']),
    ].filter(Boolean);
    expect(secrets.length).toBeGreaterThan(3);
    const logged = lines.join('\n');
    for (const call of ['grantToken', 'create', 'execute'])
      expect(logged).toContain(`"event":"bkash.request","call":"${call}"`);
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});

describe('without bKash settings', () => {
  it('answers bkash false and a 503 on create; nothing is faked', async () => {
    const plain = await buildTestApp();
    try {
      const owner = await createMember(plain.db.db);
      const cookie = (await loginAs(plain.db.db, owner)).header();
      const methods = await plain.app.inject({
        method: 'GET',
        url: '/api/payments/methods',
        headers: { cookie },
      });
      expect(methods.json()).toEqual({ bkash: false, sandbox: false });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/bkash/create',
        headers: { cookie, 'content-type': 'application/json' },
        payload: { main_id: 1 },
      });
      expect(res.statusCode).toBe(503);
      const callback = await plain.app.inject({
        method: 'GET',
        url: '/api/payments/bkash/callback?paymentID=TR0011x&status=success',
      });
      expect(callback.headers.location).toBe('/MemberDashboard?payment=failed');
    } finally {
      await plain.close();
    }
  });
});

describe('settings', () => {
  const credentials = {
    BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
    BKASH_APP_KEY: 'live-key',
    BKASH_APP_SECRET: 'live-secret',
    BKASH_USERNAME: 'merchant',
    BKASH_PASSWORD: 'merchant-password',
  };

  it('points at bKash with all five credentials, and never starts the local sandbox then', async () => {
    const config = loadConfig({ ...credentials });
    expect(config.payments).toMatchObject({
      bkash: { baseUrl: credentials.BKASH_BASE_URL, appKey: 'live-key', sandbox: false, timeoutMs: 30_000 },
      startSandbox: false,
      reconcileIntervalMinutes: 5,
    });
    expect(await startLocalSandbox(config, t.db.db)).toBeNull();
  });

  it('refuses some of the credentials without the others, naming the missing ones', () => {
    expect(() => loadConfig({ BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's' })).toThrow(
      /BKASH_BASE_URL[\s\S]*BKASH_USERNAME[\s\S]*BKASH_PASSWORD/,
    );
    expect(() => loadConfig({ ...credentials, BKASH_BASE_URL: 'not a url' })).toThrow(/BKASH_BASE_URL/);
  });

  it('runs the local sandbox only on the embedded demo, unless told otherwise', () => {
    const postgres = 'postgres://u@localhost:5432/samity';
    expect(loadConfig({}).payments).toMatchObject({ bkash: null, startSandbox: true });
    expect(loadConfig({ DATABASE_URL: postgres }).payments).toMatchObject({
      bkash: null,
      startSandbox: false,
    });
    expect(loadConfig({ DATABASE_URL: postgres, BKASH_SANDBOX: 'true' }).payments.startSandbox).toBe(true);
    expect(loadConfig({ BKASH_SANDBOX: 'false' }).payments.startSandbox).toBe(false);
    // A compose file passes unset settings as empty values.
    const empty = {
      BKASH_BASE_URL: '',
      BKASH_APP_KEY: '',
      BKASH_APP_SECRET: '',
      BKASH_USERNAME: '',
      BKASH_PASSWORD: '',
    };
    expect(loadConfig({ DATABASE_URL: postgres, ...empty }).payments).toMatchObject({
      bkash: null,
      startSandbox: false,
    });
  });

  it('the embedded sandbox runs only with the demo data: SEED_DEMO_DATA on and the database holding the demo seed', async () => {
    const said: string[] = [];
    const log = (line: string) => void said.push(line);
    expect(await startLocalSandbox(loadConfig({ SEED_DEMO_DATA: 'false' }), t.db.db, log)).toBeNull();
    expect(said.pop()).toMatch(/SEED_DEMO_DATA is off/);
    // A database the demo seed did not fill (its mark gone: real data) gets no sandbox, even with the demo on.
    const [mark] = await t.db.db.deleteFrom('demo_seed').returningAll().execute();
    try {
      expect(mark).toBeDefined();
      expect(await startLocalSandbox(loadConfig({}), t.db.db, log)).toBeNull();
      expect(await startLocalSandbox(loadConfig({ BKASH_SANDBOX: 'true' }), t.db.db, log)).toBeNull();
      expect(said.pop()).toMatch(/does not hold the demo data/);
    } finally {
      if (mark) await t.db.db.insertInto('demo_seed').values(mark).execute();
    }
    const local = await startLocalSandbox(loadConfig({}), t.db.db, log);
    expect(local?.config.payments.bkash).toMatchObject({ sandbox: true });
    await local?.close();
  });

  it('the demo’s sandbox starts in this process, labelled, with the test wallet, code and PIN to print', async () => {
    const local = await startLocalSandbox(loadConfig({}), t.db.db);
    try {
      expect(local?.config.payments.bkash).toMatchObject({ sandbox: true });
      expect(local?.config.payments.bkash?.baseUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/v1\.2\.0-beta\/tokenized\/checkout$/,
      );
      const text = local?.lines.join('\n') ?? '';
      expect(text).toContain('SANDBOX');
      for (const value of ['01770618575', '123456', '12121']) expect(text).toContain(value);
    } finally {
      await local?.close();
    }
  });
});

describe('the reconciliation timer', () => {
  it('records a payment whose callback never came, on its own', async () => {
    const dueId = await dueRow(member);
    const { paymentID } = (await create(member, dueId)).json() as { paymentID: string };
    sandbox.authorize(paymentID);
    const timerApp = Fastify({ logger: false });
    const config = loadConfig(bkashEnv());
    const { runNow } = registerGatewayReconciliation(timerApp, {
      context: {
        db: t.db.db,
        // Ten minutes on: the payment is old enough to be checked.
        clock: () => new Date(Date.now() + 10 * 60_000),
        storage: createFsStorage({ rootDir: join(t.dataDir, 'uploads') }),
        payments: serverPayments(config, t.db.db, timerApp.log),
      },
      intervalMinutes: 1,
      firstDelayMs: 10,
    });
    await timerApp.ready();
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await paymentsOfRow(dueId)).length === 0)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await paymentsOfRow(dueId)).toHaveLength(1);
      await runNow();
      expect(await paymentsOfRow(dueId)).toHaveLength(1);
    } finally {
      await timerApp.close();
    }
  });
});
