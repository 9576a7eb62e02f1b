import { PAYMENT_METHODS } from '@samity/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type TestCaller, testCallers, useTestDb } from '../src/testing';
import { addBook, addDeposit, addLedger, addPayment, addRefund } from './year-end-books';

/**
 * Random books over two financial years (and a little before the opening date): books, payments in every
 * method, refunds recorded near midnight in Dhaka, deposits, income and expenses, some deleted. Each run uses
 * years of its own (later runs' opening date leaves earlier runs' entries before it). The statements must
 * keep the identities and agree with a model computed here.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
let full: TestCaller;
let members: number[];
let adminId: number;
beforeAll(async () => {
  full = await testCallers(handle).admin('Full_Access');
  members = [(await createMember(handle.db)).id, (await createMember(handle.db)).id];
  adminId = (await createAdmin(handle.db, { privilege: 'Finance_Access' })).id;
});

const p = (taka: number) => Math.round(taka * 100);
type Group = 'cash' | 'bank' | 'wallet';
const groupOf = (method: string): Group => {
  const m = method.trim().toLowerCase();
  return m === 'cash' ? 'cash' : m === 'bkash' || m === 'nagad' ? 'wallet' : 'bank';
};

/** Day offsets from the opening date (-40: before it); 730 days span both years. */
const day = fc.integer({ min: -40, max: 729 });
const poisha = fc.integer({ min: 1, max: 2_000_000 });
/** Monthly payments take the product's methods; deposit and ledger methods are typed by hand. */
const paymentMethod = fc.constantFrom(...PAYMENT_METHODS);
const method = fc.constantFrom('cash', 'bkash', 'nagad', 'bank', 'cheque', 'Cash ', 'BKash', 'Dutch-Bangla');
const books = fc.uniqueArray(fc.integer({ min: -1, max: 23 }), { maxLength: 8 });
const books_ = fc.record({ months: books, amount: poisha });
const payments = fc.array(
  fc.record({
    book: fc.nat(),
    day,
    method: paymentMethod,
    poisha,
    refund: fc.option(fc.record({ after: fc.nat(60), late: fc.boolean() })),
  }),
  { maxLength: 10 },
);
const deposits = fc.array(fc.record({ day, method, poisha }), { maxLength: 6 });
const ledger = fc.array(
  fc.record({
    income: fc.boolean(),
    day,
    method,
    poisha,
    source: fc.constantFrom('Rent', 'Tea', 'Audit fee', 'Donation'),
    deleted: fc.boolean(),
  }),
  { maxLength: 10 },
);
const opening = fc.record({
  cash: fc.nat(1_000_000),
  bank: fc.nat(1_000_000),
  wallet: fc.nat(1_000_000),
  dues_receivable: fc.nat(1_000_000),
  member_deposits: fc.nat(1_000_000),
  reserve_fund: fc.nat(1_000_000),
  development_fund: fc.nat(1_000_000),
  other_funds: fc.nat(1_000_000),
});

const addDaysIso = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthOf = (year: number, index: number) => {
  const d = new Date(Date.UTC(year, 6 + index, 1));
  return d.toISOString().slice(0, 10);
};

let run = 0;

describe('the annual statements of random books', () => {
  it('keep their identities and agree with the books', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(opening, books_, payments, deposits, ledger, async (open, bk, pays, deps, entries) => {
        const year = 2100 + 3 * run++;
        const start = `${year}-07-01`;
        const nextStart = `${year + 1}-07-01`;
        const db = handle.db;
        await full.finance.yearEnd.saveOpening({
          as_of: start,
          ...Object.fromEntries(Object.entries(open).map(([k, v]) => [k, v / 100])),
        } as Parameters<typeof full.finance.yearEnd.saveOpening>[0]);

        // The model, in poisha: per year index (0, 1; -1 before the opening), what moves where.
        const afterNext = `${year + 2}-07-01`;
        const yearIndex = (iso: string) => (iso < start ? -1 : iso < nextStart ? 0 : iso < afterNext ? 1 : 2);
        const model = [0, 1].map(() => ({
          change: { cash: 0, bank: 0, wallet: 0 } as Record<Group, number>,
          receipts: 0,
          payments: 0,
          billed: 0,
          income: 0,
          expense: 0,
          deposits: 0,
          contributions: 0,
        }));
        const at = (iso: string) => model[yearIndex(iso)];

        const dues: number[] = [];
        for (const m of bk.months) {
          const month = monthOf(year, m);
          const ids = await addBook(db, month, bk.amount, members);
          dues.push(...ids);
          const y = at(month);
          if (y) y.billed += bk.amount * members.length;
        }
        for (const pay of pays) {
          if (dues.length === 0) break;
          const due = dues[pay.book % dues.length]!;
          const date = addDaysIso(start, pay.day);
          const id = await addPayment(db, due, date, pay.method.trim().toLowerCase(), pay.poisha);
          const y = at(date);
          if (y) {
            y.change[groupOf(pay.method)] += pay.poisha;
            y.receipts += pay.poisha;
            y.contributions += pay.poisha;
          }
          if (pay.refund) {
            const refundDay = addDaysIso(date, pay.refund.after);
            // 19:30 UTC is 01:30 the next day in Dhaka: the refund is dated by Dhaka's day.
            const moment = `${refundDay}T${pay.refund.late ? '19:30' : '05:00'}:00Z`;
            const dhakaDay = pay.refund.late ? addDaysIso(refundDay, 1) : refundDay;
            await addRefund(db, id, due, pay.poisha, moment);
            const r = at(dhakaDay);
            if (r) {
              r.change[groupOf(pay.method)] -= pay.poisha;
              r.payments += pay.poisha;
              r.contributions -= pay.poisha;
            }
          }
        }
        for (const dep of deps) {
          const date = addDaysIso(start, dep.day);
          await addDeposit(db, members[0]!, date, dep.method, dep.poisha);
          const y = at(date);
          if (y) {
            y.change[groupOf(dep.method)] += dep.poisha;
            y.receipts += dep.poisha;
            y.deposits += dep.poisha;
          }
        }
        for (const e of entries) {
          const date = addDaysIso(start, e.day);
          await addLedger(db, adminId, {
            type: e.income ? 'Income' : 'Expense',
            date,
            source: e.source,
            method: e.method,
            poisha: e.poisha,
            // Deleted on a day that may fall in the next year: deleted before the report, it counts nowhere.
            ...(e.deleted ? { deletedAt: `${addDaysIso(date, 200)}T00:00:00Z` } : {}),
          });
          const y = at(date);
          if (y && !e.deleted) {
            const sign = e.income ? 1 : -1;
            y.change[groupOf(e.method)] += sign * e.poisha;
            if (e.income) {
              y.receipts += e.poisha;
              y.income += e.poisha;
            } else {
              y.payments += e.poisha;
              y.expense += e.poisha;
            }
          }
        }

        const [first, second] = [
          await full.finance.yearEnd.statements({ year }),
          await full.finance.yearEnd.statements({ year: year + 1 }),
        ];
        let cash = { cash: open.cash, bank: open.bank, wallet: open.wallet };
        let receivable = open.dues_receivable;
        let depositsHeld = open.member_deposits;
        for (const [i, s] of [first, second].entries()) {
          const m = model[i]!;
          const rp = s.receipts_payments;
          // Receipts − payments = the change in cash, overall and as the model has it.
          expect(p(rp.receipts_total) - p(rp.payments_total)).toBe(p(rp.closing.total) - p(rp.opening.total));
          expect(p(rp.receipts_total)).toBe(m.receipts);
          expect(p(rp.payments_total)).toBe(m.payments);
          expect({
            cash: p(rp.opening.cash),
            bank: p(rp.opening.bank),
            wallet: p(rp.opening.wallet),
          }).toEqual(cash);
          cash = {
            cash: cash.cash + m.change.cash,
            bank: cash.bank + m.change.bank,
            wallet: cash.wallet + m.change.wallet,
          };
          expect({
            cash: p(rp.closing.cash),
            bank: p(rp.closing.bank),
            wallet: p(rp.closing.wallet),
          }).toEqual(cash);
          // Income and expenditure.
          const ie = s.income_expenditure;
          expect(p(ie.contributions_billed)).toBe(m.billed);
          expect(p(ie.surplus)).toBe(m.billed + m.income - m.expense);
          // The balance sheet balances, with the model's receivable and deposits.
          receivable += m.billed - m.contributions;
          depositsHeld += m.deposits;
          const bs = s.balance_sheet;
          expect(p(bs.dues_receivable)).toBe(receivable);
          expect(p(bs.member_deposits)).toBe(depositsHeld);
          expect(p(bs.assets_total)).toBe(p(bs.liabilities_total));
          // The cash book agrees: each group's last running balance in the year is its closing balance.
          const book = await full.finance.yearEnd.cashBook({
            from: s.year.start,
            to: s.year.end,
            limit: 500,
            offset: 0,
          });
          for (const g of ['cash', 'bank', 'wallet'] as const) {
            const last = book.entries.filter((e) => e.group === g).at(-1);
            if (last) expect(p(last.balance)).toBe(p(rp.closing[g]));
          }
          // The trial balance sums to zero.
          const tb = s.trial_balance;
          const debit = tb.rows.reduce((t, r) => t + p(r.debit), 0);
          const credit = tb.rows.reduce((t, r) => t + p(r.credit), 0);
          expect(debit).toBe(credit);
          expect(p(tb.debit_total)).toBe(p(tb.credit_total));
        }
      }),
      { numRuns: 25 },
    );
  });
});
