import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { payAsPayer, type SandboxHandle, startSandbox } from '../src/index.js';
import { call, create, execute, grantToken } from './merchant.js';

const BKASH_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}:\d{3} GMT\+0600$/;

describe('refund and refund status (one path, payment/refund)', () => {
  let sandbox: SandboxHandle;
  let token = '';
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterEach(() => {
    sandbox.reset();
    token = '';
  });
  afterAll(() => sandbox.close());

  const paid = async (amount = '500.00') => {
    if (!token) token = await grantToken(sandbox);
    const payment = await create(sandbox, token, { amount });
    await payAsPayer(payment.bkashURL);
    const executed = await execute(sandbox, token, payment.paymentID);
    return { paymentID: payment.paymentID, trxID: executed.body.trxID as string };
  };
  const refund = (body: Record<string, unknown>) => call(sandbox, 'payment/refund', body, { token });

  test('a partial refund, then the rest; refund status shows the latest; a third is 2034', async () => {
    const { paymentID, trxID } = await paid();
    const first = await refund({ paymentID, trxID, amount: '200.00', sku: 'MONTHLY', reason: 'Paid twice' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      originalTrxID: trxID,
      refundTrxID: expect.stringMatching(/^[A-Z0-9]{10}$/),
      transactionStatus: 'Completed',
      amount: '200.00',
      currency: 'BDT',
      charge: '0.00',
      completedTime: expect.stringMatching(BKASH_TIME),
      statusCode: '0000',
      statusMessage: 'Successful',
    });

    const tooMuch = await refund({ paymentID, trxID, amount: '300.01', sku: 'MONTHLY', reason: 'Rest' });
    expect(tooMuch.body).toEqual({
      statusCode: '2026',
      statusMessage: 'The reversal amount cannot be greater than the original transaction amount',
    });

    const rest = await refund({ paymentID, trxID, amount: '300', sku: 'MONTHLY', reason: 'Rest' });
    expect(rest.body).toMatchObject({ statusCode: '0000', amount: '300' });
    expect(rest.body.refundTrxID).not.toBe(first.body.refundTrxID);

    const status = await refund({ paymentID, trxID });
    expect(status.body).toEqual(rest.body);

    const again = await refund({ paymentID, trxID, amount: '1.00', sku: 'MONTHLY', reason: 'Again' });
    expect(again.body).toEqual({
      statusCode: '2034',
      statusMessage: 'The transaction cannot be reversed because the original transaction has been reversed',
    });
    expect(sandbox.payments()[0]?.refunded).toBe('500.00');
  });

  test('refund status before any refund is 2033', async () => {
    const { paymentID, trxID } = await paid();
    expect((await refund({ paymentID, trxID })).body).toEqual({
      statusCode: '2033',
      statusMessage: 'Transaction not found',
    });
  });

  test('refusals: wrong trxID 2033, unknown payment 2002, not completed 2056, missing fields 2065, bad amount 2006', async () => {
    const { paymentID, trxID } = await paid();
    const reasons = { sku: 'MONTHLY', reason: 'x' };
    expect((await refund({ paymentID, trxID: 'WRONG00000', amount: '1', ...reasons })).body.statusCode).toBe(
      '2033',
    );
    expect((await refund({ paymentID: 'TR0011nope', trxID, amount: '1', ...reasons })).body.statusCode).toBe(
      '2002',
    );
    expect((await refund({ paymentID, trxID, amount: '1' })).body.statusCode).toBe('2065');
    expect((await refund({ paymentID, amount: '1', ...reasons })).body.statusCode).toBe('2065');
    expect((await refund({ paymentID, trxID, amount: '0', ...reasons })).body.statusCode).toBe('2006');
    expect((await refund({ paymentID, trxID, amount: '1.234', ...reasons })).body.statusCode).toBe('2006');

    const unpaid = await create(sandbox, token);
    expect((await refund({ paymentID: unpaid.paymentID, trxID, amount: '1', ...reasons })).body).toEqual({
      statusCode: '2056',
      statusMessage: 'Invalid Payment State',
    });
  });

  test('refunds are refused 15 days after the payment', async () => {
    const { paymentID, trxID } = await paid();
    sandbox.advanceClock(15 * 24 * 3600 - 60);
    token = await grantToken(sandbox);
    const inTime = await refund({ paymentID, trxID, amount: '1', sku: 'M', reason: 'x' });
    expect(inTime.body.statusCode).toBe('0000');
    sandbox.advanceClock(61);
    const late = await refund({ paymentID, trxID, amount: '1', sku: 'M', reason: 'x' });
    expect(late.body).toEqual({
      statusCode: '2035',
      statusMessage: 'Reverse failed because the initiator has no permission to reverse the transaction',
    });
  });

  test('refunds need a token like every other call', async () => {
    const { paymentID, trxID } = await paid();
    const answer = await call(sandbox, 'payment/refund', {
      paymentID,
      trxID,
      amount: '1',
      sku: 'M',
      reason: 'x',
    });
    expect(answer).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });
});

test('refundWindowDays and refundTooOld are configurable', async () => {
  const sandbox = await startSandbox({ refundWindowDays: 1, refundTooOld: { statusCode: '2056' } });
  try {
    const token = await grantToken(sandbox);
    const payment = await create(sandbox, token);
    await payAsPayer(payment.bkashURL);
    const trxID = (await execute(sandbox, token, payment.paymentID)).body.trxID;
    sandbox.advanceClock(24 * 3600 + 1);
    const fresh = await grantToken(sandbox);
    const answer = await call(
      sandbox,
      'payment/refund',
      { paymentID: payment.paymentID, trxID, amount: '1', sku: 'M', reason: 'x' },
      { token: fresh },
    );
    expect(answer.body).toEqual({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
  } finally {
    await sandbox.close();
  }
});
