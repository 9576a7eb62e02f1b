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
 * "Pay all dues": one bKash payment for several months, against the local sandbox and a real database. It is
 * settled like a single month's payment (one execute, once, only what bKash confirms), allocated oldest month
 * first, all months or none, with one receipt listing the months (docs/payments.md).
 */
const handle = useTestDb();
let sandbox: SandboxHandle;
let payments: OnlinePayments;
const clock = new FakeClock();
const log = recordingLogger();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now, log });
let serial = 0;

beforeAll(async () => {
  sandbox = await startSandbox({ now: clock.now });
  const bkash: BkashGateway = createBkashClient({
    config: { baseUrl: sandbox.baseUrl, ...sandbox.credentials, sandbox: true, timeoutMs: 1500 },
    db: handle.db,
    log,
    now: clock.now,
  });
  payments = { bkash, callbackUrl: 'http://127.0.0.1:9/api/payments/bkash/callback' };
});
afterAll(async () => {
  await sandbox?.close();
});

/** Months long past, each its own book (so tests never share a row), with the member's due row in each. */
async function dueMonths<T extends number[]>(
  member: TestMember,
  payables: [...T],
): Promise<{ [K in keyof T]: number }> {
  const ids: number[] = [];
  for (const payable of payables) {
    serial += 1;
    const month = `${2001 + Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}-01`;
    const book = await handle.db
      .insertInto('monthly_books')
      .values({ month, amount_poisha: payable })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await handle.db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: payable })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids as { [K in keyof T]: number };
}

const asMember = (member: TestMember) => as.member(member, { payments });
const asFinance = () => as.admin('Finance_Access', { payments });

const callback = (paymentID: string, status: string) =>
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

const executes = (paymentID: string) =>
  sandbox.calls().filter((c) => c.call === 'execute' && c.paymentID === paymentID).length;

const paymentsOf = (dueIds: number[]) =>
  handle.db.selectFrom('monthly_payments').selectAll().where('due_id', 'in', dueIds).orderBy('id').execute();

/** The member's in-app messages of recorded payments, oldest first. */
const inboxOf = (member: TestMember) =>
  handle.db
    .selectFrom('notification_outbox')
    .select(['id', 'body'])
    .where('member_id', '=', member.id)
    .where('kind', '=', 'payment_recorded')
    .where('channel', '=', 'inbox')
    .orderBy('id')
    .execute();

async function statement(member: TestMember) {
  return (await asMember(member)).member.statements.get({});
}

describe('pay all dues', () => {
  it('lists the months with dues first, then pays them in one payment, oldest month first, with one receipt', async () => {
    const member = await createMember(handle.db);
    const [paid, older, newer] = await dueMonths(member, [40_000, 50_000, 30_000]);
    const finance = await asFinance();
    await finance.finance.monthly.addPayment({
      main_id: paid,
      date: '2026-11-01',
      method: 'cash',
      amount: 400,
    });
    await finance.finance.monthly.addPayment({
      main_id: older,
      date: '2026-11-01',
      method: 'cash',
      amount: 150,
    });

    const before = await statement(member);
    expect(before.monthly.map((r) => r.id)).toEqual([older, newer, paid]);
    expect(before.monthlysummary).toEqual({ duemonth: 2, due: 650 });

    const caller = await asMember(member);
    const { paymentID, bkashURL } = await caller.member.payments.bkashCreateAll({
      main_ids: [newer, older],
      amount: 650,
    });
    const stored = await handle.db
      .selectFrom('gateway_payments')
      .selectAll()
      .where('payment_id', '=', paymentID)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ amount_poisha: 65_000, due_id: older, status: 'created' });
    expect(
      await handle.db
        .selectFrom('gateway_payment_months')
        .select(['due_id', 'amount_poisha'])
        .where('gateway_payment_id', '=', stored.id)
        .orderBy('due_id')
        .execute(),
    ).toEqual([
      { due_id: older, amount_poisha: 35_000 },
      { due_id: newer, amount_poisha: 30_000 },
    ]);

    const messagesBefore = await inboxOf(member);
    await payAsPayer(bkashURL);
    const result = await callback(paymentID, 'success');
    expect(result.result).toBe('paid');
    expect(executes(paymentID)).toBe(1);

    const online = (await paymentsOf([older, newer])).filter((p) => p.method === 'bkash');
    expect(online.map((p) => [p.due_id, p.amount_poisha, p.gateway_payment_id])).toEqual([
      [older, 35_000, stored.id],
      [newer, 30_000, stored.id],
    ]);
    expect(result.receipt).toBe(online[0]?.id);
    const after = await statement(member);
    expect(after.monthlysummary).toEqual({ duemonth: 0, due: 0 });
    expect(after.monthly.map((r) => r.id)).toEqual([newer, older, paid]);
    expect((await finance.finance.balanceCheck.check()).ok).toBe(true);

    // One receipt for the payment, listing its months oldest first; either month's payment opens it.
    const { entries, total } = await caller.member.receipts.list({});
    const receipt = entries.find((e) => e.online);
    expect(total).toBe(3);
    expect(receipt).toMatchObject({ id: online[0]?.id, amount: 650, trx_id: expect.any(String) });
    expect(receipt?.months.map((m) => [m.id, m.amount])).toEqual([
      [online[0]?.id, 350],
      [online[1]?.id, 300],
    ]);
    // One message for the payment, naming both months, their sum and the receipt's number.
    const messages = (await inboxOf(member)).slice(messagesBefore.length);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('৳৬৫০.০০'); // the member reads Bengali
    expect(messages[0]?.body).toContain(online[0]?.receipt_no);
    const listed = await finance.finance.payments.list({ status: 'completed', limit: 100 });
    expect(listed.entries.find((e) => e.id === stored.id)?.months.map((m) => [m.main_id, m.amount])).toEqual([
      [older, 350],
      [newer, 300],
    ]);
  });

  it('twenty concurrent callbacks and a completion claim execute once and record each month once', async () => {
    const member = await createMember(handle.db);
    const months = await dueMonths(member, [20_000, 20_000, 20_000]);
    const caller = await asMember(member);
    const { paymentID, bkashURL } = await caller.member.payments.bkashCreateAll({
      main_ids: months,
      amount: 600,
    });
    await payAsPayer(bkashURL);
    const [callbacks, completion] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => callback(paymentID, 'success'))),
      caller.member.payments.complete({ paymentID }),
    ]);
    expect(executes(paymentID)).toBe(1);
    expect(callbacks.every((r) => r.result === 'paid')).toBe(true);
    expect(completion).toMatchObject({ status: 'paid', amount: 600 });
    const recorded = await paymentsOf(months);
    expect(recorded.map((p) => [p.due_id, p.amount_poisha])).toEqual(months.map((id) => [id, 20_000]));
    expect((await statement(member)).monthlysummary).toEqual({ duemonth: 0, due: 0 });
    expect((await (await asFinance()).finance.balanceCheck.check()).ok).toBe(true);
  });

  it("refuses another member's month, a paid month, an unknown one and a changed amount, and writes nothing", async () => {
    const member = await createMember(handle.db);
    const other = await createMember(handle.db);
    const [own, paidOwn] = await dueMonths(member, [10_000, 10_000]);
    const [theirs] = await dueMonths(other, [10_000]);
    await (await asFinance()).finance.monthly.addPayment({
      main_id: paidOwn,
      date: '2026-11-01',
      method: 'cash',
      amount: 100,
    });
    const caller = await asMember(member);
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [own, theirs], amount: 200 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [paidOwn], amount: 100 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This month is already paid.' });
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [own, 999_999_999], amount: 100 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [own], amount: 99 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('100 taka is due now'),
    });
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [own, own], amount: 200 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a month that has not started (a book made ahead), alone or with due months, and writes nothing', async () => {
    const member = await createMember(handle.db);
    const [due] = await dueMonths(member, [10_000]);
    // The month after the clock's: its book exists, its row is upcoming, not a debt.
    const today = clock.now();
    const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
    const book = await handle.db
      .insertInto('monthly_books')
      .values({ month: next.toISOString().slice(0, 10), amount_poisha: 10_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const upcoming = await handle.db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: 10_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const caller = await asMember(member);
    const before = await databaseFingerprint(handle.db);
    await expect(caller.member.payments.bkashCreate({ main_id: upcoming.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This month has not started yet; it is not due.',
    });
    await expect(
      caller.member.payments.bkashCreateAll({ main_ids: [due, upcoming.id], amount: 200 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This month has not started yet; it is not due.' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('a month paid at the desk after the payment started: never executed, no money taken, nothing recorded', async () => {
    const member = await createMember(handle.db);
    const months = await dueMonths(member, [10_000, 10_000]);
    const { paymentID, bkashURL } = await (await asMember(member)).member.payments.bkashCreateAll({
      main_ids: months,
      amount: 200,
    });
    await payAsPayer(bkashURL);
    await (await asFinance()).finance.monthly.addPayment({
      main_id: months[1] ?? 0,
      date: '2026-11-01',
      method: 'cash',
      amount: 100,
    });
    expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
    expect(executes(paymentID)).toBe(0);
    expect((await paymentsOf(months)).map((p) => p.method)).toEqual(['cash']);
    expect(
      await handle.db
        .selectFrom('gateway_payments')
        .select(['status', 'detail', 'trx_id'])
        .where('payment_id', '=', paymentID)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'failed', detail: expect.stringContaining('no money taken'), trx_id: null });
    expect((await statement(member)).monthlysummary).toEqual({ duemonth: 1, due: 100 });
  });

  it('bKash confirming another amount is no payment: nothing recorded, the months still due', async () => {
    const member = await createMember(handle.db);
    const months = await dueMonths(member, [10_000, 15_000]);
    const { paymentID, bkashURL } = await (await asMember(member)).member.payments.bkashCreateAll({
      main_ids: months,
      amount: 250,
    });
    await payAsPayer(bkashURL);
    sandbox.next({ failure: 'amount-mismatch', paymentID });
    expect(await callback(paymentID, 'success')).toEqual({ result: 'failed' });
    expect(await paymentsOf(months)).toEqual([]);
    expect((await statement(member)).monthlysummary).toEqual({ duemonth: 2, due: 250 });
  });

  it('a partial refund of such a payment takes back the month the treasurer names, and only it', async () => {
    const member = await createMember(handle.db);
    const [older, newer] = await dueMonths(member, [10_000, 20_000]);
    const { paymentID, bkashURL } = await (await asMember(member)).member.payments.bkashCreateAll({
      main_ids: [older, newer],
      amount: 300,
    });
    await payAsPayer(bkashURL);
    expect((await callback(paymentID, 'success')).result).toBe('paid');
    const finance = await asFinance();
    const { entries } = await finance.finance.payments.list({ status: 'completed', limit: 100 });
    const id = entries.find((e) => e.payment_id === paymentID)?.id ?? 0;
    // Part of a payment of two months with no month named, a month it did not pay, more than the month's
    // payment: refused before bKash is asked, nothing written.
    const before = await databaseFingerprint(handle.db);
    await expect(finance.finance.payments.refund({ id, reason: 'Part', amount: 250 })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'payments.refundMonthRequired' },
    });
    for (const [main_id, amount] of [
      [999_999_999, 50],
      [older, 150],
    ] as const)
      await expect(
        finance.finance.payments.refund({ id, reason: 'Part', amount, main_id }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        cause: { key: 'payments.refundMonthNotPaid' },
      });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    // Meant for the older month: it alone is due again (the newer one was reopened before the fix).
    await finance.finance.payments.refund({ id, reason: 'Paid twice', amount: 50, main_id: older });
    const reversals = await handle.db
      .selectFrom('monthly_payment_reversals')
      .select(['due_id', 'amount_poisha'])
      .where('due_id', 'in', [older, newer])
      .orderBy('due_id')
      .execute();
    expect(reversals).toEqual([{ due_id: older, amount_poisha: 5_000 }]);
    expect((await statement(member)).monthlysummary).toEqual({ duemonth: 1, due: 50 });
    expect((await finance.finance.balanceCheck.check()).ok).toBe(true);
  });
});
