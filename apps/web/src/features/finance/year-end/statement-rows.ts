import { besideLastYear, type FigureLink, figureLinks, type YearStatements } from '@samity/domain';
import type { TFunction } from '../../../i18n/translator';

/** One line of a statement: a heading, an amount (or debit and credit), or a total. */
export interface StatementRow {
  label: string;
  values: readonly number[];
  kind: 'heading' | 'line' | 'total';
  /** The finance page listing exactly the entries behind the figure (the year's, of the figure's kind). */
  href?: string;
}

export interface Statement {
  id: 'receipts' | 'income' | 'balance' | 'trial' | 'appropriation';
  title: string;
  /** A line under the title (the appropriation account's resolution, or that it is only proposed). */
  note?: string;
  columns: readonly string[];
  rows: readonly StatementRow[];
  /** How many of the columns are this year's (the rest are the previous year's, beside them). */
  yearColumns: number;
}

/** A link's address: its page with its params as the search the page reads. */
const hrefOf = (link: FigureLink) => `${link.page}?${new URLSearchParams(link.params).toString()}`;

const heading = (label: string): StatementRow => ({ label, values: [], kind: 'heading' });
const line = (label: string, amount: number, href?: string): StatementRow => ({
  label,
  values: [amount],
  kind: 'line',
  ...(href ? { href } : {}),
});
const total = (label: string, amount: number): StatementRow => ({ label, values: [amount], kind: 'total' });

/** Taka added in poisha, so a sum of two-decimal figures has no float tail. */
const plus = (...taka: number[]) => taka.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

/** The shares of a year's surplus, as the appropriation account lists them. */
export interface Shares {
  surplus: number;
  reserve: number;
  development: number;
  other: number;
  dividend: number;
  carried: number;
}

/**
 * The appropriation account (the fifth statement, as its PDF and CSV): the surplus, then where it went; the
 * shares add up to the surplus. Also how a proposal not yet in effect is shown, titled as proposed.
 */
export function appropriationStatement(a: Shares, t: TFunction, title: string, note: string) {
  const rows: StatementRow[] = [
    line(t('lines.surplus'), a.surplus),
    heading(t('lines.appropriatedTo')),
    line(t('lines.reserveFund'), a.reserve),
    line(t('lines.developmentFund'), a.development),
    line(t('lines.otherFunds'), a.other),
    line(t('appropriation.dividend'), a.dividend),
    line(t('appropriation.carried'), a.carried),
    total(t('lines.appropriatedTotal'), plus(a.reserve, a.development, a.other, a.dividend, a.carried)),
  ];
  return { id: 'appropriation' as const, title, note, columns: [t('columns.amount')], rows };
}

/**
 * The four statements as rows, for the screen and the CSV alike (one source, so the file says what the screen
 * does), the previous year's figures beside this year's (docs/year-end.md, The statements): a line one year
 * lacks reads 0 there, and with no previous year (the first kept) its column is left out. Labels come from
 * the yearend namespace; a ledger source in the page's language when the vocabulary knows it (source), else as
 * it was typed. Only this year's figures link to entries.
 */
export function statementsOf(
  s: YearStatements,
  t: TFunction,
  previous: YearStatements | null,
  digits: (text: string) => string,
  source: (typed: string) => string,
): Statement[] {
  const now = oneYear(s, t, source, digits);
  if (!previous) return now.map((statement) => ({ ...statement, yearColumns: statement.columns.length }));
  const before = oneYear(previous, t, source, digits);
  const label = (fy: YearStatements) => digits(fy.year.label);
  return now.map((statement) => {
    const width = statement.columns.length;
    // Matched by id: the appropriation account exists only for a year whose appropriation took effect.
    const pairs = besideLastYear(
      statement.rows,
      before.find((b) => b.id === statement.id)?.rows ?? [],
      (row) => row.label,
      (row) => row.kind === 'heading',
    );
    const figures = (row: StatementRow | null) =>
      Array.from({ length: width }, (_, column) => row?.values[column] ?? 0);
    return {
      ...statement,
      columns: [
        ...statement.columns.map((c) => `${c} ${label(s)}`),
        ...statement.columns.map((c) => `${c} ${label(previous)}`),
      ],
      yearColumns: width,
      rows: pairs.map(({ now: n, before: b }) => {
        const row = (n ?? b)!;
        if (row.kind === 'heading') return row;
        const { href: _, ...rest } = row;
        return { ...rest, ...(n?.href ? { href: n.href } : {}), values: [...figures(n), ...figures(b)] };
      }),
    };
  });
}

function oneYear(
  s: YearStatements,
  t: TFunction,
  source: (typed: string) => string,
  digits: (text: string) => string,
): Omit<Statement, 'yearColumns'>[] {
  const rp = s.receipts_payments;
  const ie = s.income_expenditure;
  const bs = s.balance_sheet;
  const groups = (prefix: string, g: typeof rp.opening) => [
    line(t(`lines.${prefix}Cash`), g.cash),
    line(t(`lines.${prefix}Bank`), g.bank),
    line(t(`lines.${prefix}Wallet`), g.wallet),
  ];
  const amount = t('columns.amount');
  const incomeTotal = plus(ie.contributions_billed, ie.income_total);
  const deficit = Math.max(-ie.surplus, 0);
  // A figure the books add up from entries links to them; balances carried from the opening ones (cash,
  // dues receivable, funds, surplus) are sums of other figures and link nowhere.
  const fy = s.year;
  const ledger = (type: 'Income' | 'Expense', source: string) => hrefOf(figureLinks.ledger(fy, type, source));
  const contributionsLink = hrefOf(figureLinks.cashBook(fy, 'contribution'));
  const refundsLink = hrefOf(figureLinks.cashBook(fy, 'refund'));
  const depositsLink = hrefOf(figureLinks.deposits(fy));
  const booksLink = hrefOf(figureLinks.books(fy));
  const trialLink = (r: { account: string; source: string | null }) =>
    r.account === 'income' && r.source !== null
      ? ledger('Income', r.source)
      : r.account === 'expense' && r.source !== null
        ? ledger('Expense', r.source)
        : r.account === 'contributions_billed'
          ? booksLink
          : r.account === 'member_deposits'
            ? depositsLink
            : undefined;
  return [
    {
      id: 'receipts',
      title: t('statements.receipts'),
      columns: [amount],
      rows: [
        heading(t('lines.openingBalances')),
        ...groups('opening', rp.opening),
        heading(t('lines.receipts')),
        line(t('lines.contributions'), rp.contributions.total, contributionsLink),
        line(t('lines.deposits'), rp.deposits.total, depositsLink),
        ...rp.income.map((i) =>
          line(t('lines.incomeFrom', { source: source(i.source) }), i.amount, ledger('Income', i.source)),
        ),
        total(t('lines.receiptsTotal'), rp.receipts_total),
        total(t('lines.receiptsSide'), plus(rp.opening.total, rp.receipts_total)),
        heading(t('lines.payments')),
        ...rp.expenses.map((e) =>
          line(t('lines.expenseOn', { source: source(e.source) }), e.amount, ledger('Expense', e.source)),
        ),
        line(t('lines.refunds'), rp.refunds, refundsLink),
        total(t('lines.paymentsTotal'), rp.payments_total),
        heading(t('lines.closingBalances')),
        ...groups('closing', rp.closing),
        total(t('lines.closingTotal'), rp.closing.total),
        total(t('lines.paymentsSide'), plus(rp.payments_total, rp.closing.total)),
      ],
    },
    {
      id: 'income',
      title: t('statements.income'),
      columns: [amount],
      rows: [
        heading(t('lines.income')),
        line(t('lines.contributionsBilled'), ie.contributions_billed, booksLink),
        ...ie.income.map((i) => line(source(i.source), i.amount, ledger('Income', i.source))),
        total(t('lines.incomeTotal'), incomeTotal),
        ...(deficit > 0 ? [line(t('lines.deficit'), deficit)] : []),
        total(t('lines.incomeSide'), plus(incomeTotal, deficit)),
        heading(t('lines.expenditure')),
        ...ie.expenses.map((e) => line(source(e.source), e.amount, ledger('Expense', e.source))),
        total(t('lines.expensesTotal'), ie.expenses_total),
        ...(ie.surplus >= 0 ? [line(t('lines.surplus'), ie.surplus)] : []),
        total(t('lines.expenditureSide'), plus(ie.expenses_total, Math.max(ie.surplus, 0))),
      ],
    },
    {
      id: 'balance',
      title: t('statements.balance'),
      columns: [amount],
      rows: [
        heading(t('lines.assets')),
        line(t('lines.closingCash'), bs.cash),
        line(t('lines.closingBank'), bs.bank),
        line(t('lines.closingWallet'), bs.wallet),
        line(t('lines.duesReceivable'), bs.dues_receivable),
        total(t('lines.assetsTotal'), bs.assets_total),
        heading(t('lines.liabilities')),
        line(t('lines.memberDeposits'), bs.member_deposits, depositsLink),
        line(t('lines.reserveFund'), bs.reserve_fund),
        line(t('lines.developmentFund'), bs.development_fund),
        line(t('lines.otherFunds'), bs.other_funds),
        line(t('lines.dividendPayable'), bs.dividend_payable),
        line(t('lines.accumulatedSurplus'), bs.accumulated_surplus),
        total(t('lines.liabilitiesTotal'), bs.liabilities_total),
      ],
    },
    {
      id: 'trial',
      title: t('statements.trial'),
      columns: [t('columns.debit'), t('columns.credit')],
      rows: [
        ...s.trial_balance.rows.map((r) => ({
          label: r.source
            ? t(`accounts.${r.account}`, { source: source(r.source) })
            : t(`accounts.${r.account}`),
          values: [r.debit, r.credit],
          kind: 'line' as const,
          ...(trialLink(r) ? { href: trialLink(r) } : {}),
        })),
        {
          label: t('lines.trialTotal'),
          values: [s.trial_balance.debit_total, s.trial_balance.credit_total],
          kind: 'total' as const,
        },
      ],
    },
    // The fifth, once the general meeting's resolution put an appropriation in effect.
    ...(s.appropriation
      ? [
          appropriationStatement(
            s.appropriation,
            t,
            t('statements.appropriation'),
            t('statements.appropriationBy', { resolution: digits(s.appropriation.resolution) }),
          ),
        ]
      : []),
  ];
}

/** A statement as CSV rows: label, then the amounts as plain numbers with two decimals (spreadsheets sum them). */
export function csvRowsOf(statement: Statement): string[][] {
  return statement.rows.map((r) => [r.label, ...r.values.map((v) => v.toFixed(2))]);
}
