import type { YearStatements } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/translator';
import { statementsOf } from './statement-rows';

/**
 * /YearEnd's statements with the previous year beside this one: the same line of each year side by side (a
 * line one year lacks reads 0 there), both sides' totals, Total income, and links on this year's figures only.
 */
const t: TFunction = (key, options) => `${key}${options?.source ? `:${options.source}` : ''}`;
/** Digits and ledger sources as they are (the page's language is the translator's concern). */
const same = (text: string) => text;
const groups = (cash: number) => ({ cash, bank: 0, wallet: 0, total: cash });
function year(y: number, income: { source: string; amount: number }[]): YearStatements {
  const incomeTotal = income.reduce((sum, i) => sum + i.amount, 0);
  return {
    year: { year: y, start: `${y}-07-01`, end: `${y + 1}-06-30`, label: `${y}-${String(y + 1).slice(2)}` },
    opening_date: '2024-07-01',
    closed_at: null,
    receipts_payments: {
      opening: groups(100),
      contributions: groups(50),
      deposits: groups(0),
      income,
      receipts_total: 50 + incomeTotal,
      expenses: [{ source: 'Rent', amount: 30 }],
      refunds: 0,
      payments_total: 30,
      closing: groups(120 + incomeTotal),
    },
    income_expenditure: {
      contributions_billed: 60,
      income,
      income_total: incomeTotal,
      expenses: [{ source: 'Rent', amount: 30 }],
      expenses_total: 30,
      surplus: 30 + incomeTotal,
    },
    balance_sheet: {
      cash: 0,
      bank: 0,
      wallet: 0,
      dues_receivable: 0,
      assets_total: 0,
      member_deposits: 0,
      reserve_fund: 0,
      development_fund: 0,
      other_funds: 0,
      dividend_payable: 0,
      accumulated_surplus: 0,
      liabilities_total: 0,
    },
    trial_balance: { rows: [], debit_total: 0, credit_total: 0 },
  } as unknown as YearStatements;
}

const now = year(2025, [{ source: 'Sponsorship', amount: 20.1 }]);
const before = year(2024, [{ source: 'Bank interest', amount: 5 }]);
const row = (rows: readonly { label: string; values: readonly number[]; href?: string }[], label: string) =>
  rows.find((r) => r.label === label);

describe('the statements with the previous year beside them', () => {
  it('sets each line of the two years side by side, 0 where a year lacks it', () => {
    const [rp, ie] = statementsOf(now, t, before, same, same);
    expect(rp!.columns).toEqual(['columns.amount 2025-26', 'columns.amount 2024-25']);
    expect(rp!.yearColumns).toBe(1);
    expect(row(rp!.rows, 'lines.incomeFrom:Sponsorship')?.values).toEqual([20.1, 0]);
    expect(row(rp!.rows, 'lines.incomeFrom:Bank interest')?.values).toEqual([0, 5]);
    expect(row(rp!.rows, 'lines.receiptsSide')?.values).toEqual([170.1, 155]);
    expect(row(rp!.rows, 'lines.paymentsSide')?.values).toEqual(row(rp!.rows, 'lines.receiptsSide')?.values);
    expect(row(ie!.rows, 'lines.incomeTotal')?.values).toEqual([80.1, 65]);
    expect(row(ie!.rows, 'lines.incomeSide')?.values).toEqual(row(ie!.rows, 'lines.expenditureSide')?.values);
    // A line only the previous year had links nowhere: its entries are not this year's.
    expect(row(rp!.rows, 'lines.incomeFrom:Bank interest')?.href).toBeUndefined();
    expect(row(rp!.rows, 'lines.incomeFrom:Sponsorship')?.href).toContain('source=Sponsorship');
  });

  it('shows this year alone when there is no previous year', () => {
    const [rp] = statementsOf(now, t, null, same, same);
    expect(rp!.columns).toEqual(['columns.amount']);
    expect(row(rp!.rows, 'lines.incomeFrom:Sponsorship')?.values).toEqual([20.1]);
  });
});

describe('the appropriation account, the fifth statement', () => {
  const shares = { surplus: 50.1, reserve: 7.52, development: 1.51, other: 0, dividend: 10, carried: 31.07 };
  const adopted = { ...now, appropriation: { ...shares, resolution: '2026/3' } } as YearStatements;

  it('follows the four once an appropriation is in effect: the surplus, its shares and their total', () => {
    const statements = statementsOf(adopted, t, null, same, same);
    expect(statements.map((s) => s.id)).toEqual(['receipts', 'income', 'balance', 'trial', 'appropriation']);
    const account = statements[4]!;
    expect(account.note).toBe('statements.appropriationBy');
    expect(account.rows.map((r) => [r.label, r.values])).toEqual([
      ['lines.surplus', [50.1]],
      ['lines.appropriatedTo', []],
      ['lines.reserveFund', [7.52]],
      ['lines.developmentFund', [1.51]],
      ['lines.otherFunds', [0]],
      ['appropriation.dividend', [10]],
      ['appropriation.carried', [31.07]],
      ['lines.appropriatedTotal', [50.1]],
    ]);
  });

  it('sets the previous year beside it by id, 0 where that year had none', () => {
    const statements = statementsOf(adopted, t, before, same, same);
    const account = statements.find((s) => s.id === 'appropriation')!;
    expect(row(account.rows, 'lines.reserveFund')?.values).toEqual([7.52, 0]);
    expect(statementsOf(now, t, before, same, same).map((s) => s.id)).not.toContain('appropriation');
  });
});
