import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook, addDeposit, addLedger, addPayment, addRefund } from './year-end-books';
import { addMeeting, markAudited } from './year-life-fixtures';

/**
 * The annual statements of a small hand-built year (2090-91, July to June) with known figures, asserted to
 * the poisha; then closing it, the as-of rule, the two-admin appropriation and the refusals.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
// After the year's end, so it may be closed; sessions start on the same clock.
let time = Date.parse('2091-08-01T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });

const OPENING = {
  as_of: '2090-07-01',
  cash: 1000,
  bank: 5000,
  wallet: 200,
  dues_receivable: 300,
  member_deposits: 4000,
  reserve_fund: 500,
  development_fund: 0,
  other_funds: 0,
};

beforeAll(async () => {
  const db = handle.db;
  const admin = await createAdmin(db, { privilege: 'Finance_Access' });
  const [m1, m2] = [await createMember(db), await createMember(db)];
  // Before the opening date: stood for by the opening balances, counted nowhere.
  await addLedger(db, admin.id, {
    type: 'Income',
    date: '2090-06-15',
    source: 'Rent',
    method: 'Cash',
    poisha: 99_900,
  });
  const [d1, d2] = await addBook(db, '2090-07-01', 60_000, [m1.id, m2.id]);
  await addPayment(db, d1!, '2090-07-10', 'cash', 60_000);
  const paid = await addPayment(db, d2!, '2090-07-12', 'bkash', 60_000);
  await addRefund(db, paid, d2!, 60_000, '2090-07-20T10:00:00+06:00');
  await addDeposit(db, m1.id, '2090-08-01', 'bank', 250_000);
  await addLedger(db, admin.id, {
    type: 'Income',
    date: '2090-09-01',
    source: 'Rent',
    method: 'Cash',
    poisha: 100_000,
  });
  await addLedger(db, admin.id, {
    type: 'Expense',
    date: '2090-10-01',
    source: 'Tea',
    method: 'cash',
    poisha: 15_000,
  });
  await addLedger(db, admin.id, {
    type: 'Expense',
    date: '2091-01-01',
    source: 'Tea',
    method: 'Bank',
    poisha: 5_000,
  });
  // Deleted before the report: counts nowhere.
  await addLedger(db, admin.id, {
    type: 'Expense',
    date: '2090-11-01',
    source: 'Audit fee',
    method: 'cash',
    poisha: 70_000,
    deletedAt: '2090-11-02T00:00:00Z',
  });
  // The next year's.
  await addLedger(db, admin.id, {
    type: 'Income',
    date: '2091-07-01',
    source: 'Rent',
    method: 'cash',
    poisha: 40_000,
  });
  await addBook(db, '2091-07-01', 60_000, [m1.id]);
  const full = await as.admin('Full_Access');
  await full.finance.yearEnd.saveOpening(OPENING);
});

describe('the annual statements of a hand-built year', () => {
  it('adds up receipts and payments by method group', async () => {
    const api = await as.admin('Finance_Access');
    const s = await api.finance.yearEnd.statements({ year: 2090 });
    expect(s.year).toEqual({ year: 2090, start: '2090-07-01', end: '2091-06-30', label: '2090-91' });
    expect(s.receipts_payments).toEqual({
      opening: { cash: 1000, bank: 5000, wallet: 200, total: 6200 },
      contributions: { cash: 600, bank: 0, wallet: 600, total: 1200 },
      deposits: { cash: 0, bank: 2500, wallet: 0, total: 2500 },
      income: [{ source: 'Rent', amount: 1000 }],
      receipts_total: 4700,
      expenses: [{ source: 'Tea', amount: 200 }],
      refunds: 600,
      payments_total: 800,
      closing: { cash: 2450, bank: 7450, wallet: 200, total: 10100 },
    });
  });

  it('bills the year’s books, not its payments, in the income and expenditure statement', async () => {
    const api = await as.admin('Finance_Access');
    const s = await api.finance.yearEnd.statements({ year: 2090 });
    expect(s.income_expenditure).toEqual({
      contributions_billed: 1200,
      income: [{ source: 'Rent', amount: 1000 }],
      income_total: 1000,
      expenses: [{ source: 'Tea', amount: 200 }],
      expenses_total: 200,
      surplus: 2000,
    });
  });

  it('balances the balance sheet and the trial balance', async () => {
    const api = await as.admin('Finance_Access');
    const s = await api.finance.yearEnd.statements({ year: 2090 });
    expect(s.balance_sheet).toEqual({
      cash: 2450,
      bank: 7450,
      wallet: 200,
      dues_receivable: 900,
      assets_total: 11000,
      member_deposits: 6500,
      reserve_fund: 500,
      development_fund: 0,
      other_funds: 0,
      dividend_payable: 0,
      accumulated_surplus: 4000,
      liabilities_total: 11000,
    });
    expect(s.trial_balance.debit_total).toBe(11200);
    expect(s.trial_balance.credit_total).toBe(11200);
    const row = (account: string) => s.trial_balance.rows.find((r) => r.account === account);
    expect(row('surplus_brought_forward')).toMatchObject({ debit: 0, credit: 2000 });
  });

  it('opens the next year with the closing balances', async () => {
    const api = await as.admin('Finance_Access');
    const s = await api.finance.yearEnd.statements({ year: 2091 });
    expect(s.receipts_payments.opening).toEqual({ cash: 2450, bank: 7450, wallet: 200, total: 10100 });
    expect(s.receipts_payments.income).toEqual([{ source: 'Rent', amount: 400 }]);
    expect(s.income_expenditure.contributions_billed).toBe(600);
  });

  it('lists the cash book in date order with running balances by method group that end at the closing balances', async () => {
    const api = await as.admin('Finance_Access');
    const book = await api.finance.yearEnd.cashBook({
      from: '2090-07-01',
      to: '2091-06-30',
      limit: 100,
      offset: 0,
    });
    expect(book.total).toBe(7);
    expect(book.entries.map((e) => [e.date, e.kind, e.group, e.receipt, e.payment, e.balance])).toEqual([
      ['2090-07-10', 'contribution', 'cash', 600, 0, 1600],
      ['2090-07-12', 'contribution', 'wallet', 600, 0, 800],
      ['2090-07-20', 'refund', 'wallet', 0, 600, 200],
      ['2090-08-01', 'deposit', 'bank', 2500, 0, 7500],
      ['2090-09-01', 'income', 'cash', 1000, 0, 2600],
      ['2090-10-01', 'expense', 'cash', 0, 150, 2450],
      ['2091-01-01', 'expense', 'bank', 0, 50, 7450],
    ]);
    const page = await api.finance.yearEnd.cashBook({
      from: '2090-08-01',
      to: '2091-06-30',
      limit: 2,
      offset: 2,
    });
    expect(page.total).toBe(4);
    expect(page.entries.map((e) => e.balance)).toEqual([2450, 7450]);
    await expect(
      api.finance.yearEnd.cashBook({ from: '2091-01-02', to: '2091-01-01', limit: 10, offset: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a year before the opening balances with a field error', async () => {
    const api = await as.admin('Finance_Access');
    await expect(api.finance.yearEnd.statements({ year: 2089 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('closing the year and appropriating its surplus', () => {
  it('refuses a member, an anonymous caller and Finance_Access, and writes nothing', async () => {
    const member = await as.member();
    const finance = await as.admin('Finance_Access');
    const key = await as.apiKey('Full_Access+');
    const before = await databaseFingerprint(handle.db);
    await expect(member.finance.yearEnd.statements({ year: 2090 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(as.anonymous().finance.yearEnd.close({ year: 2090 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(finance.finance.yearEnd.close({ year: 2090 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(finance.finance.yearEnd.saveOpening(OPENING)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(key.finance.yearEnd.propose({ year: 2090, other_bp: 0 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('closes the year once, then reads it as of the closing whatever is written later', async () => {
    const full = await as.admin('Full_Access');
    const closed = await full.finance.yearEnd.close({ year: 2090 });
    expect(closed.closed_at).toBe('2091-08-01T06:00:00.000Z');
    await expect(full.finance.yearEnd.close({ year: 2090 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(full.finance.yearEnd.close({ year: 2091 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(full.finance.yearEnd.saveOpening(OPENING)).rejects.toMatchObject({ code: 'CONFLICT' });

    time += 86_400_000;
    const admin = await createAdmin(handle.db);
    await addLedger(handle.db, admin.id, {
      type: 'Expense',
      date: '2091-03-01',
      source: 'Late',
      method: 'cash',
      poisha: 12_300,
      createdAt: '2091-08-02T00:00:00Z',
    });
    await handle.db
      .updateTable('financial_entries')
      .set({ deleted_at: '2091-08-02T00:00:00Z', deleted_by: admin.id })
      .where('source', '=', 'Tea')
      .where('date', '=', '2091-01-01')
      .execute();
    const again = await full.finance.yearEnd.statements({ year: 2090 });
    expect(again.income_expenditure.expenses).toEqual([{ source: 'Tea', amount: 200 }]);
    expect(again.balance_sheet.assets_total).toBe(11000);
  });

  it('needs a second Full_Access admin to record it with the AGM resolution, then the next year opens with the shares in the funds', async () => {
    await markAudited(handle.db, '2090-07-01');
    const { resolution } = await addMeeting(handle.db, { date: '2091-08-02' });
    const proposer = await createAdmin(handle.db, { privilege: 'Full_Access' });
    const first = await as.admin(proposer);
    const proposed = await first.finance.yearEnd.propose({ year: 2090, other_bp: 500 });
    expect(proposed.entries[0]).toMatchObject({
      year: 2090,
      surplus: 2000,
      reserve: 300,
      development: 60,
      other: 100,
      carried: 1540,
      approved_by: null,
    });
    const named = { id: proposed.entries[0]!.id, version: proposed.entries[0]!.version, resolution };
    const before = await databaseFingerprint(handle.db);
    await expect(first.finance.yearEnd.approve(named)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    const second = await as.admin('Full_Access');
    const approved = await second.finance.yearEnd.approve(named);
    expect(approved.entries[0]?.approved_by).not.toBeNull();
    const trail = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'yearEnd.%')
      .execute();
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'yearEnd.year.close',
        'yearEnd.appropriation.propose',
        'yearEnd.appropriation.approve',
      ]),
    );

    // The closed year's balance sheet does not move; the appropriation account shows the shares.
    const s = await second.finance.yearEnd.statements({ year: 2090 });
    expect(s.balance_sheet).toMatchObject({
      reserve_fund: 500,
      development_fund: 0,
      other_funds: 0,
      accumulated_surplus: 4000,
      liabilities_total: 11000,
    });
    expect(s.appropriation).toMatchObject({
      reserve: 300,
      development: 60,
      other: 100,
      carried: 1540,
      resolution,
    });
    const next = await second.finance.yearEnd.statements({ year: 2091 });
    expect(next.trial_balance.rows).toEqual(
      expect.arrayContaining([
        { account: 'reserve_fund', source: null, debit: 0, credit: 800 },
        { account: 'development_fund', source: null, debit: 0, credit: 60 },
        { account: 'other_funds', source: null, debit: 0, credit: 100 },
      ]),
    );
  });
});
