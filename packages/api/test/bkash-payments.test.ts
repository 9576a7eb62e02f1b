import { payAsPayer, type SandboxHandle, startSandbox } from '@samity/bkash-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BkashGateway, createBkashClient } from '../src/services/payments/bkash-client';
import type { OnlinePayments } from '../src/services/payments/online-payments';
import { handleBkashCallback } from '../src/services/payments/payments.service';
import {
  createMember,
  FakeClock,
  recordingLogger,
  type TestMember,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * Online dues with bKash against the local sandbox (started here, in this process) and a real database:
 * a payment counts only when bKash confirms it, once, whatever the browser or a forger sends
 * (docs/payments.md). The sandbox's clock is the test's, so token and payment expiry need no waiting.
 */
const handle = useTestDb();
let sandbox: SandboxHandle;
let bkash: BkashGateway;
let payments: OnlinePayments;
const clock = new FakeClock();
const log = recordingLogger();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now, log });
const CALLBACK = 'http://127.0.0.1:9/api/payments/bkash/callback';
/** Client timeout: execute-timeout holds the answer longer than this. */
const TIMEOUT_MS = 1500;

let payer: TestMember;
let other: TestMember;
let bookSerial = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ now: clock.now, executeTimeoutHoldMs: 4000 });
  bkash = newClient();
  payments = { bkash, callbackUrl: CALLBACK };
  payer = await createMember(handle.db);
  other = await createMember(handle.db);
});
afterAll(async () => {
  await sandbox?.close();
});

function newClient() {
  return createBkashClient({
    config: { baseUrl: sandbox.baseUrl, ...sandbox.credentials, sandbox: true, timeoutMs: TIMEOUT_MS },
    db: handle.db,
    log,
    now: clock.now,
  });
}

/** A fresh month's due row of the member, payable in poisha (its own book, so tests never share a row). */
async function dueRow(member: TestMember, payablePoisha = 50_000) {
  bookSerial += 1;
  // Years long past: a month that has not started is left out of the member's statement these tests read.
  const month = `${1990 + Math.floor(bookSerial / 12)}-${String((bookSerial % 12) + 1).padStart(2, '0')}-01`;
  const book = await handle.db
    .insertInto('monthly_books')
    .values({ month, amount_poisha: payablePoisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await handle.db
    .insertInto('monthly_dues')
    .values({ book_id: book.id, member_id: member.id, payable_poisha: payablePoisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function asMember(member: TestMember, withPayments: OnlinePayments | null = payments) {
  return as.member(member, withPayments ? { payments: withPayments } : {});
}

const asFinance = () => as.admin('Finance_Access', { payments });

/** bKash sends the payer back: the callback as the route hands it to the service. */
const callback = (paymentID: string | undefined, status: string | undefined) =>
  handleBkashCallback(
    {
      db: handle.db,
      log,
      now: clock.now,
      request: { ip: '127.0.0.1', userAgent: 'vitest' },
      payments,
      actor: null,
    },
    { paymentID, status },
  );

const gatewayRow = (paymentID: string) =>
  handle.db
    .selectFrom('gateway_payments')
    .selectAll()
    .where('payment_id', '=', paymentID)
    .executeTakeFirstOrThrow();

const paymentsOfRow = (dueId: number) =>
  handle.db.selectFrom('monthly_payments').selectAll().where('due_id', '=', dueId).execute();

async function ownDue(member: TestMember, dueId: number) {
  const { monthly } = await (await asMember(member)).member.statements.get({});
  return monthly.find((r) => r.id === dueId);
}

const grants = () => sandbox.calls().filter((c) => c.call === 'grant').length;
const refreshes = () => sandbox.calls().filter((c) => c.call === 'refresh').length;

describe('payment methods', () => {
  it('offers bKash, labelled as a sandbox, only when it is configured', async () => {
    expect(await (await asMember(payer)).member.payments.methods()).toEqual({ bkash: true, sandbox: true });
    expect(await (await asMember(payer, null)).member.payments.methods()).toEqual({
      bkash: false,
      sandbox: false,
    });
  });

  it('without bKash, create is a clear 503 and writes nothing (never a fake success)', async () => {
    const dueId = await dueRow(payer);
    const before = await databaseFingerprint(handle.db);
    await expect(
      (await asMember(payer, null)).member.payments.bkashCreate({ main_id: dueId }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('not available'),
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('paying a monthly row', () => {
  it('creates a payment of what is still due, stored with its own invoice before the payer goes to bKash', async () => {
    const dueId = await dueRow(payer, 50_000);
    await (await asFinance()).finance.monthly.addPayment({
      main_id: dueId,
      date: '2026-11-01',
      method: 'cash',
      amount: 120,
    });
    const created = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    expect(created.paymentID).toMatch(/^TR0011/);
    expect(created.bkashURL.startsWith(sandbox.origin)).toBe(true);
    const stored = await gatewayRow(created.paymentID);
    expect(stored).toMatchObject({
      status: 'created',
      due_id: dueId,
      member_id: payer.id,
      amount_poisha: 38_000,
      trx_id: null,
      currency: 'BDT',
    });
    expect(stored.invoice).toMatch(/^SMT\d{8}[0-9A-F]{12}$/);
    const atBkash = sandbox.payments().find((p) => p.paymentID === created.paymentID);
    expect(atBkash).toMatchObject({
      amount: '380.00',
      merchantInvoiceNumber: stored.invoice,
      payerReference: payer.memberNo,
    });
  });

  it('happy path: the payer confirms, bKash returns success, the server executes and records it once', async () => {
    const dueId = await dueRow(payer, 50_000);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    const back = await payAsPayer(bkashURL);
    expect(back.status).toBe('success');
    const params = new URL(back.callbackUrl ?? '').searchParams;
    expect(params.get('paymentID')).toBe(paymentID);
    const audits = await handle.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'gateway.payment.complete')
      .execute();

    const outcome = await callback(params.get('paymentID') ?? undefined, params.get('status') ?? undefined);
    const [recorded] = await paymentsOfRow(dueId);
    expect(outcome).toEqual({ result: 'paid', receipt: recorded?.id });
    const stored = await gatewayRow(paymentID);
    expect(stored).toMatchObject({ status: 'completed', claimed_until: null });
    expect(stored.trx_id).toMatch(/^[A-Z0-9]{10}$/);
    expect(recorded).toMatchObject({
      method: 'bkash',
      amount_poisha: 50_000,
      gateway_payment_id: stored.id,
      created_by: null,
      date: '2026-11-15',
    });
    expect(await ownDue(payer, dueId)).toMatchObject({ payable: 500, payment: 500, due: 0 });
    const after = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'gateway.payment.complete')
      .execute();
    expect(after).toHaveLength(audits.length + 1);
    expect(after.at(-1)).toMatchObject({
      entity_id: String(stored.id),
      actor_admin_id: null,
      actor_member_id: null,
    });

    // A replay (the back button, a second tab) records nothing more and still answers paid.
    expect(await callback(paymentID, 'success')).toEqual({ result: 'paid', receipt: recorded?.id });
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
    expect(sandbox.calls().filter((c) => c.call === 'execute' && c.paymentID === paymentID)).toHaveLength(1);
    // A paid row refuses a new payment.
    await expect(
      (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses another member’s row (403) and an unknown row (404), writing nothing', async () => {
    const dueId = await dueRow(payer);
    const before = await databaseFingerprint(handle.db);
    await expect(
      (await asMember(other)).member.payments.bkashCreate({ main_id: dueId }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      (await asMember(other)).member.payments.bkashCreate({ main_id: 999_999_999 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('callbacks that must record nothing', () => {
  it('a forged callback for an unknown paymentID fails and writes nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    expect(await callback('TR0011forgedforgedforged123', 'success')).toEqual({ result: 'failed' });
    expect(await callback(undefined, 'success')).toEqual({ result: 'failed' });
    expect(await callback('x'.repeat(5000), 'success')).toEqual({ result: 'failed' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('a premature success (the payer never confirmed) records nothing; the real one later does', async () => {
    const dueId = await dueRow(payer);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    const before = await databaseFingerprint(handle.db);
    expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect((await gatewayRow(paymentID)).status).toBe('created');

    const back = await payAsPayer(bkashURL);
    expect(back.status).toBe('success');
    expect((await callback(paymentID, 'success')).result).toBe('paid');
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
  });

  it('cancel and failure end the payment without recording it, and never undo a completed one', async () => {
    const dueId = await dueRow(payer);
    const cancelled = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    const back = await payAsPayer(cancelled.bkashURL, { cancelAt: 'otp' });
    expect(back.status).toBe('cancel');
    expect(await callback(cancelled.paymentID, 'cancel')).toEqual({ result: 'cancelled' });
    expect(await gatewayRow(cancelled.paymentID)).toMatchObject({ status: 'cancelled', trx_id: null });
    // A forged success for the cancelled payment: bKash refuses to execute it, nothing is recorded.
    expect(await callback(cancelled.paymentID, 'success')).toEqual({ result: 'cancelled' });

    const failing = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    const wrongPin = await payAsPayer(failing.bkashURL, { pin: '99999' });
    expect(wrongPin.error?.code).toBe('2014');
    expect(await callback(failing.paymentID, 'failure')).toEqual({ result: 'failed' });
    expect((await gatewayRow(failing.paymentID)).status).toBe('failed');

    // Insufficient balance is reported by bKash at execute: failed, nothing recorded.
    const poor = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    expect((await payAsPayer(poor.bkashURL, { wallet: '01823074817' })).status).toBe('success');
    expect(await callback(poor.paymentID, 'success')).toEqual({ result: 'failed' });
    expect(await gatewayRow(poor.paymentID)).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('Insufficient'),
    });
    expect(await paymentsOfRow(dueId)).toHaveLength(0);

    const paid = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    await payAsPayer(paid.bkashURL);
    expect((await callback(paid.paymentID, 'success')).result).toBe('paid');
    expect((await callback(paid.paymentID, 'cancel')).result).toBe('paid');
    expect((await callback(paid.paymentID, 'failure')).result).toBe('paid');
    expect((await gatewayRow(paid.paymentID)).status).toBe('completed');
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
  });

  it('an amount, currency or invoice bKash answers differently from the stored payment is never credited', async () => {
    for (const failure of ['amount-mismatch', 'currency-mismatch', 'invoice-mismatch'] as const) {
      const dueId = await dueRow(payer);
      const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
        main_id: dueId,
      });
      await payAsPayer(bkashURL);
      sandbox.next({ failure, paymentID });
      expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
      const stored = await gatewayRow(paymentID);
      expect(stored.status).toBe('failed');
      expect(stored.detail).toContain('does not match');
      expect(await paymentsOfRow(dueId)).toHaveLength(0);
    }
    expect(
      log.entries.some((e) => (e.obj as { event?: string }).event === 'payments.verification_failed'),
    ).toBe(true);
  });

  it('a stored payment altered after creation (invoice or amount) no longer matches bKash: nothing recorded', async () => {
    for (const change of [{ invoice: 'SMT-ALTERED' }, { amount_poisha: 100 }]) {
      const dueId = await dueRow(payer);
      const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
        main_id: dueId,
      });
      await payAsPayer(bkashURL);
      await handle.db
        .updateTable('gateway_payments')
        .set(change)
        .where('payment_id', '=', paymentID)
        .execute();
      expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
      expect(await paymentsOfRow(dueId)).toHaveLength(0);
    }
  });
});

describe('recovery and expiry', () => {
  it('an execute that times out is recovered by asking bKash for the status', async () => {
    const dueId = await dueRow(payer);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    await payAsPayer(bkashURL);
    sandbox.next({ failure: 'execute-timeout', paymentID });
    const started = Date.now();
    expect((await callback(paymentID, 'success')).result).toBe('paid');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
    const calls = sandbox
      .calls()
      .filter((c) => c.paymentID === paymentID)
      .map((c) => c.call);
    expect(calls).toEqual(['execute', 'query']);
  });

  it('an execute answered "already completed", a 500, a 504 or a dropped connection is settled by the status call', async () => {
    for (const failure of ['already-completed', 'execute-500', 'execute-504', 'execute-drop'] as const) {
      const dueId = await dueRow(payer);
      const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
        main_id: dueId,
      });
      await payAsPayer(bkashURL);
      sandbox.next({ failure, paymentID });
      expect((await callback(paymentID, 'success')).result).toBe('paid');
      expect(await paymentsOfRow(dueId)).toHaveLength(1);
      const calls = sandbox.calls().filter((c) => c.paymentID === paymentID);
      expect(calls.map((c) => c.call)).toEqual(['execute', 'query']);
    }
  });

  it('an expired payment is marked expired and records nothing', async () => {
    const dueId = await dueRow(payer);
    const { paymentID } = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    sandbox.next({ failure: 'expire', paymentID });
    expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
    expect((await gatewayRow(paymentID)).status).toBe('expired');
    expect(await paymentsOfRow(dueId)).toHaveLength(0);
  });
});

describe('POST /monthly-payment-complete', () => {
  it('refuses a bare claim (400), an unknown paymentID (404), another member’s (403) and an unconfirmed one (409), writing nothing', async () => {
    const dueId = await dueRow(payer);
    const { paymentID } = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    const before = await databaseFingerprint(handle.db);
    const mine = await asMember(payer);
    await expect(
      mine.member.payments.complete({ main_id: dueId, amount: 500, method: 'bkash' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      mine.member.payments.complete({ paymentID: 'TR0011nosuchpayment000000' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect((await asMember(other)).member.payments.complete({ paymentID })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(mine.member.payments.complete({ paymentID })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'bKash has not confirmed this payment.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('records a payment bKash confirms, once', async () => {
    const dueId = await dueRow(payer, 25_050);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    await payAsPayer(bkashURL);
    const done = await (await asMember(payer)).member.payments.complete({ paymentID });
    expect(done).toMatchObject({ status: 'paid', paymentID, main_id: dueId, amount: 250.5 });
    expect(await (await asMember(payer)).member.payments.complete({ paymentID })).toEqual(done);
    expect(await callback(paymentID, 'success')).toEqual({
      result: 'paid',
      receipt: done.monthly_payment_id,
    });
    expect(await paymentsOfRow(dueId)).toHaveLength(1);
  });
});

describe('the access token', () => {
  it('is granted once and reused by every call, also by another server instance sharing the database', async () => {
    expect(grants()).toBe(1);
    const second = newClient();
    const reply = await second.query('TR0011unknown');
    expect(reply.kind).toBe('json');
    expect(grants()).toBe(1);
    const stored = await handle.db.selectFrom('gateway_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.account).not.toContain(sandbox.credentials.appKey);
  });

  it('is refreshed with the refresh token once it is near its end: one refresh for many concurrent calls of two instances', async () => {
    clock.advanceSeconds(3300);
    const second = newClient();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? bkash : second).query('TR0011unknown')),
    );
    expect(replies.every((r) => r.kind === 'json')).toBe(true);
    expect(grants()).toBe(1);
    expect(refreshes()).toBe(1);
    expect(sandbox.calls().some((c) => c.flags.includes('token-calls-over-limit'))).toBe(false);
  });

  it('after bKash revokes it (401), one new token is fetched and the call repeated', async () => {
    // Past the hour of the first grant, so bKash's limit of two token calls an hour is kept.
    clock.advanceSeconds(301);
    sandbox.next({ failure: 'revoke-tokens' });
    const reply = await bkash.query('TR0011unknown');
    expect(reply).toMatchObject({ kind: 'json', body: { statusCode: '2002' } });
    expect(grants() + refreshes()).toBe(3);
  });

  it('never logs the app key, app secret, password or a token', async () => {
    const tokens = await handle.db
      .selectFrom('gateway_tokens')
      .select(['id_token', 'refresh_token'])
      .execute();
    const secrets = [
      sandbox.credentials.appKey,
      sandbox.credentials.appSecret,
      sandbox.credentials.password,
      ...tokens.flatMap((t) => [t.id_token ?? '', t.refresh_token ?? '']),
    ].filter(Boolean);
    const logged = JSON.stringify(log.entries);
    expect(
      log.entries.filter((e) => (e.obj as { event?: string }).event === 'bkash.request').length,
    ).toBeGreaterThan(10);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).toContain('[redacted]');
  });
});

describe('reconciliation', () => {
  it('records a payment the payer authorised but never came back from, and expires abandoned ones', async () => {
    const finance = await asFinance();
    const authorisedRow = await dueRow(payer);
    const lost = await (await asMember(payer)).member.payments.bkashCreate({ main_id: authorisedRow });
    sandbox.authorize(lost.paymentID);
    const abandonedRow = await dueRow(other);
    const abandoned = await (await asMember(other)).member.payments.bkashCreate({ main_id: abandonedRow });

    // Too fresh: the payer may still be on bKash's page.
    const early = await finance.finance.payments.reconcile();
    expect(early.logs.join('\n')).not.toContain(lost.paymentID);
    expect((await gatewayRow(lost.paymentID)).last_checked_at).toBeNull();

    clock.advanceSeconds(6 * 60);
    const run = await (await asFinance()).finance.payments.reconcile();
    expect(run).toMatchObject({ completed: 1, expired: 0 });
    expect(run.logs.join('\n')).toContain(lost.paymentID);
    expect(await paymentsOfRow(authorisedRow)).toHaveLength(1);
    expect((await gatewayRow(lost.paymentID)).status).toBe('completed');
    const stillOpen = await gatewayRow(abandoned.paymentID);
    expect(stillOpen.status).toBe('created');
    expect(stillOpen.last_checked_at).not.toBeNull();

    clock.advanceSeconds(25 * 3600);
    const later = await (await asFinance()).finance.payments.reconcile();
    expect(later.expired).toBeGreaterThanOrEqual(1);
    expect((await gatewayRow(abandoned.paymentID)).status).toBe('expired');
    expect(await paymentsOfRow(abandonedRow)).toHaveLength(0);
    // The payer's late callback changes nothing.
    expect(await callback(abandoned.paymentID, 'success')).toEqual({ result: 'failed' });
    expect(await callback(lost.paymentID, 'success')).toMatchObject({ result: 'paid' });
    expect(await paymentsOfRow(authorisedRow)).toHaveLength(1);
  });

  it('lists the gateway payments with member, month, status and last check', async () => {
    const list = await (await asFinance()).finance.payments.list({ status: 'completed', limit: 100 });
    expect(list.total).toBe(list.entries.length);
    expect(list.entries.length).toBeGreaterThan(3);
    for (const entry of list.entries) {
      expect(entry.status).toBe('completed');
      expect(entry.trx_id).toMatch(/^[A-Z0-9]{10}$/);
      expect(entry.monthly_payment_id).toEqual(expect.any(Number));
    }
    const all = await (await asFinance()).finance.payments.list({});
    expect(all.entries[0]).toMatchObject({
      member_no: expect.any(String),
      month: expect.stringMatching(/^\w+-\d{4}$/),
    });
    expect(all.entries.some((e) => e.last_checked_at !== null)).toBe(true);
  });
});

describe('refunds', () => {
  it('refunds a completed payment: the row is due again through a reversal, audited; never twice', async () => {
    const dueId = await dueRow(payer, 40_000);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    await payAsPayer(bkashURL);
    expect((await callback(paymentID, 'success')).result).toBe('paid');
    const { id } = await gatewayRow(paymentID);
    const finance = await asFinance();
    await expect(
      finance.finance.payments.refund({ id, reason: 'Too much', amount: 401 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    const entry = await finance.finance.payments.refund({ id, reason: 'Paid twice by mistake' });
    expect(entry).toMatchObject({ id, status: 'completed', refunded_amount: 400 });
    expect(await ownDue(payer, dueId)).toMatchObject({ payable: 400, payment: 0, due: 400 });
    const [reversal] = await handle.db
      .selectFrom('monthly_payment_reversals')
      .selectAll()
      .where('due_id', '=', dueId)
      .execute();
    expect(reversal).toMatchObject({ amount_poisha: 40_000, reason: 'Paid twice by mistake' });
    expect(reversal?.refund_trx_id).toEqual((await gatewayRow(paymentID)).refund_trx_id);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'gateway.payment.refund')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_admin_id).not.toBeNull();

    await expect(finance.finance.payments.refund({ id, reason: 'Again' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // The balance check agrees with the pages.
    expect((await finance.finance.balanceCheck.check()).ok).toBe(true);
    // The row can be paid again.
    const again = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    await payAsPayer(again.bkashURL);
    expect((await callback(again.paymentID, 'success')).result).toBe('paid');
    expect(await ownDue(payer, dueId)).toMatchObject({ payment: 400, due: 0 });
  });

  it('a payment bKash completes for a month the desk recorded meanwhile is not recorded (never overpaid), and is refunded without a reversal', async () => {
    const dueId = await dueRow(payer, 30_000);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    await payAsPayer(bkashURL);
    const finance = await asFinance();
    // The desk records the month while bKash is executing: money moved before the desk's payment was seen.
    sandbox.next({ failure: 'slow', paymentID, call: 'execute', delayMs: 700 });
    const [settled] = await Promise.all([
      callback(paymentID, 'success'),
      new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        finance.finance.monthly.addPayment({
          main_id: dueId,
          date: '2026-11-14',
          method: 'cash',
          amount: 300,
        }),
      ),
    ]);
    expect(settled).toEqual({ result: 'failed' });
    const rows = await paymentsOfRow(dueId);
    expect(rows.map((r) => r.method)).toEqual(['cash']);
    const stored = await gatewayRow(paymentID);
    expect(stored).toMatchObject({ status: 'completed', detail: expect.stringContaining('refund') });
    const { entries } = await finance.finance.payments.list({ status: 'completed', limit: 100 });
    expect(entries.find((e) => e.id === stored.id)).toMatchObject({ monthly_payment_id: null });
    expect((await finance.finance.balanceCheck.check()).ok).toBe(true);

    const refunded = await finance.finance.payments.refund({
      id: stored.id,
      reason: 'Month already paid in cash',
    });
    expect(refunded.refunded_amount).toBe(300);
    expect(
      await handle.db
        .selectFrom('monthly_payment_reversals')
        .selectAll()
        .where('due_id', '=', dueId)
        .execute(),
    ).toEqual([]);
    expect(await ownDue(payer, dueId)).toMatchObject({ payment: 300, due: 0 });
  });

  it('two partial refunds asked at once: one refund at bKash and one record; the other is a 409 that writes nothing', async () => {
    const dueId = await dueRow(payer, 40_000);
    const { paymentID, bkashURL } = await (await asMember(payer)).member.payments.bkashCreate({
      main_id: dueId,
    });
    await payAsPayer(bkashURL);
    expect((await callback(paymentID, 'success')).result).toBe('paid');
    const { id } = await gatewayRow(paymentID);
    const finance = await asFinance();
    const refundsAtBkash = () =>
      sandbox.calls().filter((c) => c.call === 'refund' && c.paymentID === paymentID).length;
    // bKash answers the first refund slowly, so the second is asked while the first is at bKash.
    sandbox.next({ failure: 'slow', paymentID, call: 'refund', delayMs: 700 });
    const [first, second] = await Promise.allSettled([
      finance.finance.payments.refund({ id, reason: 'Desk one', amount: 100 }),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
        finance.finance.payments.refund({ id, reason: 'Desk two', amount: 100 }),
      ),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { refunded_amount: 100 } });
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', message: expect.stringContaining('already in progress') },
    });
    expect(refundsAtBkash()).toBe(1);
    const reversals = await handle.db
      .selectFrom('monthly_payment_reversals')
      .selectAll()
      .where('due_id', '=', dueId)
      .execute();
    expect(reversals).toHaveLength(1);
    // The lease is let go: the payment is no longer held, and asking again is the plain "already refunded".
    expect((await gatewayRow(paymentID)).claimed_until).toBeNull();
    const before = await databaseFingerprint(handle.db);
    await expect(finance.finance.payments.refund({ id, reason: 'Again', amount: 100 })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
        message: expect.stringContaining('already refunded'),
      },
    );
    expect(refundsAtBkash()).toBe(1);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a payment not completed and one past the refund window, writing nothing', async () => {
    const dueId = await dueRow(payer);
    const open = await (await asMember(payer)).member.payments.bkashCreate({ main_id: dueId });
    const { id: openId } = await gatewayRow(open.paymentID);
    const paidRow = await dueRow(payer);
    const paid = await (await asMember(payer)).member.payments.bkashCreate({ main_id: paidRow });
    await payAsPayer(paid.bkashURL);
    expect((await callback(paid.paymentID, 'success')).result).toBe('paid');
    const { id: paidId } = await gatewayRow(paid.paymentID);
    clock.advanceSeconds(16 * 86_400);
    const finance = await asFinance();
    const before = await databaseFingerprint(handle.db);
    await expect(finance.finance.payments.refund({ id: openId, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(finance.finance.payments.refund({ id: paidId, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('15 days'),
    });
    await expect(finance.finance.payments.refund({ id: 999_999_999, reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('starting payments', () => {
  it('allows a member 30 payment starts an hour, then 429 with Retry-After, writing no payment', async () => {
    const busy = await createMember(handle.db);
    const dueId = await dueRow(busy);
    const caller = await asMember(busy);
    for (let i = 0; i < 30; i += 1) await caller.member.payments.bkashCreate({ main_id: dueId });
    const count = async () =>
      (await handle.db.selectFrom('gateway_payments').select('id').where('member_id', '=', busy.id).execute())
        .length;
    expect(await count()).toBe(30);
    await expect(caller.member.payments.bkashCreate({ main_id: dueId })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await count()).toBe(30);
  });

  it('when bKash refuses our credentials, create is a 503 and the stored payment is failed, never left open', async () => {
    const refused = createBkashClient({
      config: { baseUrl: sandbox.baseUrl, ...sandbox.credentials, password: 'wrong', sandbox: true },
      db: handle.db,
      log,
      now: clock.now,
    });
    await handle.db.deleteFrom('gateway_tokens').execute();
    const dueId = await dueRow(payer);
    const caller = await asMember(payer, { bkash: refused, callbackUrl: CALLBACK });
    await expect(caller.member.payments.bkashCreate({ main_id: dueId })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    const [stored] = await handle.db
      .selectFrom('gateway_payments')
      .selectAll()
      .where('due_id', '=', dueId)
      .execute();
    expect(stored).toMatchObject({
      status: 'failed',
      payment_id: null,
      detail: 'bKash could not be reached',
    });
  });
});
