import { type FigureLink, figureLinks, LIST_LIMIT_MAX, PAYMENT_METHODS } from '@samity/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type TestCaller, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook, addDeposit, addLedger, addPayment, addRefund } from './year-end-books';

/**
 * Every figure of the statements that links to its entries (docs/year-end.md) opens a list whose entries add
 * up to the figure: on random books, each link's page params go to that page's list procedure, as the page
 * sends them, and the sum of what comes back is compared with the figure, to the poisha. Then the filters
 * the links use refuse junk with 400.
 */
const handle = useTestDb();
// After every generated year, so each of its months has started (the monthly page counts started months).
const now = () => new Date('2300-01-01T00:00:00Z');
const as = testCallers(handle, { now, loginNow: now });
let api: TestCaller;
let members: number[];
let adminId: number;
beforeAll(async () => {
  api = await as.admin('Full_Access');
  members = [(await createMember(handle.db)).id, (await createMember(handle.db)).id];
  adminId = (await createAdmin(handle.db, { privilege: 'Finance_Access' })).id;
});

const p = (taka: number) => Math.round(taka * 100);
const sum = (values: readonly number[]) => values.reduce((t, v) => t + p(v), 0);

/** What a link opens: the page's list procedure called with the link's params, every page of it. */
async function entriesSum(link: FigureLink): Promise<{ sum: number; closing?: number }> {
  const all = { limit: 500, offset: 0 };
  if (link.page === '/FinancialExpenses') {
    const page = await api.finance.ledger.list({ ...link.params, limit: LIST_LIMIT_MAX, offset: 0 });
    expect(page.total).toBe(page.entries.length);
    // The page's totals line says the same.
    const shown = link.params.type === 'Income' ? page.income_total : page.expense_total;
    expect(p(shown)).toBe(sum(page.entries.map((e) => e.amount)));
    return { sum: sum(page.entries.map((e) => e.amount)) };
  }
  if (link.page === '/FinancialMonthly') {
    const months = await api.finance.monthly.history({ month: link.params.month });
    return { sum: sum(months.map((m) => m.total_collectable)) };
  }
  if (link.params.register === 'deposits') {
    const { register: _, ...range } = link.params;
    const page = await api.finance.registers.deposits({ ...range, ...all });
    expect(page.total).toBe(page.entries.length);
    expect(p(page.amount_total)).toBe(sum(page.entries.map((e) => e.amount)));
    return { sum: sum(page.entries.map((e) => e.amount)), closing: p(page.closing) };
  }
  const { register: _, ...query } = link.params;
  const page = await api.finance.yearEnd.cashBook({ ...query, ...all });
  expect(page.total).toBe(page.entries.length);
  expect(page.entries.every((e) => e.kind === query.kind)).toBe(true);
  // The totals the page shows above the list say the same.
  expect(p(page.receipts_total) - p(page.payments_total)).toBe(
    sum(page.entries.map((e) => e.receipt - e.payment)),
  );
  return { sum: sum(page.entries.map((e) => e.receipt - e.payment)) };
}

const day = fc.integer({ min: -30, max: 400 });
const poisha = fc.integer({ min: 1, max: 2_000_000 });
const books = fc.record({
  months: fc.uniqueArray(fc.integer({ min: 0, max: 13 }), { maxLength: 6 }),
  amount: poisha,
});
const payments = fc.array(
  fc.record({
    book: fc.nat(),
    day,
    method: fc.constantFrom(...PAYMENT_METHODS),
    poisha,
    refund: fc.boolean(),
  }),
  { maxLength: 8 },
);
const deposits = fc.array(fc.record({ day, poisha }), { maxLength: 5 });
const ledger = fc.array(
  fc.record({
    income: fc.boolean(),
    day,
    poisha,
    // Spaces around a source are not part of it, for the statements' lines and the ledger's filter alike.
    source: fc.constantFrom('Rent', 'Tea', ' Tea ', 'tea', 'Audit fee'),
    deleted: fc.boolean(),
  }),
  { maxLength: 10 },
);

const addDaysIso = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let run = 0;

describe('the links of the statements’ figures', () => {
  it('open entries that add up to the figure', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(books, payments, deposits, ledger, async (bk, pays, deps, entries) => {
        // Each run a year of its own, after the previous run's (whose entries stay in earlier years).
        const year = 2150 + 2 * run++;
        const start = `${year}-07-01`;
        const db = handle.db;
        const dues: number[] = [];
        for (const m of bk.months) {
          const month = new Date(Date.UTC(year, 6 + m, 1)).toISOString().slice(0, 10);
          dues.push(...(await addBook(db, month, bk.amount, members)));
        }
        for (const pay of pays) {
          if (dues.length === 0) break;
          const due = dues[pay.book % dues.length]!;
          const date = addDaysIso(start, pay.day);
          const id = await addPayment(db, due, date, pay.method, pay.poisha);
          if (pay.refund) await addRefund(db, id, due, pay.poisha, `${addDaysIso(date, 3)}T19:30:00Z`);
        }
        for (const dep of deps)
          await addDeposit(db, members[0]!, addDaysIso(start, dep.day), 'cash', dep.poisha);
        for (const e of entries) {
          const date = addDaysIso(start, e.day);
          await addLedger(db, adminId, {
            type: e.income ? 'Income' : 'Expense',
            date,
            source: e.source,
            method: 'cash',
            poisha: e.poisha,
            ...(e.deleted ? { deletedAt: `${addDaysIso(date, 1)}T00:00:00Z` } : {}),
          });
        }

        const s = await api.finance.yearEnd.statements({ year });
        const fy = s.year;
        const rp = s.receipts_payments;
        for (const line of rp.income) {
          expect((await entriesSum(figureLinks.ledger(fy, 'Income', line.source))).sum).toBe(p(line.amount));
        }
        for (const line of rp.expenses) {
          expect((await entriesSum(figureLinks.ledger(fy, 'Expense', line.source))).sum).toBe(p(line.amount));
        }
        expect((await entriesSum(figureLinks.cashBook(fy, 'contribution'))).sum).toBe(
          p(rp.contributions.total),
        );
        // Refunds are payments: the cash book's entries sum to minus the figure.
        expect((await entriesSum(figureLinks.cashBook(fy, 'refund'))).sum + p(rp.refunds)).toBe(0);
        const deposited = await entriesSum(figureLinks.deposits(fy));
        expect(deposited.sum).toBe(p(rp.deposits.total));
        expect(deposited.closing).toBe(p(s.balance_sheet.member_deposits));
        expect((await entriesSum(figureLinks.books(fy))).sum).toBe(
          p(s.income_expenditure.contributions_billed),
        );
      }),
      { numRuns: 8 },
    );
  });
});

describe('the filters the links use', () => {
  it('narrow the ledger to one source, spaces around it ignored and its letter case kept', async () => {
    await addLedger(handle.db, adminId, {
      type: 'Expense',
      date: '2290-01-02',
      source: ' Fuel ',
      method: 'cash',
      poisha: 700,
    });
    await addLedger(handle.db, adminId, {
      type: 'Expense',
      date: '2290-01-03',
      source: 'fuel',
      method: 'cash',
      poisha: 900,
    });
    const range = { from: '2290-01-01', to: '2290-01-31', limit: 10, offset: 0 };
    const page = await api.finance.ledger.list({ ...range, source: 'Fuel' });
    expect(page.entries.map((e) => [e.source, e.amount])).toEqual([[' Fuel ', 7]]);
    expect(page.total).toBe(1);
    expect((await api.finance.ledger.list({ ...range, source: '  fuel ' })).total).toBe(1);
    expect((await api.finance.ledger.list(range)).total).toBe(2);
  });

  it('narrow the cash book to one kind, the balances still counting every entry', async () => {
    const range = { from: '2150-07-01', to: '2151-06-30', limit: 500, offset: 0 };
    const all = await api.finance.yearEnd.cashBook(range);
    const refunds = await api.finance.yearEnd.cashBook({ ...range, kind: 'refund' });
    expect(refunds.entries).toEqual(all.entries.filter((e) => e.kind === 'refund'));
    expect(refunds.total).toBe(refunds.entries.length);
  });

  it('refuse junk with 400 and change nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    const junk: [string, () => Promise<unknown>][] = [
      ['a source too long', () => api.finance.ledger.list({ source: 'x'.repeat(201) })],
      ['a source with a control character', () => api.finance.ledger.list({ source: 'Tea\u0000' })],
      ['a source that is not text', () => api.finance.ledger.list({ source: 5 as never })],
      [
        'an unknown kind',
        () => api.finance.yearEnd.cashBook({ from: '2150-07-01', to: '2151-06-30', kind: 'bribe' as never }),
      ],
      [
        'a kind in capitals',
        () => api.finance.yearEnd.cashBook({ from: '2150-07-01', to: '2151-06-30', kind: 'Refund' as never }),
      ],
      ['a date that is no date', () => api.finance.ledger.list({ from: '2150-02-30' })],
    ];
    for (const [name, call] of junk) {
      await expect(call(), name).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
