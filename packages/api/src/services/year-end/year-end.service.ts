import type { Db } from '@samity/db';
import { AppError, addDays, financialYear, poishaToTaka, type YearStatements } from '@samity/domain';
import { toIso } from '../moments';
import type { ServiceContext } from '../service-context';
import {
  listAppropriations,
  listClosings,
  type MethodGroup,
  type MovementRow,
  movements,
  readOpening,
  readSettings,
} from './year-end.queries';
import { effectiveAppropriation, readStoredStatements } from './year-life.queries';

/**
 * The annual statements of a financial year, from the books (docs/year-end.md explains every line). Every
 * total is SQL over the entries (year-end.queries.ts); this file only adds those totals up, in poisha, and
 * answers taka at the edge. Books kept before the opening balances' date are stood for by those balances.
 */

const GROUPS: readonly MethodGroup[] = ['cash', 'bank', 'wallet'];
/** With no opening balances entered, the books count from their very first entry, from nothing. */
const BEGINNING = '1900-01-01';

type Groups = Record<MethodGroup, number>;
const zeroGroups = (): Groups => ({ cash: 0, bank: 0, wallet: 0 });

function sumOf(rows: readonly MovementRow[], kind: MovementRow['kind']): number {
  return rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.poisha, 0);
}

function byGroup(rows: readonly MovementRow[], kind: MovementRow['kind']): Groups {
  const groups = zeroGroups();
  for (const r of rows) if (r.kind === kind && r.grp) groups[r.grp] += r.poisha;
  return groups;
}

function bySource(rows: readonly MovementRow[], kind: 'income' | 'expense'): Map<string, number> {
  const lines = new Map<string, number>();
  for (const r of rows) if (r.kind === kind) lines.set(r.source, (lines.get(r.source) ?? 0) + r.poisha);
  return lines;
}

/** Money in minus money out of each group: contributions, deposits, income in; expenses, refunds out. */
function cashChange(rows: readonly MovementRow[]): Groups {
  const change = zeroGroups();
  for (const r of rows) {
    if (!r.grp) continue;
    const sign = r.kind === 'expense' || r.kind === 'refund' ? -1 : r.kind === 'billed' ? 0 : 1;
    change[r.grp] += sign * r.poisha;
  }
  return change;
}

const surplusOf = (rows: readonly MovementRow[]) =>
  sumOf(rows, 'billed') + sumOf(rows, 'income') - sumOf(rows, 'expense');
const contributionsNet = (rows: readonly MovementRow[]) =>
  sumOf(rows, 'contribution') - sumOf(rows, 'refund');

const taka = poishaToTaka;
const groupsTaka = (g: Groups) => ({
  cash: taka(g.cash),
  bank: taka(g.bank),
  wallet: taka(g.wallet),
  total: taka(g.cash + g.bank + g.wallet),
});
const linesTaka = (lines: Map<string, number>) =>
  [...lines].map(([source, poisha]) => ({ source, amount: taka(poisha) }));
const total = (lines: Map<string, number>) => [...lines.values()].reduce((a, b) => a + b, 0);

/** The four statements, without the appropriation account (kept apart: it follows the year's closing). */
export type FourStatements = Omit<YearStatements, 'appropriation'>;

/**
 * A year's statements: a closed year's four exactly as they were stored at its closing (never recomputed, so
 * not a byte of them changes whatever is written later), beside the appropriation account once the general
 * meeting's resolution has decided it. A year closed before the statements were stored is read by the as-of
 * rule, at its closing moment.
 */
export async function yearStatements(ctx: ServiceContext, year: number): Promise<YearStatements> {
  const settings = await readSettings(ctx.db);
  const fy = financialYear(year, settings.first_month);
  const [stored, appropriation] = await Promise.all([
    readStoredStatements(ctx.db, fy.start),
    effectiveAppropriation(ctx.db, fy.start),
  ]);
  const four: FourStatements = stored?.statements
    ? JSON.parse(stored.statements)
    : await computeStatements(ctx.db, year);
  return {
    ...four,
    appropriation: appropriation
      ? {
          surplus: taka(appropriation.surplus_poisha),
          reserve: taka(appropriation.reserve_poisha),
          development: taka(appropriation.development_poisha),
          other: taka(appropriation.other_poisha),
          dividend: taka(appropriation.dividend_poisha),
          carried: taka(appropriation.carried_poisha),
          resolution: `${appropriation.register_year}/${appropriation.register_seq}`,
        }
      : null,
  };
}

/** The four statements from the books (the as-of rule); `db` may be the closing's own transaction. */
export async function computeStatements(db: Db, year: number): Promise<FourStatements> {
  const ctx = { db };
  const [settings, opening, closings, appropriations] = await Promise.all([
    readSettings(ctx.db),
    readOpening(ctx.db),
    listClosings(ctx.db),
    listAppropriations(ctx.db),
  ]);
  const fy = financialYear(year, settings.first_month);
  const openDate = opening?.as_of ?? BEGINNING;
  if (fy.start < openDate) {
    throw new AppError('BAD_REQUEST', 'yearEnd.beforeOpening', 'This year is before the opening balances.', {
      fieldErrors: { year: 'This year is before the opening balances' },
    });
  }
  const closing = closings.find((c) => c.year_start === fy.start) ?? null;
  const cutoff = closing ? new Date(closing.closed_at) : null;
  const [prior, rows] = await Promise.all([
    fy.start > openDate ? movements(ctx.db, { from: openDate, to: addDays(fy.start, -1) }, cutoff) : [],
    movements(ctx.db, { from: fy.start, to: fy.end }, cutoff),
  ]);

  const o = {
    cash: opening?.cash_poisha ?? 0,
    bank: opening?.bank_poisha ?? 0,
    wallet: opening?.wallet_poisha ?? 0,
    receivable: opening?.dues_receivable_poisha ?? 0,
    deposits: opening?.member_deposits_poisha ?? 0,
    reserve: opening?.reserve_fund_poisha ?? 0,
    development: opening?.development_fund_poisha ?? 0,
    other: opening?.other_funds_poisha ?? 0,
  };
  // An appropriation takes effect in the year after the one it shares (the next year's opening funds), so
  // the year's own balance sheet, closed before its general meeting, never moves.
  const earlier = appropriations.filter((a) => a.approved_by !== null && a.year_start < fy.start);
  const sum = (pick: (a: (typeof earlier)[number]) => number) => earlier.reduce((t, a) => t + pick(a), 0);
  const fundsBefore = {
    reserve: o.reserve + sum((a) => a.reserve_poisha),
    development: o.development + sum((a) => a.development_poisha),
    other: o.other + sum((a) => a.other_poisha),
  };
  const dividendPayable = sum((a) => Number(a.dividend_poisha));
  const fundTotal = (f: typeof fundsBefore) => f.reserve + f.development + f.other;

  const priorChange = cashChange(prior);
  const yearChange = cashChange(rows);
  const openingCash = zeroGroups();
  const closingCash = zeroGroups();
  for (const g of GROUPS) {
    openingCash[g] = o[g] + priorChange[g];
    closingCash[g] = openingCash[g] + yearChange[g];
  }
  const receivableStart = o.receivable + sumOf(prior, 'billed') - contributionsNet(prior);
  const receivableEnd = receivableStart + sumOf(rows, 'billed') - contributionsNet(rows);
  const depositsEnd = o.deposits + sumOf(prior, 'deposit') + sumOf(rows, 'deposit');
  const openingSurplus =
    o.cash + o.bank + o.wallet + o.receivable - o.deposits - o.reserve - o.development - o.other;
  // Appropriations of earlier years moved part of their surplus into the funds and the dividend owed.
  const appropriatedBefore = fundTotal(fundsBefore) - (o.reserve + o.development + o.other) + dividendPayable;
  const surplusBroughtForward = openingSurplus + surplusOf(prior) - appropriatedBefore;
  const yearSurplus = surplusOf(rows);
  const accumulated = surplusBroughtForward + yearSurplus;

  const income = bySource(rows, 'income');
  const expenses = bySource(rows, 'expense');
  const contributions = byGroup(rows, 'contribution');
  const deposits = byGroup(rows, 'deposit');
  const receiptsTotal = sumOf(rows, 'contribution') + sumOf(rows, 'deposit') + total(income);
  const paymentsTotal = total(expenses) + sumOf(rows, 'refund');
  const cashEnd = closingCash.cash + closingCash.bank + closingCash.wallet;

  const tb: { account: string; source: string | null; signed: number }[] = [
    { account: 'cash', source: null, signed: closingCash.cash },
    { account: 'bank', source: null, signed: closingCash.bank },
    { account: 'wallet', source: null, signed: closingCash.wallet },
    { account: 'dues_receivable', source: null, signed: receivableEnd },
    ...[...expenses].map(([source, p]) => ({ account: 'expense', source, signed: p })),
    { account: 'member_deposits', source: null, signed: -depositsEnd },
    { account: 'reserve_fund', source: null, signed: -fundsBefore.reserve },
    { account: 'development_fund', source: null, signed: -fundsBefore.development },
    { account: 'other_funds', source: null, signed: -fundsBefore.other },
    { account: 'dividend_payable', source: null, signed: -dividendPayable },
    { account: 'surplus_brought_forward', source: null, signed: -surplusBroughtForward },
    { account: 'contributions_billed', source: null, signed: -sumOf(rows, 'billed') },
    ...[...income].map(([source, p]) => ({ account: 'income', source, signed: -p })),
  ];
  const debit = (s: number) => Math.max(s, 0);
  const credit = (s: number) => Math.max(-s, 0);

  return {
    year: fy,
    opening_date: opening?.as_of ?? null,
    closed_at: closing ? toIso(closing.closed_at) : null,
    receipts_payments: {
      opening: groupsTaka(openingCash),
      contributions: groupsTaka(contributions),
      deposits: groupsTaka(deposits),
      income: linesTaka(income),
      receipts_total: taka(receiptsTotal),
      expenses: linesTaka(expenses),
      refunds: taka(sumOf(rows, 'refund')),
      payments_total: taka(paymentsTotal),
      closing: groupsTaka(closingCash),
    },
    income_expenditure: {
      contributions_billed: taka(sumOf(rows, 'billed')),
      income: linesTaka(income),
      income_total: taka(total(income)),
      expenses: linesTaka(expenses),
      expenses_total: taka(total(expenses)),
      surplus: taka(yearSurplus),
    },
    balance_sheet: {
      cash: taka(closingCash.cash),
      bank: taka(closingCash.bank),
      wallet: taka(closingCash.wallet),
      dues_receivable: taka(receivableEnd),
      assets_total: taka(cashEnd + receivableEnd),
      member_deposits: taka(depositsEnd),
      reserve_fund: taka(fundsBefore.reserve),
      development_fund: taka(fundsBefore.development),
      other_funds: taka(fundsBefore.other),
      dividend_payable: taka(dividendPayable),
      accumulated_surplus: taka(accumulated),
      liabilities_total: taka(depositsEnd + fundTotal(fundsBefore) + dividendPayable + accumulated),
    },
    trial_balance: {
      rows: tb.map((r) => ({
        account: r.account,
        source: r.source,
        debit: taka(debit(r.signed)),
        credit: taka(credit(r.signed)),
      })),
      debit_total: taka(tb.reduce((t, r) => t + debit(r.signed), 0)),
      credit_total: taka(tb.reduce((t, r) => t + credit(r.signed), 0)),
    },
  };
}
