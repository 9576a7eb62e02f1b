import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember, createTestDb, loginAs, type TestMember } from '@samity/api/testing';
import { payAsPayer } from '@samity/bkash-sandbox';
import type { DbHandle } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/env';
import { type LocalSandbox, startLocalSandbox } from '../src/payments/local-sandbox';

/**
 * The embedded demo's bKash sandbox seen from another device: the sandbox listens on 127.0.0.1 at a port of
 * its own, and everything the payer's browser does (the pages, their forms, the way back to the callback)
 * goes through the site's own address, as a phone on the same network would. The server listens for real
 * here, so the requests cross sockets as a browser's do.
 */
let db: DbHandle;
let sandbox: LocalSandbox<Config>;
let app: FastifyInstance;
let site: string;
let member: TestMember;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-sandbox-pages-'));
  writeFileSync(join(dataDir, 'index.html'), '<!doctype html><title>Samity</title>');
  // The embedded demo's settings: no BKASH_*, the demo data on (the test database holds the demo seed).
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
  });
  db = await createTestDb();
  const started = await startLocalSandbox(config, db.db);
  if (!started) throw new Error('the local sandbox did not start on the demo database');
  sandbox = started;
  app = await buildApp({ config: sandbox.config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  site = `http://127.0.0.1:${port}`;
  member = await createMember(db.db);
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await db?.close();
});

async function dueRow(owner: TestMember): Promise<number> {
  const book = await db.db
    .insertInto('monthly_books')
    .values({ month: '1996-03-01', amount_poisha: 60_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db.db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: owner.id, payable_poisha: 60_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the demo’s bKash sandbox through the site’s own address', () => {
  it('pays end to end: create, the payer’s pages and the callback all at the site’s host and port', async () => {
    const dueId = await dueRow(member);
    const cookie = (await loginAs(db.db, member)).header();
    const created = await fetch(`${site}/api/payments/bkash/create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ main_id: dueId }),
    });
    expect(created.status).toBe(200);
    const { paymentID, bkashURL } = (await created.json()) as { paymentID: string; bkashURL: string };
    expect(bkashURL).toBe(`${site}/bkash-sandbox/pay?paymentId=${encodeURIComponent(paymentID)}`);
    const sandboxOrigin = new URL(sandbox.config.payments.bkash!.baseUrl).origin;
    expect(sandboxOrigin).not.toBe(site);

    // The page as the phone gets it: the sandbox's page and its own policy, in the member's language.
    const page = await fetch(`${bkashURL}&lang=bn`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<dd>৳৬০০.০০</dd>');
    expect(html).toContain('action="./pay/wallet"');

    const paid = await payAsPayer(bkashURL);
    expect(paid.status).toBe('success');
    expect(paid.callbackUrl).toMatch(
      new RegExp(`^${site}/api/payments/bkash/callback\\?paymentID=${paymentID}&status=success`),
    );

    const back = await fetch(paid.callbackUrl!, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/^\/MemberDashboard\?payment=paid&receipt=\d+$/);
    const stored = await db.db
      .selectFrom('gateway_payments')
      .select(['status', 'sandbox'])
      .where('payment_id', '=', paymentID)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'completed', sandbox: true });
    const payments = await db.db
      .selectFrom('monthly_payments')
      .selectAll()
      .where('due_id', '=', dueId)
      .execute();
    expect(payments.map((p) => p.amount_poisha)).toEqual([60_000]);
  });

  it('forwards only the payer’s pages: the sandbox’s control routes stay on 127.0.0.1', async () => {
    const index = await fetch(`${site}/bkash-sandbox/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('bKash SANDBOX — no real money');
    expect((await fetch(`${site}/bkash-sandbox`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/bkash-sandbox/',
    );
    const listed = await fetch(`${site}/bkash-sandbox/__sandbox/payments`);
    expect(listed.status).toBe(404);
    expect(await listed.text()).not.toContain('paymentID');
    const authorize = await fetch(`${site}/bkash-sandbox/__sandbox/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentID: 'TR0011x' }),
    });
    expect(authorize.status).toBe(404);
  });

  it('is never served without the local sandbox: real bKash settings have no sandbox pages', async () => {
    const real = loadConfig({
      BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout',
      BKASH_APP_KEY: 'k',
      BKASH_APP_SECRET: 's',
      BKASH_USERNAME: 'u',
      BKASH_PASSWORD: 'p',
    });
    expect(real.payments.sandboxPages).toBeUndefined();
    expect(await startLocalSandbox(real, db.db)).toBeNull();
    const plain = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
    try {
      const res = await plain.inject({ method: 'GET', url: '/bkash-sandbox/pay?paymentId=x' });
      expect(res.body).not.toContain('bKash SANDBOX');
    } finally {
      await plain.close();
    }
  });
});
