import { beforeAll, describe, expect, it } from 'vitest';
import { assertDatesOpen } from '../src/services/shared/closed-years.service';
import { createAdmin, createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook, addDeposit, addLedger, addPayment } from './year-end-books';

/**
 * The closed-year rule (docs/year-end.md, Closed years): once 2090-91 is closed, every write of an entry dated
 * in it (or before it) is a 409 yearEnd.yearClosed naming the year and changes no row, whoever asks (a
 * Full_Access admin in person or an API key); the same writes dated in the open year go through.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
let time = Date.parse('2091-08-05T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });

let member: TestMember;
let closedEntry: number;
let openEntry: number;
let closedDue: number;

const refusal = (year = '2090-91') => ({
  code: 'CONFLICT',
  cause: { key: 'yearEnd.yearClosed', params: { year } },
});

/** What the refused writes could have touched, row by row, besides the whole database's fingerprint. */
async function entryRows() {
  const db = handle.db;
  const [ledger, receipts, deposits, payments, books, dues] = await Promise.all([
    db.selectFrom('financial_entries').selectAll().orderBy('id').execute(),
    db.selectFrom('financial_entry_receipts').selectAll().orderBy('id').execute(),
    db.selectFrom('deposit_entries').selectAll().orderBy('id').execute(),
    db.selectFrom('monthly_payments').selectAll().orderBy('id').execute(),
    db.selectFrom('monthly_books').selectAll().orderBy('id').execute(),
    db.selectFrom('monthly_dues').selectAll().orderBy('id').execute(),
  ]);
  return { ledger, receipts, deposits, payments, books, dues };
}

beforeAll(async () => {
  const db = handle.db;
  const admin = await createAdmin(db, { privilege: 'Finance_Access' });
  member = await createMember(db);
  closedEntry = await addLedger(db, admin.id, {
    type: 'Expense',
    date: '2091-06-30',
    source: 'Tea',
    method: 'cash',
    poisha: 10_000,
  });
  await db
    .insertInto('financial_entry_receipts')
    .values({ entry_id: closedEntry, url: '/uploads/aa/receipt.jpg', position: 0 })
    .execute();
  openEntry = await addLedger(db, admin.id, {
    type: 'Income',
    date: '2091-07-01',
    source: 'Rent',
    method: 'cash',
    poisha: 20_000,
  });
  await addDeposit(db, member.id, '2090-09-01', 'cash', 50_000);
  closedDue = (await addBook(db, '2091-06-01', 60_000, [member.id]))[0]!;
  await addPayment(db, closedDue, '2091-06-10', 'cash', 10_000);
  const full = await as.admin('Full_Access');
  await full.finance.yearEnd.saveOpening({
    as_of: '2090-07-01',
    cash: 0,
    bank: 0,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 0,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
  await full.finance.yearEnd.close({ year: 2090 });
  time += 3_600_000;
});

const callers = [
  ['a Full_Access admin', () => as.admin('Full_Access')],
  ['an API key', () => as.apiKey('Full_Access+')],
] as const;

describe.each(callers)('a closed year, written to by %s', (_, caller) => {
  it('refuses every write of an entry dated in it and changes no row', async () => {
    const api = await caller();
    const rows = await entryRows();
    const before = await databaseFingerprint(handle.db);
    const entry = { date: '2091-06-15', source: 'Tea', method: 'cash', note: '', amount: 50, receipt: '' };
    // Before the opening balances the books are stood for by them, locked since the closing: the year named is the entry's.
    const writes: [string, () => Promise<unknown>, string?][] = [
      ['ledger create', () => api.finance.ledger.create({ ...entry, type: 'Expense' })],
      [
        'ledger create before the opening',
        () => api.finance.ledger.create({ ...entry, type: 'Income', date: '2089-01-01' }),
        '2088-89',
      ],
      [
        'ledger update of a closed entry',
        () => api.finance.ledger.update({ ...entry, id: closedEntry, date: '2091-07-02' }),
      ],
      ['ledger update into the closed year', () => api.finance.ledger.update({ ...entry, id: openEntry })],
      [
        'ledger receipt delete',
        () => api.finance.ledger.deleteReceipt({ id: closedEntry, url: '/uploads/aa/receipt.jpg' }),
      ],
      [
        'deposit',
        () =>
          api.finance.deposits.add({
            member_no: member.memberNo,
            source: 'Share',
            date: '2091-01-01',
            method: 'cash',
            amount: 100,
          }),
      ],
      [
        'monthly payment',
        () =>
          api.finance.monthly.addPayment({
            main_id: closedDue,
            date: '2091-06-30',
            method: 'cash',
            note: '',
            amount: 100,
          }),
      ],
      ['book', () => api.finance.monthly.createBook({ month: 'May-2091', amount: 600 })],
    ];
    for (const [name, write, year] of writes) {
      await expect(write(), name).rejects.toMatchObject(refusal(year));
    }
    expect(await entryRows()).toEqual(rows);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('says so in words that name the year', async () => {
    const api = await caller();
    const entry = { date: '2091-06-15', source: 'Tea', method: 'cash', note: '', amount: 50, receipt: '' };
    await expect(api.finance.ledger.update({ ...entry, id: closedEntry })).rejects.toMatchObject({
      message:
        'The financial year 2090-91 is closed: an entry dated in it cannot be added, changed or deleted. Enter the correction in the open year.',
    });
  });
});

describe('the open year', () => {
  it('takes the corrections: an entry, a deposit and the payment of an old month’s due, dated in it', async () => {
    const api = await as.admin('Full_Access');
    const added = await api.finance.ledger.create({
      type: 'Expense',
      date: '2091-07-10',
      source: 'Tea',
      method: 'cash',
      note: 'Correction of June',
      amount: 20,
      receipt: '',
    });
    // A correction of an open year's entry (its amount and date are changed only by a reversal).
    await api.finance.ledger.update({
      id: openEntry,
      date: '2091-07-01',
      source: 'Rent',
      method: 'bank',
      note: 'Paid by cheque',
      amount: 200,
      receipt: '',
    });
    await api.finance.ledger.delete({ id: added.id });
    await api.finance.deposits.add({
      member_no: member.memberNo,
      source: 'Share',
      date: '2091-08-01',
      method: 'cash',
      amount: 100,
      confirm_overpayment: true,
    });
    const paid = await api.finance.monthly.addPayment({
      main_id: closedDue,
      date: '2091-08-05',
      method: 'cash',
      note: '',
      amount: 500,
    });
    expect(paid.amount).toBe(500);
    const book = await api.finance.monthly.createBook({ month: 'July-2091', amount: 600 });
    expect(book.month).toBe('July-2091');
  });

  it('keeps the closed year’s statements as they were closed', async () => {
    const api = await as.admin('Finance_Access');
    const s = await api.finance.yearEnd.statements({ year: 2090 });
    expect(s.income_expenditure.expenses).toEqual([{ source: 'Tea', amount: 100 }]);
    expect(s.receipts_payments.contributions.total).toBe(100);
    expect(s.receipts_payments.deposits.total).toBe(500);
  });
});

describe('a write under way and the closing of its year', () => {
  it('never interleave: the closing waits for the write, counts it, and later writes are refused', async () => {
    time = Date.parse('2092-08-01T06:00:00Z');
    const full = await as.admin('Full_Access');
    const admin = await createAdmin(handle.db);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let checked = () => {};
    const inside = new Promise<void>((resolve) => {
      checked = resolve;
    });
    // A write as the services make it: checked, then written, in one transaction still open.
    const write = handle.db.transaction().execute(async (tx) => {
      await assertDatesOpen(tx, ['2092-01-15']);
      await addLedger(tx, admin.id, {
        type: 'Expense',
        date: '2092-01-15',
        source: 'Race',
        method: 'cash',
        poisha: 4_200,
      });
      checked();
      await released;
    });
    await inside;
    let done = false;
    const closing = full.finance.yearEnd.close({ year: 2091 }).finally(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(false);
    release();
    await write;
    const closed = await closing;
    expect(closed.income_expenditure.expenses).toContainEqual({ source: 'Race', amount: 42 });
    await expect(
      full.finance.ledger.create({
        type: 'Expense',
        date: '2092-01-16',
        source: 'Race',
        method: 'cash',
        note: '',
        amount: 1,
        receipt: '',
      }),
    ).rejects.toMatchObject(refusal('2091-92'));
  });
});
