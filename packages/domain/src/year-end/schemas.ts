import { z } from 'zod';
import { queryInt, zCalendarDate } from '../schemas/fields';
import { takaAmount, zTaka } from '../schemas/finance-fields';
import { RESERVE_MIN_BP } from './appropriation';
import { YEAR_STATES } from './year-life';

/** A financial year, named by the calendar year it starts in (2025 is 2025-26 with a July start). */
export const ZYearInput = z.object({ year: queryInt(2000, 9999) });
export type YearInput = z.infer<typeof ZYearInput>;

const zBasisPoints = (min: number) => queryInt(min, 10_000);

export const ZYearEndSettingsInput = z.object({
  first_month: queryInt(1, 12).describe('The first month of the financial year, 1-12 (7: July)'),
  reserve_bp: zBasisPoints(RESERVE_MIN_BP).describe(
    'Reserve fund share, basis points (1500 = 15 %); at least 1500',
  ),
  development_bp: zBasisPoints(0).describe('Cooperative development fund share, basis points (300 = 3 %)'),
  other_funds_max_bp: zBasisPoints(0).describe('The bylaw limit of other funds, basis points'),
  dividend_cap_bp: zBasisPoints(0)
    .optional()
    .describe("The Rules' cap on the dividend, basis points of the surplus; unchanged when left out"),
});
// The shares' sum (at most 100 %) is the service's check, a rule across fields with its own key.
export type YearEndSettingsInput = z.infer<typeof ZYearEndSettingsInput>;

export const ZYearEndSettings = z.object({
  first_month: z.number().int(),
  reserve_bp: z.number().int(),
  development_bp: z.number().int(),
  other_funds_max_bp: z.number().int(),
  dividend_cap_bp: z.number().int(),
  /** True once a year is closed: the first month and the opening balances can no longer change. */
  locked: z.boolean(),
  opening: z
    .object({
      as_of: z.string(),
      cash: zTaka,
      bank: zTaka,
      wallet: zTaka,
      dues_receivable: zTaka,
      member_deposits: zTaka,
      reserve_fund: zTaka,
      development_fund: zTaka,
      other_funds: zTaka,
      entered_by: z.number().int().nullable(),
      entered_at: z.string(),
    })
    .nullable(),
  closed_years: z.array(
    z.object({
      year: z.number().int(),
      closed_at: z.string(),
      closed_by: z.number().int().nullable(),
      state: z.enum(YEAR_STATES),
    }),
  ),
});
export type YearEndSettings = z.infer<typeof ZYearEndSettings>;

const money = takaAmount({ allowZero: true });
export const ZOpeningBalancesInput = z.object({
  as_of: zCalendarDate.describe('The first day of the first financial year kept in Samity'),
  cash: money,
  bank: money,
  wallet: money,
  dues_receivable: money,
  member_deposits: money,
  reserve_fund: money,
  development_fund: money,
  other_funds: money,
});
export type OpeningBalancesInput = z.infer<typeof ZOpeningBalancesInput>;

const zGroups = z.object({ cash: zTaka, bank: zTaka, wallet: zTaka, total: zTaka });
const zLines = z.array(z.object({ source: z.string(), amount: zTaka }));

export const ZYearStatements = z.object({
  year: z.object({ year: z.number().int(), start: z.string(), end: z.string(), label: z.string() }),
  /** The first day the books are kept from (the opening balances' date), or null when none were entered. */
  opening_date: z.string().nullable(),
  closed_at: z.string().nullable(),
  receipts_payments: z.object({
    opening: zGroups,
    contributions: zGroups,
    deposits: zGroups,
    income: zLines,
    receipts_total: zTaka,
    expenses: zLines,
    refunds: zTaka,
    payments_total: zTaka,
    closing: zGroups,
  }),
  income_expenditure: z.object({
    contributions_billed: zTaka,
    income: zLines,
    income_total: zTaka,
    expenses: zLines,
    expenses_total: zTaka,
    surplus: zTaka,
  }),
  balance_sheet: z.object({
    cash: zTaka,
    bank: zTaka,
    wallet: zTaka,
    dues_receivable: zTaka,
    assets_total: zTaka,
    member_deposits: zTaka,
    reserve_fund: zTaka,
    development_fund: zTaka,
    other_funds: zTaka,
    /** Dividends earlier years' general meetings declared, owed to members until paid. */
    dividend_payable: zTaka,
    accumulated_surplus: zTaka,
    liabilities_total: zTaka,
  }),
  trial_balance: z.object({
    rows: z.array(
      z.object({ account: z.string(), source: z.string().nullable(), debit: zTaka, credit: zTaka }),
    ),
    debit_total: zTaka,
    credit_total: zTaka,
  }),
  /**
   * The fifth statement, the appropriation account: the surplus as the general meeting's resolution shared it;
   * null until an appropriation took effect. Not part of the four statements kept at the closing.
   */
  appropriation: z
    .object({
      surplus: zTaka,
      reserve: zTaka,
      development: zTaka,
      other: zTaka,
      dividend: zTaka,
      carried: zTaka,
      resolution: z.string(),
    })
    .nullable(),
});
export type YearStatements = z.infer<typeof ZYearStatements>;

/** A register's date range and page. */
export const CASH_BOOK_KINDS = ['contribution', 'deposit', 'income', 'expense', 'refund'] as const;
export type CashBookKind = (typeof CASH_BOOK_KINDS)[number];

export const ZCashBookInput = z.object({
  from: zCalendarDate,
  to: zCalendarDate,
  kind: z
    .enum(CASH_BOOK_KINDS)
    .optional()
    .describe('Only entries of this kind (the running balances still count every entry)'),
  limit: queryInt(1, 500).default(100),
  offset: queryInt(0, 1_000_000).default(0),
});
export type CashBookQuery = z.infer<typeof ZCashBookInput>;

export const ZCashBookPage = z.object({
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(CASH_BOOK_KINDS),
      id: z.number().int(),
      group: z.enum(['cash', 'bank', 'wallet']),
      method: z.string(),
      reference: z.string(),
      receipt: zTaka,
      payment: zTaka,
      /** The group's balance right after this entry, from the opening balances. */
      balance: zTaka,
      /** Each group's balance right after this entry: the cash book's one column per account. */
      balances: z.object({ cash: zTaka, bank: zTaka, wallet: zTaka }),
    }),
  ),
  total: z.number().int(),
  /** Σ receipts and Σ payments of every entry listed (all pages, the kind filter applied). */
  receipts_total: zTaka,
  payments_total: zTaka,
});
export type CashBookPage = z.infer<typeof ZCashBookPage>;
