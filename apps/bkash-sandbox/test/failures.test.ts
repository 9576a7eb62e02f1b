import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { payAsPayer, type SandboxHandle, startSandbox } from '../src/index.js';
import { call, create, createBody, execute, grantToken, query } from './merchant.js';

describe('failure injection', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => {
    sandbox.reset();
    token = '';
  });
  afterAll(() => sandbox.close());

  /** A payment the payer has authorised on the pages, ready for execute (one grant per test, as bKash wants). */
  const authorised = async () => {
    if (!token) token = await grantToken(sandbox);
    const payment = await create(sandbox, token);
    expect((await payAsPayer(payment.bkashURL)).status).toBe('success');
    return payment.paymentID;
  };

  const inject = (body: unknown) =>
    fetch(`${sandbox.origin}/__sandbox/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('execute-timeout: the payment completes, the answer outlives the client; query recovers it', async () => {
    const id = await authorised();
    const injected = await inject({ paymentID: id, failure: 'execute-timeout', holdMs: 3000 });
    expect(injected.status).toBe(200);
    expect(await injected.json()).toEqual({ queued: true });

    const started = Date.now();
    await expect(execute(sandbox, token, id, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2500);

    const recovered = await query(sandbox, token, id);
    expect(recovered.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed' });
    expect(recovered.body.trxID).toMatch(/^[A-Z0-9]{10}$/);
    // no query-after-execute flag: the execute answer never reached the merchant
    expect(sandbox.calls().some((c) => c.flags.includes('query-after-successful-execute'))).toBe(false);
  });

  test('execute-timeout held to the end answers 504 Endpoint request timed out', async () => {
    const id = await authorised();
    sandbox.next({ failure: 'execute-timeout', holdMs: 200 });
    const started = Date.now();
    const answer = await execute(sandbox, token, id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(answer).toEqual({ status: 504, body: { message: 'Endpoint request timed out' } });
    expect((await query(sandbox, token, id)).body.transactionStatus).toBe('Completed');
  });

  test('closing the sandbox releases a held answer at once', async () => {
    const own = await startSandbox();
    const ownToken = await grantToken(own);
    const payment = await create(own, ownToken);
    await payAsPayer(payment.bkashURL);
    own.next({ failure: 'execute-timeout', holdMs: 60_000 });
    const pending = execute(own, ownToken, payment.paymentID).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    const answer = await pending;
    expect(answer).toEqual({ status: 504, body: { message: 'Endpoint request timed out' } });
  });

  test('execute-500 and execute-504: the payment completes, the answer is a gateway error', async () => {
    const first = await authorised();
    sandbox.next({ failure: 'execute-500' });
    expect(await execute(sandbox, token, first)).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect((await query(sandbox, token, first)).body.transactionStatus).toBe('Completed');

    const second = await authorised();
    sandbox.next({ failure: 'execute-504' });
    expect((await execute(sandbox, token, second)).status).toBe(504);
    expect((await query(sandbox, token, second)).body.transactionStatus).toBe('Completed');
  });

  test('execute-drop: the connection drops with no answer, the payment completes', async () => {
    const id = await authorised();
    sandbox.next({ failure: 'execute-drop' });
    await expect(execute(sandbox, token, id)).rejects.toThrow(/fetch failed/);
    expect((await query(sandbox, token, id)).body.transactionStatus).toBe('Completed');
  });

  test('already-completed: the first execute completes the payment but answers 2117', async () => {
    const id = await authorised();
    sandbox.next({ paymentID: id, failure: 'already-completed' });
    expect((await execute(sandbox, token, id)).body).toEqual({
      statusCode: '2117',
      statusMessage: 'The payment execution has already been completed',
    });
    expect((await query(sandbox, token, id)).body.transactionStatus).toBe('Completed');
  });

  test('already-completed on a payment the payer never authorised keeps the real answer (2056)', async () => {
    token = await grantToken(sandbox);
    const payment = await create(sandbox, token);
    sandbox.next({ failure: 'already-completed' });
    expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('2056');
  });

  test('insufficient-balance and debit-blocked turn the next execute into 2023 / 2037', async () => {
    const first = await authorised();
    sandbox.next({ failure: 'insufficient-balance' });
    expect((await execute(sandbox, token, first)).body).toEqual({
      statusCode: '2023',
      statusMessage: 'Insufficient Balance',
    });
    const second = await authorised();
    sandbox.next({ failure: 'debit-blocked' });
    expect((await execute(sandbox, token, second)).body.statusCode).toBe('2037');
  });

  test('expire with a paymentID expires it at once; without one, the next execute or query meets it expired', async () => {
    const first = await authorised();
    sandbox.next({ paymentID: first, failure: 'expire' });
    expect((await execute(sandbox, token, first)).body.statusCode).toBe('2056');
    expect((await query(sandbox, token, first)).body.transactionStatus).toBe('Expired');

    const second = await authorised();
    sandbox.next({ failure: 'expire' });
    expect((await query(sandbox, token, second)).body.transactionStatus).toBe('Expired');
    expect(() => sandbox.next({ paymentID: 'TR0011none', failure: 'expire' })).toThrow(/unknown paymentID/);
  });

  test('amount-, currency- and invoice-mismatch alter one execute answer; the payment itself is intact', async () => {
    const cases = [
      ['amount-mismatch', { amount: '501.00' }],
      ['currency-mismatch', { currency: 'USD' }],
      ['invoice-mismatch', { merchantInvoiceNumber: 'INV-2026-0001-X' }],
    ] as const;
    for (const [failure, changed] of cases) {
      const id = await authorised();
      sandbox.next({ failure, call: 'execute' });
      const answer = await execute(sandbox, token, id);
      expect(answer.body).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', ...changed });
      const queried = await query(sandbox, token, id);
      expect(queried.body).toMatchObject({
        amount: '500.00',
        currency: 'BDT',
        merchantInvoice: 'INV-2026-0001',
      });
    }
  });

  test('a mismatch can target the recovery query instead', async () => {
    const id = await authorised();
    sandbox.next({ failure: 'execute-504' });
    await execute(sandbox, token, id);
    sandbox.next({ failure: 'amount-mismatch', call: 'query', paymentID: id });
    expect((await query(sandbox, token, id)).body.amount).toBe('501.00');
    expect((await query(sandbox, token, id)).body.amount).toBe('500.00');
  });

  test('system-error answers 9999 with HTTP 200; maintenance answers 503; neither changes state', async () => {
    const id = await authorised();
    sandbox.next({ failure: 'system-error' });
    expect(await execute(sandbox, token, id)).toEqual({
      status: 200,
      body: { statusCode: '9999', statusMessage: 'System Error.' },
    });
    sandbox.next({ failure: 'maintenance', call: 'query' });
    expect(await query(sandbox, token, id)).toEqual({
      status: 503,
      body: { statusCode: '503', statusMessage: 'System is undergoing maintenance. Please try again later' },
    });
    expect((await query(sandbox, token, id)).body.transactionStatus).toBe('Initiated');
    expect((await execute(sandbox, token, id)).body.statusCode).toBe('0000');
  });

  test('system-error skips token calls unless they are named', async () => {
    token = await grantToken(sandbox);
    sandbox.next({ failure: 'system-error' });
    await grantToken(sandbox);
    expect((await call(sandbox, 'create', createBody(), { token })).body.statusCode).toBe('9999');
    sandbox.reset();
    sandbox.next({ failure: 'system-error', call: 'grant' });
    await expect(grantToken(sandbox)).rejects.toThrow(/9999/);
  });

  test('slow delays one answer', async () => {
    token = await grantToken(sandbox);
    sandbox.next({ failure: 'slow', delayMs: 400, call: 'create' });
    const started = Date.now();
    const answer = await call(sandbox, 'create', createBody(), { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(answer.body.statusCode).toBe('0000');
  });

  test('slow delays a refusal once: the next refusal answers at once', async () => {
    sandbox.next({ failure: 'slow', delayMs: 400, call: 'grant' });
    const started = Date.now();
    const refused = await call(sandbox, 'token/grant', {}, { headers: { username: 'x', password: 'y' } });
    expect(refused.status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const again = Date.now();
    expect((await call(sandbox, 'create', createBody(), { token: 'not-a-token' })).status).toBe(401);
    expect(Date.now() - again).toBeLessThan(390);
  });

  test('an injection naming a paymentID waits for that payment; times repeats it', async () => {
    const first = await authorised();
    const second = await authorised();
    sandbox.next({ paymentID: second, failure: 'system-error', call: 'query', times: 2 });
    expect((await query(sandbox, token, first)).body.statusCode).toBe('0000');
    expect((await query(sandbox, token, second)).body.statusCode).toBe('9999');
    expect((await query(sandbox, token, second)).body.statusCode).toBe('9999');
    expect((await query(sandbox, token, second)).body.statusCode).toBe('0000');
    const log = sandbox.calls().filter((c) => c.injected);
    expect(log.map((c) => [c.call, c.paymentID, c.injected])).toEqual([
      ['query', second, 'system-error'],
      ['query', second, 'system-error'],
    ]);
  });

  test('the control endpoint refuses an unknown failure or call with 400', async () => {
    const unknown = await inject({ failure: 'meteor-strike' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "unknown failure 'meteor-strike'" });
    const badCall = await inject({ failure: 'slow', call: 'teleport' });
    expect(badCall.status).toBe(400);
  });

  test('control endpoints: authorize, clock, payments, calls, reset', async () => {
    token = await grantToken(sandbox);
    const payment = await create(sandbox, token);
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.origin}/__sandbox/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('authorize', { paymentID: payment.paymentID, wallet: '01877722345' })).status).toBe(
      200,
    );
    expect((await post('authorize', { paymentID: payment.paymentID })).status).toBe(400);
    const executed = await execute(sandbox, token, payment.paymentID);
    expect(executed.body.customerMsisdn).toBe('01877722345');

    const listed = (await (await fetch(`${sandbox.origin}/__sandbox/payments`)).json()) as {
      payments: { paymentID: string; state: string; trxID: string }[];
    };
    expect(listed.payments).toEqual([
      expect.objectContaining({
        paymentID: payment.paymentID,
        state: 'completed',
        trxID: executed.body.trxID,
      }),
    ]);
    const calls = (await (await fetch(`${sandbox.origin}/__sandbox/calls`)).json()) as {
      calls: { call: string }[];
    };
    expect(calls.calls.map((c) => c.call)).toEqual(['grant', 'create', 'execute']);

    const clock = await post('clock', { advanceSeconds: 3600 });
    expect(clock.status).toBe(200);
    expect((await call(sandbox, 'create', createBody(), { token })).status).toBe(401);
    expect((await post('clock', { advanceSeconds: 'soon' })).status).toBe(400);

    expect((await post('reset', {})).status).toBe(200);
    expect(sandbox.payments()).toEqual([]);
    expect(sandbox.calls()).toEqual([]);
  });
});
