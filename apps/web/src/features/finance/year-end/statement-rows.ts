import type { YearStatements } from '@samity/domain';
import type { TFunction } from 'i18next';

/** One line of a statement: a heading, an amount (or debit and credit), or a total. */
export interface StatementRow {
  label: string;
  values: readonly number[];
  kind: 'heading' | 'line' | 'total';
  /** The finance page that lists the entries behind the figure. */
  href?: string;
}

export interface Statement {
  id: 'receipts' | 'income' | 'balance' | 'trial';
  title: string;
  columns: readonly string[];
  rows: readonly StatementRow[];
}

const LEDGER = '/FinancialExpenses';
const MONTHLY = '/FinancialMonthly';
const DEPOSITS = '/Financial';
const REFUNDS = '/GatewayPayments';

const heading = (label: string): StatementRow => ({ label, values: [], kind: 'heading' });
const line = (label: string, amount: number, href?: string): StatementRow => ({
  label,
  values: [amount],
  kind: 'line',
  ...(href ? { href } : {}),
});
const total = (label: string, amount: number): StatementRow => ({ label, values: [amount], kind: 'total' });

/**
 * The four statements as rows, for the screen and the CSV alike (one source, so the file says what the screen
 * does). Labels come from the yearend namespace; a ledger source is shown as it was typed.
 */
export function statementsOf(s: YearStatements, t: TFunction<'yearend', 'yearEnd'>): Statement[] {
  const rp = s.receipts_payments;
  const ie = s.income_expenditure;
  const bs = s.balance_sheet;
  const groups = (prefix: string, g: typeof rp.opening) => [
    line(t(`lines.${prefix}Cash`), g.cash),
    line(t(`lines.${prefix}Bank`), g.bank),
    line(t(`lines.${prefix}Wallet`), g.wallet),
  ];
  const amount = t('columns.amount');
  return [
    {
      id: 'receipts',
      title: t('statements.receipts'),
      columns: [amount],
      rows: [
        heading(t('lines.openingBalances')),
        ...groups('opening', rp.opening),
        heading(t('lines.receipts')),
        line(t('lines.contributions'), rp.contributions.total, MONTHLY),
        line(t('lines.deposits'), rp.deposits.total, DEPOSITS),
        ...rp.income.map((i) => line(t('lines.incomeFrom', { source: i.source }), i.amount, LEDGER)),
        total(t('lines.receiptsTotal'), rp.receipts_total),
        heading(t('lines.payments')),
        ...rp.expenses.map((e) => line(t('lines.expenseOn', { source: e.source }), e.amount, LEDGER)),
        line(t('lines.refunds'), rp.refunds, REFUNDS),
        total(t('lines.paymentsTotal'), rp.payments_total),
        heading(t('lines.closingBalances')),
        ...groups('closing', rp.closing),
        total(t('lines.closingTotal'), rp.closing.total),
      ],
    },
    {
      id: 'income',
      title: t('statements.income'),
      columns: [amount],
      rows: [
        heading(t('lines.income')),
        line(t('lines.contributionsBilled'), ie.contributions_billed, MONTHLY),
        ...ie.income.map((i) => line(i.source, i.amount, LEDGER)),
        heading(t('lines.expenditure')),
        ...ie.expenses.map((e) => line(e.source, e.amount, LEDGER)),
        total(t('lines.expensesTotal'), ie.expenses_total),
        total(ie.surplus >= 0 ? t('lines.surplus') : t('lines.deficit'), Math.abs(ie.surplus)),
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
        line(t('lines.duesReceivable'), bs.dues_receivable, MONTHLY),
        total(t('lines.assetsTotal'), bs.assets_total),
        heading(t('lines.liabilities')),
        line(t('lines.memberDeposits'), bs.member_deposits, DEPOSITS),
        line(t('lines.reserveFund'), bs.reserve_fund),
        line(t('lines.developmentFund'), bs.development_fund),
        line(t('lines.otherFunds'), bs.other_funds),
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
          label: r.source ? t(`accounts.${r.account}`, { source: r.source }) : t(`accounts.${r.account}`),
          values: [r.debit, r.credit],
          kind: 'line' as const,
          ...(r.source ? { href: LEDGER } : {}),
        })),
        {
          label: t('lines.trialTotal'),
          values: [s.trial_balance.debit_total, s.trial_balance.credit_total],
          kind: 'total' as const,
        },
      ],
    },
  ];
}

/** A statement as CSV rows: label, then the amounts as plain numbers with two decimals (spreadsheets sum them). */
export function csvRowsOf(statement: Statement): string[][] {
  return statement.rows.map((r) => [r.label, ...r.values.map((v) => v.toFixed(2))]);
}
