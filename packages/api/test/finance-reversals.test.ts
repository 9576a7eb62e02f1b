import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook, addDeposit, addLedger, addPayment } from './year-end-books';

/**
 * Corrections are entries, never edits (docs/payments.md, How a correction is made): every kind of money
 * record is reversed by a reversing entry dated today with a reason, linked both ways, audited; the original
 * never changes; a reversal is not reversed and nothing is reversed twice, also by two requests at once.
 */
const handle = useTestDb();
let time = Date.parse('2091-08-05T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });
const TODAY = '2091-08-05';

let member: TestMember;
let adminId: number;

beforeAll(async () => {
  adminId = (await createAdmin(handle.db, { privilege: 'Finance_Access' })).id;
  member = await createMember(handle.db);
  await handle.db
    .updateTable('members')
    .set({ deposit_payable_poisha: 100_000 })
    .where('id', '=', member.id)
    .execute();
});

const deposit = async (poisha = 50_000, date = '2091-08-01') => {
  await addDeposit(handle.db, member.id, date, 'cash', poisha);
  const row = await handle.db
    .selectFrom('deposit_entries')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
};
const ledger = (date = '2091-08-01') =>
  addLedger(handle.db, adminId, { type: 'Expense', date, source: 'Tea', method: 'cash', poisha: 12_345 });
const payment = async (month: string) => {
  const [due] = await addBook(handle.db, month, 60_000, [member.id]);
  return { due: due!, id: await addPayment(handle.db, due!, `${month.slice(0, 8)}10`, 'cash', 60_000) };
};
const audits = (action: string) =>
  handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('reversing each kind of entry', () => {
  it('reverses a deposit: the negative amount today, the reason, linked both ways, audited; the original stays', async () => {
    const id = await deposit();
    const before = await handle.db.selectFrom('deposit_entries').selectAll().where('id', '=', id).execute();
    const api = await as.admin('Finance_Access');
    const reversal = await api.finance.deposits.reverse({ id, reason: 'Typed twice' });
    expect(reversal).toMatchObject({ original_id: id, amount: -500, date: TODAY, reason: 'Typed twice' });
    const entries = await api.finance.deposits.entries({ member_no: member.memberNo });
    expect(entries.find((e) => e.id === id)).toMatchObject({ reversed_by: reversal.id, amount: 500 });
    expect(await handle.db.selectFrom('deposit_entries').selectAll().where('id', '=', id).execute()).toEqual(
      before,
    );
    const [audit] = (await audits('deposit.reverse')).filter((a) => a.entity_id === String(reversal.id));
    expect(audit?.after).toMatchObject({ original_id: id, reason: 'Typed twice' });
    // The search also matches phones, so a demo member's phone may share the digits: pick the member by number.
    const row = (await api.finance.deposits.list({ search: member.memberNo })).members.find(
      (m) => m.member_no === member.memberNo,
    );
    expect(row?.deposits).toBe(0);
  });

  it('reverses a ledger entry and the delete path reverses too; the balance nets out', async () => {
    const api = await as.admin('Finance_Access');
    const first = await ledger();
    const second = await ledger();
    const reversal = await api.finance.ledger.reverse({ id: first, reason: 'Wrong month' });
    expect(reversal).toMatchObject({ original_id: first, amount: -123.45, date: TODAY, type: 'Expense' });
    await expect(api.finance.ledger.delete({ id: second })).resolves.toEqual({ success: true });
    const page = await api.finance.ledger.list({ source: 'Tea' });
    expect(page.expense_total).toBe(0);
    expect(page.entries.find((e) => e.id === second)?.reversed_by).not.toBeNull();
    expect(page.entries.find((e) => e.original_id === second)?.reason).toBe('Deleted');
    expect(await audits('expense.delete')).toHaveLength(1);
    // A reversed entry and a reversal are not edited.
    const edit = { date: TODAY, source: 'Tea', method: 'cash', note: '', amount: 1, receipt: '' };
    await expect(api.finance.ledger.update({ ...edit, id: first })).rejects.toMatchObject({
      cause: { key: 'reversal.locked' },
    });
  });

  it('reverses a monthly payment: its own month is due again, the payment stays', async () => {
    const api = await as.admin('Finance_Access');
    const may = await payment('2091-05-01');
    const reversed = await api.finance.monthly.reversePayment({
      id: may.id,
      reason: 'Paid by another member',
    });
    expect(reversed.reversal).toMatchObject({ amount: 600, date: TODAY, refund: false });
    const [listed] = await api.finance.monthly.payments({ mainId: may.due });
    expect(listed).toMatchObject({ id: may.id, amount: 600, reversal: { id: reversed.reversal!.id } });
    const book = await api.finance.monthly.get({ month: 'May-2091' });
    expect(book.data[0]).toMatchObject({ payment: 0, due: 600 });
  });

  it('reverses a completed bKash payment month by month, with no money moving', async () => {
    const api = await as.admin('Finance_Access');
    const june = await payment('2091-06-01');
    const gateway = await handle.db
      .insertInto('gateway_payments')
      .values({
        invoice: 'INV-REV-1',
        payment_id: 'PAY-REV-1',
        trx_id: 'TRX-REV-1',
        due_id: june.due,
        member_id: member.id,
        amount_poisha: 60_000,
        status: 'completed',
        completed_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('monthly_payments')
      .set({ gateway_payment_id: gateway.id })
      .where('id', '=', june.id)
      .execute();
    const entry = await api.finance.payments.reverse({
      id: gateway.id,
      reason: 'Recorded for the wrong member',
    });
    expect(entry).toMatchObject({ reversed: true, refunded_amount: 0 });
    await expect(api.finance.payments.reverse({ id: gateway.id, reason: 'Again' })).rejects.toMatchObject({
      cause: { key: 'reversal.alreadyReversed' },
    });
  });
});

describe('what is refused, changing nothing', () => {
  it('refuses a reversal of a reversal and a second reversal', async () => {
    const api = await as.admin('Full_Access');
    const id = await deposit(10_000);
    const reversal = await api.finance.deposits.reverse({ id, reason: 'Wrong' });
    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.deposits.reverse({ id: reversal.id, reason: 'Undo' })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'reversal.ofReversal' },
    });
    await expect(api.finance.deposits.reverse({ id, reason: 'Twice' })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'reversal.alreadyReversed', params: { reversal: String(reversal.id) } },
    });
    const entry = await ledger();
    const ledgerReversal = await api.finance.ledger.reverse({ id: entry, reason: 'Wrong' });
    const mid = await databaseFingerprint(handle.db);
    await expect(api.finance.ledger.reverse({ id: ledgerReversal.id, reason: 'Undo' })).rejects.toMatchObject(
      {
        cause: { key: 'reversal.ofReversal' },
      },
    );
    await expect(api.finance.ledger.delete({ id: entry })).rejects.toMatchObject({
      cause: { key: 'reversal.alreadyReversed' },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(mid);
    expect(before).not.toEqual(mid);
  });

  it('of two reversals at once exactly one is written, for each kind', async () => {
    const api = await as.admin('Finance_Access');
    const other = await as.admin('Full_Access');
    const d = await deposit(10_000);
    const l = await ledger();
    const p = await payment('2091-07-01');
    const twice = async (call: (who: typeof api) => Promise<unknown>) => {
      const results = await Promise.allSettled([call(api), call(other)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [failed] = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(failed?.reason).toMatchObject({ code: 'CONFLICT', cause: { key: 'reversal.alreadyReversed' } });
    };
    await twice((who) => who.finance.deposits.reverse({ id: d, reason: 'Race' }));
    await twice((who) => who.finance.ledger.reverse({ id: l, reason: 'Race' }));
    await twice((who) => who.finance.monthly.reversePayment({ id: p.id, reason: 'Race' }));
    const rows = await handle.db
      .selectFrom('deposit_entries')
      .select('id')
      .where('original_id', '=', d)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a member, anonymous, a Member_Access admin and its API key; the database is unchanged', async () => {
    const id = await deposit(10_000);
    const entry = await ledger();
    const p = await payment('2091-04-01');
    const someone = await createMember(handle.db, { password: 'reversal-member-pass-1' });
    const callers = [
      [await as.member(someone), 'UNAUTHORIZED'],
      [as.anonymous(), 'UNAUTHORIZED'],
      [await as.admin('Member_Access'), 'FORBIDDEN'],
      [await as.apiKey('Member_Access'), 'FORBIDDEN'],
    ] as const;
    const before = await databaseFingerprint(handle.db);
    for (const [caller, code] of callers) {
      await expect(caller.finance.deposits.reverse({ id, reason: 'No' })).rejects.toMatchObject({ code });
      await expect(caller.finance.ledger.reverse({ id: entry, reason: 'No' })).rejects.toMatchObject({
        code,
      });
      await expect(caller.finance.ledger.delete({ id: entry })).rejects.toMatchObject({ code });
      await expect(caller.finance.monthly.reversePayment({ id: p.id, reason: 'No' })).rejects.toMatchObject({
        code,
      });
      await expect(caller.finance.payments.reverse({ id: 1, reason: 'No' })).rejects.toMatchObject({ code });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    // A key of a privilege that records money reverses it too.
    const key = await as.apiKey('Finance_Access');
    await expect(key.finance.deposits.reverse({ id, reason: 'By key' })).resolves.toMatchObject({
      original_id: id,
    });
  });

  it('refuses a reversal without a reason (400), writing nothing', async () => {
    const api = await as.admin('Finance_Access');
    const id = await deposit(10_000);
    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.deposits.reverse({ id, reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('a deposit above what is owed', () => {
  it('is refused without confirmation, naming the amount owed, and recorded with it', async () => {
    const fresh = await createMember(handle.db);
    await handle.db
      .updateTable('members')
      .set({ deposit_payable_poisha: 20_000 })
      .where('id', '=', fresh.id)
      .execute();
    const api = await as.admin('Finance_Access');
    const entry = { member_no: fresh.memberNo, source: 'Share', date: TODAY, method: 'cash', amount: 250 };
    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.deposits.add(entry)).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'deposit.overpaymentNotConfirmed', params: { owed: '200.00' } },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    await expect(api.finance.deposits.add({ ...entry, confirm_overpayment: true })).resolves.toMatchObject({
      outstanding: -50,
    });
    const check = await api.finance.balanceCheck.check();
    expect(check.logs.join('\n')).toContain(
      `Member ${fresh.memberNo}: deposits 250.00 are more than the payable 200.00`,
    );
  });
});

describe('a monthly payment above what is still due', () => {
  it('is refused without confirmation, naming the amount still due, and recorded with it; the balance check lists it', async () => {
    const fresh = await createMember(handle.db);
    const [due] = await addBook(handle.db, '2091-08-01', 60_000, [fresh.id]);
    const api = await as.admin('Finance_Access');
    await api.finance.monthly.addPayment({ main_id: due!, date: TODAY, method: 'cash', amount: '100.50' });
    const payment = { main_id: due!, date: TODAY, method: 'bkash' as const, amount: 700 };
    const before = await databaseFingerprint(handle.db);
    await expect(api.finance.monthly.addPayment(payment)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment is more than the 499.50 taka still due for the month. Confirm to record it.',
      cause: { key: 'monthly.overpaymentNotConfirmed', params: { owed: '499.50' } },
    });
    await expect(
      api.finance.monthly.addPayment({ ...payment, confirm_overpayment: false }),
    ).rejects.toMatchObject({ cause: { key: 'monthly.overpaymentNotConfirmed' } });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    const recorded = await api.finance.monthly.addPayment({ ...payment, confirm_overpayment: true });
    expect(recorded).toMatchObject({ main_id: due, amount: 700, method: 'bkash' });
    const audited = (await audits('monthly.payment.create')).filter(
      (a) => a.entity_id === String(recorded.id),
    );
    expect(audited).toHaveLength(1);
    const row = (await api.finance.monthly.get({ month: 'August-2091' })).data.find(
      (r) => r.member_no === fresh.memberNo,
    );
    expect(row).toMatchObject({ payable: 600, payment: 800.5, due: 0 });
    // A paid month takes no more, confirmed or not: money ahead goes on a later month's book.
    const paid = await databaseFingerprint(handle.db);
    await expect(
      api.finance.monthly.addPayment({ ...payment, amount: 1, confirm_overpayment: true }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { key: 'monthly.alreadyPaid' } });
    expect(await databaseFingerprint(handle.db)).toEqual(paid);
    const check = await api.finance.balanceCheck.check();
    expect(check.ok).toBe(true);
    expect(check.logs).toContain(
      `Member ${fresh.memberNo}: monthly row ${due} (August-2091) is overpaid: payment 800.50 > payable 600.00 (overpaid by 200.50).`,
    );
  });
});

describe('an entry of a closed year', () => {
  it('is reversed in the open year, and the open year statements show it as a prior-year adjustment', async () => {
    const full = await as.admin('Full_Access');
    const old = await ledger('2091-06-20');
    // The demo's books are closed up to an earlier year: 2090-91 is closed here as the closing would (the
    // closing's own rules are tested in finance-year-life.test.ts).
    await handle.db
      .insertInto('year_closings')
      .values({ year_start: '2090-07-01', closed_by: null, closed_at: now() })
      .execute();
    time += 60_000;
    const closedBefore = await full.finance.yearEnd.statements({ year: 2090 });
    const reversal = await full.finance.ledger.reverse({ id: old, reason: 'Belonged to no one' });
    expect(reversal.date).toBe(TODAY);
    const open = await full.finance.yearEnd.statements({ year: 2091 });
    expect(open.income_expenditure.expenses).toContainEqual({
      source: 'Prior-year adjustment: Tea',
      amount: -123.45,
    });
    expect(open.trial_balance.debit_total).toBe(open.trial_balance.credit_total);
    expect(open.balance_sheet.assets_total).toBe(open.balance_sheet.liabilities_total);
    expect(await full.finance.yearEnd.statements({ year: 2090 })).toEqual(closedBefore);
  });
});
