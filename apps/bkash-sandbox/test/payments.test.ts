import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { payAsPayer, type SandboxHandle, startSandbox } from '../src/index.js';
import { CALLBACK, call, create, createBody, execute, grantToken, postForm, query } from './merchant.js';

const BKASH_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}:\d{3} GMT\+0600$/;

describe('create', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = await grantToken(sandbox);
  });
  afterAll(() => sandbox.close());

  test('answers the paymentID, the payer page and the three callback URLs', async () => {
    const answer = await call(sandbox, 'create', createBody(), { token });
    expect(answer.status).toBe(200);
    const body = answer.body;
    const id = body.paymentID as string;
    expect(id).toMatch(/^TR0011[A-Za-z0-9]{7}\d{13}$/);
    expect(body).toEqual({
      paymentID: id,
      bkashURL: `${sandbox.origin}/pay?paymentId=${id}`,
      callbackURL: CALLBACK,
      successCallbackURL: `${CALLBACK}?paymentID=${id}&status=success`,
      failureCallbackURL: `${CALLBACK}?paymentID=${id}&status=failure`,
      cancelledCallbackURL: `${CALLBACK}?paymentID=${id}&status=cancel`,
      amount: '500.00',
      intent: 'sale',
      currency: 'BDT',
      paymentCreateTime: expect.stringMatching(BKASH_TIME),
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: 'INV-2026-0001',
      statusCode: '0000',
      statusMessage: 'Successful',
    });
  });

  test('a callback URL that already has a query gets & before paymentID', async () => {
    const body = await create(sandbox, token, { callbackURL: `${CALLBACK}?invoice=INV-9` });
    expect(body.successCallbackURL).toBe(
      `${CALLBACK}?invoice=INV-9&paymentID=${body.paymentID}&status=success`,
    );
  });

  test('amounts are echoed as sent; a JSON number is accepted', async () => {
    expect((await create(sandbox, token, { amount: '15' })).amount).toBe('15');
    expect((await create(sandbox, token, { amount: 100 })).amount).toBe('100');
    expect((await create(sandbox, token, { amount: '0.5' })).amount).toBe('0.5');
  });

  test.each([
    ['mode missing', { mode: undefined }, '2065', 'Mendatory field missing'],
    ['mode 0000 (agreement)', { mode: '0000' }, '2063', 'Mode is not valid as per request data'],
    ['payerReference missing', { payerReference: '' }, '2065', 'Mendatory field missing'],
    ['payerReference too long', { payerReference: 'x'.repeat(256) }, '2048', 'Invalid Payer Reference'],
    ['callbackURL missing', { callbackURL: undefined }, '2065', 'Mendatory field missing'],
    ['callbackURL not a URL', { callbackURL: 'not a url' }, '2049', 'Invalid Merchant Callback URL'],
    [
      'callbackURL not http(s)',
      { callbackURL: 'javascript:alert(1)' },
      '2049',
      'Invalid Merchant Callback URL',
    ],
    ['amount zero', { amount: '0.00' }, '2006', 'Invalid amount'],
    ['amount negative', { amount: '-5' }, '2006', 'Invalid amount'],
    ['amount with 3 decimals', { amount: '10.001' }, '2006', 'Invalid amount'],
    ['amount not a number', { amount: 'ten' }, '2006', 'Invalid amount'],
    ['currency USD', { currency: 'USD' }, '2007', 'Invalid currency'],
    ['intent authorization', { intent: 'authorization' }, '2008', 'Invalid intent'],
    ['invoice with <', { merchantInvoiceNumber: 'INV<1>' }, '2031', 'Invalid merchant invoice number'],
    ['invoice with &', { merchantInvoiceNumber: 'A&B' }, '2031', 'Invalid merchant invoice number'],
    [
      'invoice too long',
      { merchantInvoiceNumber: 'I'.repeat(256) },
      '2031',
      'Invalid merchant invoice number',
    ],
    ['invoice missing', { merchantInvoiceNumber: undefined }, '2065', 'Mendatory field missing'],
  ])('%s → %s, HTTP 200', async (_name, overrides, statusCode, statusMessage) => {
    const answer = await call(sandbox, 'create', createBody(overrides), { token });
    expect(answer).toEqual({ status: 200, body: { statusCode, statusMessage } });
  });
});

describe('the payer pages and execute, query, search', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => sandbox.reset());
  afterAll(() => sandbox.close());
  const fresh = async () => {
    token = await grantToken(sandbox);
    return create(sandbox, token);
  };

  test('the happy path, driven by form posts as a browser sends them', async () => {
    const payment = await fresh();
    const id = payment.paymentID;
    const page = await fetch(payment.bkashURL);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="./pay/wallet"');
    expect(html).toContain('BDT 500.00');

    const wallet = await postForm(sandbox, '/pay/wallet', { paymentId: id, wallet: '01770618575' });
    expect(wallet.status).toBe(303);
    expect(wallet.headers.get('location')).toBe(`../pay?paymentId=${id}`);
    const otpPage = await (await fetch(`${sandbox.origin}/pay?paymentId=${id}`)).text();
    expect(otpPage).toContain('action="./pay/otp"');
    expect(otpPage).toContain('017******75');

    const otp = await postForm(sandbox, '/pay/otp', { paymentId: id, otp: '123456' });
    expect(otp.status).toBe(303);
    const pinPage = await (await fetch(`${sandbox.origin}/pay?paymentId=${id}`)).text();
    expect(pinPage).toContain('action="./pay/pin"');
    expect(pinPage).toContain('type="password"');

    // before the PIN, the payment cannot be executed
    expect((await execute(sandbox, token, id)).body).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
    const beforePin = await query(sandbox, token, id);
    expect(beforePin.body).toMatchObject({
      transactionStatus: 'Initiated',
      verificationStatus: 'Incomplete',
    });

    const pin = await postForm(sandbox, '/pay/pin', { paymentId: id, pin: '12121' });
    expect(pin.status).toBe(302);
    expect(pin.headers.get('location')).toBe(
      `${CALLBACK}?paymentID=${id}&status=success&apiVersion=1.2.0-beta`,
    );

    const authorised = await query(sandbox, token, id);
    expect(authorised.body).toMatchObject({ transactionStatus: 'Initiated', verificationStatus: 'Complete' });
    expect(authorised.body).not.toHaveProperty('trxID');

    const executed = await execute(sandbox, token, id);
    expect(executed.status).toBe(200);
    const trxID = executed.body.trxID as string;
    expect(trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(executed.body).toEqual({
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: id,
      payerReference: 'M-0042',
      customerMsisdn: '01770618575',
      trxID,
      amount: '500.00',
      transactionStatus: 'Completed',
      paymentExecuteTime: expect.stringMatching(BKASH_TIME),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'INV-2026-0001',
    });

    const queried = await query(sandbox, token, id);
    expect(queried.body).toEqual({
      paymentID: id,
      mode: '0011',
      paymentCreateTime: payment.paymentCreateTime,
      paymentExecuteTime: executed.body.paymentExecuteTime,
      amount: '500.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoice: 'INV-2026-0001',
      trxID,
      transactionStatus: 'Completed',
      verificationStatus: 'Complete',
      statusCode: '0000',
      statusMessage: 'Successful',
      payerReference: 'M-0042',
    });

    const searched = await call(sandbox, 'general/searchTransaction', { trxID }, { token });
    expect(searched.body).toEqual({
      trxID,
      initiationTime: payment.paymentCreateTime,
      completedTime: executed.body.paymentExecuteTime,
      transactionType: 'bKash Tokenized Checkout via API',
      customerMsisdn: '01770618575',
      transactionStatus: 'Completed',
      amount: '500.00',
      currency: 'BDT',
      organizationShortCode: expect.any(String),
      statusCode: '0000',
      statusMessage: 'Successful',
    });

    // bKash's go-live checks fail a query after a successful execute: the call log flags it
    const flagged = sandbox.calls().filter((c) => c.flags.includes('query-after-successful-execute'));
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ call: 'query', paymentID: id });
  });

  test('a second execute is 2117; concurrent executes complete once', async () => {
    const payment = await fresh();
    expect((await payAsPayer(payment.bkashURL)).status).toBe('success');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => execute(sandbox, token, payment.paymentID)),
    );
    const codes = answers.map((a) => a.body.statusCode);
    expect(codes.filter((c) => c === '0000')).toHaveLength(1);
    expect(codes.filter((c) => c === '2117')).toHaveLength(19);
    expect(answers.find((a) => a.body.statusCode === '2117')?.body).toEqual({
      statusCode: '2117',
      statusMessage: 'The payment execution has already been completed',
    });
  });

  test('unknown paymentID is 2002 for execute and query; a missing one 2065', async () => {
    token = await grantToken(sandbox);
    const invalid = { statusCode: '2002', statusMessage: 'Invalid Payment ID' };
    expect((await execute(sandbox, token, 'TR0011nope1700000000000')).body).toEqual(invalid);
    expect((await query(sandbox, token, 'TR0011nope1700000000000')).body).toEqual(invalid);
    expect((await call(sandbox, 'execute', {}, { token })).body.statusCode).toBe('2065');
  });

  test('search for an unknown trxID is 2033; a payment not yet executed is not found either', async () => {
    token = await grantToken(sandbox);
    const answer = await call(sandbox, 'general/searchTransaction', { trxID: 'ABCDE12345' }, { token });
    expect(answer.body).toEqual({ statusCode: '2033', statusMessage: 'Transaction not found' });
  });

  test('Cancel on any step redirects with status=cancel; execute is then 2056', async () => {
    for (const cancelAt of ['wallet', 'otp', 'pin'] as const) {
      const payment = await fresh();
      const result = await payAsPayer(payment.bkashURL, { cancelAt });
      expect(result.status).toBe('cancel');
      expect(result.callbackUrl).toBe(
        `${CALLBACK}?paymentID=${payment.paymentID}&status=cancel&apiVersion=1.2.0-beta`,
      );
      expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('2056');
      expect((await query(sandbox, token, payment.paymentID)).body).toMatchObject({
        transactionStatus: 'Initiated',
        verificationStatus: 'Incomplete',
      });
      sandbox.reset();
    }
  });

  test('a cancel form posted from a stale page after the payment was authorised changes nothing', async () => {
    const payment = await fresh();
    await payAsPayer(payment.bkashURL);
    const cancel = await postForm(sandbox, '/pay/cancel', { paymentId: payment.paymentID });
    expect(cancel.status).toBe(200);
    expect(await cancel.text()).toContain('already been confirmed');
    expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('0000');
  });

  test('wallet: not eleven digits is 2009, a number that is no sandbox wallet 2057', async () => {
    const payment = await fresh();
    const short = await payAsPayer(payment.bkashURL, { wallet: '0177' });
    expect(short.error).toEqual({ code: '2009', message: 'Invalid Wallet' });
    const unknown = await payAsPayer(payment.bkashURL, { wallet: '01711111111' });
    expect(unknown.error).toEqual({ code: '2057', message: 'Not a bKash Account' });
    expect(unknown.callbackUrl).toBeNull();
    // the payer can still go on with a good wallet
    expect((await payAsPayer(payment.bkashURL)).status).toBe('success');
  });

  test('wrong verification code: 2016, the third time 2017 and the payment fails', async () => {
    const payment = await fresh();
    const id = payment.paymentID;
    await postForm(sandbox, '/pay/wallet', { paymentId: id, wallet: '01929918378' });
    for (let i = 0; i < 2; i += 1) {
      const wrong = await postForm(sandbox, '/pay/otp', { paymentId: id, otp: '000000' });
      expect(wrong.status).toBe(200);
      const html = await wrong.text();
      expect(html).toContain('data-error-code="2016">Wrong verification code<');
      expect(html).toContain('aria-invalid="true"');
    }
    const third = await postForm(sandbox, '/pay/otp', { paymentId: id, otp: '000000' });
    const html = await third.text();
    expect(html).toContain('Wrong verification limit exceeded');
    const back = await postForm(sandbox, '/pay/return', { paymentId: id });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(
      `${CALLBACK}?paymentID=${id}&status=failure&apiVersion=1.2.0-beta`,
    );
    expect((await execute(sandbox, token, id)).body.statusCode).toBe('2056');
  });

  test('wrong PIN: 2014, the third time 2015 and a failure redirect', async () => {
    const payment = await fresh();
    const first = await payAsPayer(payment.bkashURL, { pin: '11111' });
    expect(first).toMatchObject({ status: null, error: { code: '2014', message: 'Wrong PIN' } });
    // the flow resumes on the PIN step
    await payAsPayer(payment.bkashURL, { pin: '11111' });
    const third = await payAsPayer(payment.bkashURL, { pin: '11111' });
    expect(third.error).toEqual({ code: '2015', message: 'Wrong PIN count exceeded' });
    expect(third.status).toBe('failure');
    expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('2056');
  });

  test('insufficient-balance wallet 01823074817: the pages pass, execute is 2023', async () => {
    const payment = await fresh();
    expect((await payAsPayer(payment.bkashURL, { wallet: '01823074817' })).status).toBe('success');
    expect((await execute(sandbox, token, payment.paymentID)).body).toEqual({
      statusCode: '2023',
      statusMessage: 'Insufficient Balance',
    });
    // the payment is spent: no second try
    expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('2056');
    expect((await query(sandbox, token, payment.paymentID)).body.transactionStatus).toBe('Initiated');
  });

  test('debit-blocked wallet 01823074818: execute is 2037', async () => {
    const payment = await fresh();
    await payAsPayer(payment.bkashURL, { wallet: '01823074818' });
    const answer = await execute(sandbox, token, payment.paymentID);
    expect(answer.body.statusCode).toBe('2037');
  });

  test('the payer closed the tab after the PIN (no callback): execute still completes it', async () => {
    const payment = await fresh();
    sandbox.authorize(payment.paymentID);
    expect((await query(sandbox, token, payment.paymentID)).body).toMatchObject({
      transactionStatus: 'Initiated',
      verificationStatus: 'Complete',
    });
    const executed = await execute(sandbox, token, payment.paymentID);
    expect(executed.body).toMatchObject({ statusCode: '0000', customerMsisdn: '01770618575' });
    expect(() => sandbox.authorize('TR0011unknown')).toThrow(/unknown paymentID/);
  });

  test('a payment expires 24 h after create: execute 2056, query Expired, the page says so', async () => {
    const payment = await fresh();
    await payAsPayer(payment.bkashURL);
    sandbox.advanceClock(24 * 3600 - 1);
    token = await grantToken(sandbox);
    expect((await query(sandbox, token, payment.paymentID)).body.transactionStatus).toBe('Initiated');
    sandbox.advanceClock(1);
    expect((await execute(sandbox, token, payment.paymentID)).body).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
    expect((await query(sandbox, token, payment.paymentID)).body).toMatchObject({
      statusCode: '0000',
      transactionStatus: 'Expired',
    });
    const page = await (await fetch(payment.bkashURL)).text();
    expect(page).toContain('Payment time expired');
  });

  test('a completed payment never expires', async () => {
    const payment = await fresh();
    await payAsPayer(payment.bkashURL);
    await execute(sandbox, token, payment.paymentID);
    sandbox.advanceClock(48 * 3600);
    token = await grantToken(sandbox);
    expect((await query(sandbox, token, payment.paymentID)).body.transactionStatus).toBe('Completed');
  });

  test('the payer pages of an unknown payment are a 404 page', async () => {
    const page = await fetch(`${sandbox.origin}/pay?paymentId=TR0011nope`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Invalid Payment ID');
    const result = await payAsPayer(`${sandbox.origin}/pay?paymentId=TR0011nope`);
    expect(result.error?.code).toBe('2002');
  });
});

describe('payment options', () => {
  test('paymentTtlSeconds and the expired-payment answers are configurable', async () => {
    const sandbox = await startSandbox({
      paymentTtlSeconds: 900,
      expiredPayment: { queryStatusCode: '2056' },
    });
    try {
      const token = await grantToken(sandbox);
      const payment = await create(sandbox, token);
      sandbox.advanceClock(900);
      expect((await query(sandbox, token, payment.paymentID)).body).toMatchObject({
        statusCode: '2056',
        statusMessage: 'Invalid Payment State',
        transactionStatus: 'Expired',
      });
    } finally {
      await sandbox.close();
    }
  });

  test("failureWalletsAt 'page': an insufficient balance shows on the PIN step and fails the payment", async () => {
    const sandbox = await startSandbox({ failureWalletsAt: 'page' });
    try {
      const token = await grantToken(sandbox);
      const payment = await create(sandbox, token);
      const result = await payAsPayer(payment.bkashURL, { wallet: '01823074817' });
      expect(result.error).toEqual({ code: '2023', message: 'Insufficient Balance' });
      expect(result.status).toBe('failure');
      expect((await execute(sandbox, token, payment.paymentID)).body.statusCode).toBe('2056');
    } finally {
      await sandbox.close();
    }
  });

  test('seed makes payment and transaction ids repeatable', async () => {
    const ids: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const sandbox = await startSandbox({ seed: 42, now: () => new Date('2026-03-01T10:00:00Z') });
      try {
        const token = await grantToken(sandbox);
        const payment = await create(sandbox, token);
        await payAsPayer(payment.bkashURL);
        const executed = await execute(sandbox, token, payment.paymentID);
        ids.push(`${payment.paymentID} ${executed.body.trxID}`);
        expect(payment.paymentCreateTime).toBe('2026-03-01T16:00:00:000 GMT+0600');
      } finally {
        await sandbox.close();
      }
    }
    expect(ids[0]).toBe(ids[1]);
  });
});
