import type { YearStatements } from '@samity/domain';
import type { PdfTable } from '../pdf/table-pdf';
import { digits, type StatementLang } from '../statements/statement-text';

/**
 * The annual statements as tables for the PDF and CSV files, in English or Bengali: the same lines, in the
 * same order, as the /YearEnd screen (docs/year-end.md explains each). Ledger sources are shown as typed.
 */
export const YEAR_END_FILES = ['receipts', 'income', 'balance', 'trial'] as const;
export type YearEndFile = (typeof YEAR_END_FILES)[number];

const W = {
  receipts: ['Receipts and payments', 'প্রাপ্তি ও পরিশোধ হিসাব'],
  income: ['Income and expenditure', 'আয় ও ব্যয় হিসাব'],
  balance: ['Balance sheet', 'উদ্বৃত্তপত্র'],
  trial: ['Trial balance', 'রেওয়ামিল'],
  line: ['Line', 'বিবরণ'],
  amount: ['Amount', 'পরিমাণ'],
  account: ['Account', 'হিসাব'],
  debit: ['Debit', 'ডেবিট'],
  credit: ['Credit', 'ক্রেডিট'],
  year: ['Financial year', 'অর্থবছর'],
  period: ['Period', 'সময়কাল'],
  state: ['State', 'অবস্থা'],
  open: ['Not closed: figures change as the books do', 'বন্ধ হয়নি: খাতা বদলালে অঙ্কও বদলায়'],
  closed: ['Closed', 'বন্ধ'],
  opening: ['Opening balances', 'প্রারম্ভিক স্থিতি'],
  cash: ['Cash in hand', 'হাতে নগদ'],
  bank: ['Bank', 'ব্যাংক'],
  wallet: ['Mobile wallets', 'মোবাইল ওয়ালেট'],
  receiptsH: ['Receipts', 'প্রাপ্তি'],
  contributions: ['Monthly contributions', 'মাসিক চাঁদা'],
  deposits: ["Members' deposits", 'সদস্যদের জমা'],
  incomeFrom: ['Income: ', 'আয়: '],
  receiptsTotal: ['Total receipts', 'মোট প্রাপ্তি'],
  paymentsH: ['Payments', 'পরিশোধ'],
  expenseOn: ['Expense: ', 'ব্যয়: '],
  refunds: ['Refunds of online payments', 'অনলাইন পেমেন্টের ফেরত'],
  paymentsTotal: ['Total payments', 'মোট পরিশোধ'],
  closing: ['Closing balances', 'সমাপনী স্থিতি'],
  closingTotal: ['Total closing balance', 'মোট সমাপনী স্থিতি'],
  incomeH: ['Income', 'আয়'],
  billed: ['Monthly contributions billed', 'ধার্য মাসিক চাঁদা'],
  expenditure: ['Expenditure', 'ব্যয়'],
  expensesTotal: ['Total expenditure', 'মোট ব্যয়'],
  surplus: ['Surplus', 'উদ্বৃত্ত'],
  deficit: ['Deficit', 'ঘাটতি'],
  assets: ['Assets', 'সম্পদ'],
  receivable: ['Monthly dues receivable', 'মাসিক পাওনা চাঁদা'],
  assetsTotal: ['Total assets', 'মোট সম্পদ'],
  liabilities: ['Liabilities and funds', 'দায় ও তহবিল'],
  reserve: ['Reserve fund', 'সংরক্ষিত তহবিল'],
  development: ['Cooperative development fund', 'সমবায় উন্নয়ন তহবিল'],
  other: ['Other funds', 'অন্যান্য তহবিল'],
  accumulated: ['Accumulated surplus', 'সঞ্চিত উদ্বৃত্ত'],
  liabilitiesTotal: ['Total liabilities and funds', 'মোট দায় ও তহবিল'],
  broughtForward: ['Surplus brought forward', 'পূর্ববর্তী উদ্বৃত্ত'],
  total: ['Total', 'মোট'],
} as const satisfies Record<string, readonly [string, string]>;

export function yearEndWord(key: keyof typeof W, lang: StatementLang): string {
  return W[key][lang === 'bn' ? 1 : 0];
}

const ACCOUNTS: Record<string, keyof typeof W> = {
  cash: 'cash',
  bank: 'bank',
  wallet: 'wallet',
  dues_receivable: 'receivable',
  member_deposits: 'deposits',
  reserve_fund: 'reserve',
  development_fund: 'development',
  other_funds: 'other',
  surplus_brought_forward: 'broughtForward',
  contributions_billed: 'billed',
};

export function yearEndTable(file: YearEndFile, s: YearStatements, lang: StatementLang): PdfTable {
  const w = (key: keyof typeof W) => yearEndWord(key, lang);
  const summary: PdfTable['summary'] = [
    [w('year'), digits(lang, s.year.label)],
    [w('period'), digits(lang, `${s.year.start} – ${s.year.end}`)],
    [w('state'), s.closed_at ? `${w('closed')} ${digits(lang, s.closed_at.slice(0, 10))}` : w('open')],
  ];
  const amountTable = (rows: (string | number)[][]): PdfTable => ({
    title: w(file),
    summary,
    columns: [w('line'), w('amount')],
    rows,
    widths: [3, 1],
  });
  const rp = s.receipts_payments;
  const ie = s.income_expenditure;
  const bs = s.balance_sheet;
  const groups = (g: typeof rp.opening) => [
    [w('cash'), g.cash],
    [w('bank'), g.bank],
    [w('wallet'), g.wallet],
  ];
  if (file === 'receipts') {
    return amountTable([
      [w('opening'), ''],
      ...groups(rp.opening),
      [w('receiptsH'), ''],
      [w('contributions'), rp.contributions.total],
      [w('deposits'), rp.deposits.total],
      ...rp.income.map((i) => [w('incomeFrom') + i.source, i.amount]),
      [w('receiptsTotal'), rp.receipts_total],
      [w('paymentsH'), ''],
      ...rp.expenses.map((e) => [w('expenseOn') + e.source, e.amount]),
      [w('refunds'), rp.refunds],
      [w('paymentsTotal'), rp.payments_total],
      [w('closing'), ''],
      ...groups(rp.closing),
      [w('closingTotal'), rp.closing.total],
    ]);
  }
  if (file === 'income') {
    return amountTable([
      [w('incomeH'), ''],
      [w('billed'), ie.contributions_billed],
      ...ie.income.map((i) => [i.source, i.amount]),
      [w('expenditure'), ''],
      ...ie.expenses.map((e) => [e.source, e.amount]),
      [w('expensesTotal'), ie.expenses_total],
      [ie.surplus >= 0 ? w('surplus') : w('deficit'), Math.abs(ie.surplus)],
    ]);
  }
  if (file === 'balance') {
    return amountTable([
      [w('assets'), ''],
      [w('cash'), bs.cash],
      [w('bank'), bs.bank],
      [w('wallet'), bs.wallet],
      [w('receivable'), bs.dues_receivable],
      [w('assetsTotal'), bs.assets_total],
      [w('liabilities'), ''],
      [w('deposits'), bs.member_deposits],
      [w('reserve'), bs.reserve_fund],
      [w('development'), bs.development_fund],
      [w('other'), bs.other_funds],
      [w('accumulated'), bs.accumulated_surplus],
      [w('liabilitiesTotal'), bs.liabilities_total],
    ]);
  }
  return {
    title: w('trial'),
    summary,
    columns: [w('account'), w('debit'), w('credit')],
    rows: [
      ...s.trial_balance.rows.map((r) => {
        const name =
          r.account === 'income'
            ? w('incomeFrom') + (r.source ?? '')
            : r.account === 'expense'
              ? w('expenseOn') + (r.source ?? '')
              : w(ACCOUNTS[r.account] ?? 'total');
        return [name, r.debit, r.credit];
      }),
      [w('total'), s.trial_balance.debit_total, s.trial_balance.credit_total],
    ],
    widths: [3, 1, 1],
  };
}
