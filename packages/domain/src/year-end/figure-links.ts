import { monthLabelOfIso } from '../months';
import type { FinancialYear } from './financial-year';
import type { CashBookKind } from './schemas';

/**
 * Where a figure of the annual statements is listed entry by entry (docs/year-end.md, Every figure links to its
 * entries): a page and the search params it reads into its list procedure's input, so the entries the link
 * opens add up to the figure. One definition for the statements' links and for the test that sums what they
 * open.
 */
export type FigureLink =
  | {
      page: '/FinancialExpenses';
      params: { type: 'Income' | 'Expense'; source: string; from: string; to: string };
    }
  | { page: '/Registers'; params: { register: 'deposits'; from: string; to: string } }
  | { page: '/Registers'; params: { register: 'cash-book'; kind: CashBookKind; from: string; to: string } }
  | { page: '/FinancialMonthly'; params: { month: string } };

export const figureLinks = {
  /** The ledger's active entries of one type and source dated in the year. */
  ledger: (fy: FinancialYear, type: 'Income' | 'Expense', source: string): FigureLink => ({
    page: '/FinancialExpenses',
    params: { type, source, from: fy.start, to: fy.end },
  }),
  /** The deposit register of the year: its entries sum to the year's deposits, its closing to members' deposits. */
  deposits: (fy: FinancialYear): FigureLink => ({
    page: '/Registers',
    params: { register: 'deposits', from: fy.start, to: fy.end },
  }),
  /** The cash book of the year narrowed to one kind of entry (contributions received, refunds paid). */
  cashBook: (fy: FinancialYear, kind: CashBookKind): FigureLink => ({
    page: '/Registers',
    params: { register: 'cash-book', kind, from: fy.start, to: fy.end },
  }),
  /** The monthly books of the year: the page's twelve months up to the year's last month, each month's collectable. */
  books: (fy: FinancialYear): FigureLink => ({
    page: '/FinancialMonthly',
    params: { month: monthLabelOfIso(fy.end) },
  }),
};
