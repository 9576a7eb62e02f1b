import { besideLastYear, sourceLabel, type YearStatements } from '@samity/domain';
import type { PdfTable } from '../pdf/table-pdf';
import { digits, type StatementLang } from '../statements/statement-text';

/**
 * The annual statements as tables for the PDF and CSV files, in English or Bengali: the same lines, in the
 * same order, as the /YearEnd screen (docs/year-end.md explains each), the previous year's figures beside
 * this year's, totals on both sides and the officers' signature lines below. A ledger source is named in the
 * file's language when the vocabulary knows it (as the ledger and /YearEnd name it), else shown as typed.
 */
// The fifth, the appropriation account, follows the general meeting's resolution, not the closing.
export const YEAR_END_FILES = ['receipts', 'income', 'balance', 'trial', 'appropriation'] as const;
export type YearEndFile = (typeof YEAR_END_FILES)[number];

const W = {
  receipts: ['Receipts and payments', 'প্রাপ্তি ও পরিশোধ হিসাব'],
  income: ['Income and expenditure', 'আয় ও ব্যয় হিসাব'],
  balance: ['Balance sheet', 'উদ্বৃত্তপত্র'],
  trial: ['Trial balance', 'রেওয়ামিল'],
  appropriation: ['Appropriation account', 'উদ্বৃত্ত বণ্টন হিসাব'],
  appropriatedTo: ['Appropriated to', 'যেখানে বণ্টিত'],
  dividend: ['Dividend', 'লভ্যাংশ'],
  carried: ['Carried forward', 'পরবর্তী বছরে স্থানান্তরিত'],
  resolution: ['By resolution', 'সিদ্ধান্ত অনুযায়ী'],
  notDecided: ['No appropriation has taken effect', 'কোনো বণ্টন কার্যকর হয়নি'],
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
  incomeTotal: ['Total income', 'মোট আয়'],
  receiptsSide: ['Total: opening balances and receipts', 'মোট: প্রারম্ভিক স্থিতি ও প্রাপ্তি'],
  paymentsSide: ['Total: payments and closing balances', 'মোট: পরিশোধ ও সমাপনী স্থিতি'],
  incomeSide: ['Total of the income side', 'আয় দিকের মোট'],
  expenditureSide: ['Total of the expenditure side', 'ব্যয় দিকের মোট'],
  dividendPayable: ['Dividend payable', 'প্রদেয় লভ্যাংশ'],
  previousYear: ['Previous year', 'পূর্ববর্তী বছর'],
  treasurer: ['Treasurer', 'কোষাধ্যক্ষ'],
  secretary: ['Secretary', 'সাধারণ সম্পাদক'],
  president: ['President', 'সভাপতি'],
  auditor: ['Auditor', 'নিরীক্ষক'],
  date: ['Date', 'তারিখ'],
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
  dividend_payable: 'dividendPayable',
};

/** A statement's line: a heading (no figures), a line or a total, with its figures (one, or debit and credit). */
interface Line {
  label: string;
  values: number[];
  kind: 'heading' | 'line' | 'total';
}

/** Taka added in poisha, so a sum of two-decimal figures has no float tail. */
const plus = (...taka: number[]) => taka.reduce((sum, t) => sum + Math.round(t * 100), 0) / 100;

/** One statement's lines for one year. */
function linesOf(
  file: YearEndFile,
  s: YearStatements,
  w: (key: keyof typeof W) => string,
  source: (typed: string) => string,
): Line[] {
  const heading = (label: string): Line => ({ label, values: [], kind: 'heading' });
  const line = (label: string, value: number): Line => ({ label, values: [value], kind: 'line' });
  const total = (label: string, value: number): Line => ({ label, values: [value], kind: 'total' });
  const rp = s.receipts_payments;
  const ie = s.income_expenditure;
  const bs = s.balance_sheet;
  const groups = (g: typeof rp.opening) => [
    line(w('cash'), g.cash),
    line(w('bank'), g.bank),
    line(w('wallet'), g.wallet),
  ];
  if (file === 'receipts') {
    return [
      heading(w('opening')),
      ...groups(rp.opening),
      heading(w('receiptsH')),
      line(w('contributions'), rp.contributions.total),
      line(w('deposits'), rp.deposits.total),
      ...rp.income.map((i) => line(w('incomeFrom') + source(i.source), i.amount)),
      total(w('receiptsTotal'), rp.receipts_total),
      total(w('receiptsSide'), plus(rp.opening.total, rp.receipts_total)),
      heading(w('paymentsH')),
      ...rp.expenses.map((e) => line(w('expenseOn') + source(e.source), e.amount)),
      line(w('refunds'), rp.refunds),
      total(w('paymentsTotal'), rp.payments_total),
      heading(w('closing')),
      ...groups(rp.closing),
      total(w('closingTotal'), rp.closing.total),
      total(w('paymentsSide'), plus(rp.payments_total, rp.closing.total)),
    ];
  }
  if (file === 'income') {
    const income = plus(ie.contributions_billed, ie.income_total);
    const deficit = Math.max(-ie.surplus, 0);
    return [
      heading(w('incomeH')),
      line(w('billed'), ie.contributions_billed),
      ...ie.income.map((i) => line(source(i.source), i.amount)),
      total(w('incomeTotal'), income),
      ...(deficit > 0 ? [line(w('deficit'), deficit)] : []),
      total(w('incomeSide'), plus(income, deficit)),
      heading(w('expenditure')),
      ...ie.expenses.map((e) => line(source(e.source), e.amount)),
      total(w('expensesTotal'), ie.expenses_total),
      ...(ie.surplus >= 0 ? [line(w('surplus'), ie.surplus)] : []),
      total(w('expenditureSide'), plus(ie.expenses_total, Math.max(ie.surplus, 0))),
    ];
  }
  if (file === 'appropriation') {
    const a = s.appropriation;
    if (!a) return [heading(w('notDecided'))];
    return [
      line(w('surplus'), a.surplus),
      heading(w('appropriatedTo')),
      line(w('reserve'), a.reserve),
      line(w('development'), a.development),
      line(w('other'), a.other),
      line(w('dividend'), a.dividend),
      line(w('carried'), a.carried),
      total(w('total'), plus(a.reserve, a.development, a.other, a.dividend, a.carried)),
    ];
  }
  if (file === 'balance') {
    return [
      heading(w('assets')),
      line(w('cash'), bs.cash),
      line(w('bank'), bs.bank),
      line(w('wallet'), bs.wallet),
      line(w('receivable'), bs.dues_receivable),
      total(w('assetsTotal'), bs.assets_total),
      heading(w('liabilities')),
      line(w('deposits'), bs.member_deposits),
      line(w('reserve'), bs.reserve_fund),
      line(w('development'), bs.development_fund),
      line(w('other'), bs.other_funds),
      line(w('dividendPayable'), bs.dividend_payable),
      line(w('accumulated'), bs.accumulated_surplus),
      total(w('liabilitiesTotal'), bs.liabilities_total),
    ];
  }
  return [
    ...s.trial_balance.rows.map((r): Line => {
      const name =
        r.account === 'income'
          ? w('incomeFrom') + source(r.source ?? '')
          : r.account === 'expense'
            ? w('expenseOn') + source(r.source ?? '')
            : w(ACCOUNTS[r.account] ?? 'total');
      return { label: name, values: [r.debit, r.credit], kind: 'line' };
    }),
    { label: w('total'), values: [s.trial_balance.debit_total, s.trial_balance.credit_total], kind: 'total' },
  ];
}

/**
 * One statement as a table: this year's figures and the previous year's beside them (a line one year lacks
 * reads 0 there; the first year kept has no previous year, and its column is left empty).
 */
export function yearEndTable(
  file: YearEndFile,
  s: YearStatements,
  lang: StatementLang,
  previous: YearStatements | null,
): PdfTable {
  const w = (key: keyof typeof W) => yearEndWord(key, lang);
  const source = (typed: string) => sourceLabel(typed, lang);
  const summary: PdfTable['summary'] = [
    [w('year'), digits(lang, s.year.label)],
    [w('period'), digits(lang, `${s.year.start} – ${s.year.end}`)],
    [w('state'), s.closed_at ? `${w('closed')} ${digits(lang, s.closed_at.slice(0, 10))}` : w('open')],
    // The appropriation account names the general meeting's resolution that decided it.
    ...(file === 'appropriation' && s.appropriation
      ? [[w('resolution'), digits(lang, s.appropriation.resolution)] as [string, string]]
      : []),
  ];
  const width = file === 'trial' ? 2 : 1;
  const pairs = besideLastYear(
    linesOf(file, s, w, source),
    previous ? linesOf(file, previous, w, source) : [],
    (l) => l.label,
    (l) => l.kind === 'heading',
  );
  const figures = (line: Line | null, heading: boolean, known: boolean) =>
    Array.from({ length: width }, (_, i) => (heading || !known ? '' : (line?.values[i] ?? 0)));
  const rows = pairs.map(({ now, before }) => {
    const line = (now ?? before)!;
    const heading = line.kind === 'heading';
    return [line.label, ...figures(now, heading, true), ...figures(before, heading, previous !== null)];
  });
  const thisYear = digits(lang, s.year.label);
  const lastYear = previous ? digits(lang, previous.year.label) : w('previousYear');
  const columns =
    file === 'trial'
      ? [
          w('account'),
          `${w('debit')} ${thisYear}`,
          `${w('credit')} ${thisYear}`,
          `${w('debit')} ${lastYear}`,
          `${w('credit')} ${lastYear}`,
        ]
      : [w('line'), thisYear, lastYear];
  return {
    title: w(file),
    summary,
    columns,
    rows,
    widths: file === 'trial' ? [3, 1.3, 1.3, 1.3, 1.3] : [3, 1.3, 1.3],
    landscape: file === 'trial',
    strong: pairs.flatMap(({ now, before }, i) => ((now ?? before)!.kind === 'line' ? [] : [i])),
    signatures: { roles: [w('treasurer'), w('secretary'), w('president'), w('auditor')], date: w('date') },
  };
}
