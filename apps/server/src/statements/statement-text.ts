import {
  type DebtSummary,
  formatMonthLabel,
  formatNumber,
  formatTaka as formatTakaText,
  localizeDigits,
  paymentMethodLabel,
  sourceLabel,
} from '@samity/domain';

export const STATEMENT_LANGS = ['en', 'bn'] as const;
export type StatementLang = (typeof STATEMENT_LANGS)[number];
export const STATEMENT_KINDS = ['deposits', 'monthly'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

type Texts = Record<StatementLang, string>;
const t = (en: string, bn: string): Texts => ({ en, bn });

export const LABELS = {
  deposits: t('Deposits statement', 'জমা বিবরণী'),
  monthly: t('Monthly contribution statement', 'মাসিক চাঁদা বিবরণী'),
  memberNo: t('Member No', 'সদস্য নং'),
  name: t('Name', 'নাম'),
  issued: t('Issued on', 'প্রস্তুতের তারিখ'),
  payable: t('Payable', 'প্রদেয়'),
  deposited: t('Deposits', 'জমা'),
  due: t('Due', 'বকেয়া'),
  date: t('Date', 'তারিখ'),
  source: t('Source', 'উৎস'),
  method: t('Method', 'মাধ্যম'),
  amount: t('Amount', 'পরিমাণ'),
  outstanding: t('Outstanding', 'অবশিষ্ট'),
  month: t('Month', 'মাস'),
  payment: t('Payment', 'পরিশোধ'),
  status: t('Status', 'অবস্থা'),
  paid: t('PAID', 'পরিশোধিত'),
  unpaid: t('DUE', 'বকেয়া'),
  dueMonths: t('Months due', 'বকেয়া মাস'),
  totalDue: t('Total due', 'মোট বকেয়া'),
  none: t('No entries yet.', 'এখনো কোনো হিসাব নেই।'),
} as const;

/** Digits in the statement's language. */
export const digits = (lang: StatementLang, text: string | number) => localizeDigits(text, lang);

/**
 * Taka for people, as the web app writes it (lakh grouping, two decimals). The English PDF font has no ৳
 * sign, so English statements write "Tk".
 */
export function formatTaka(lang: StatementLang, taka: number): string {
  return lang === 'bn' ? formatTakaText(taka, 'bn') : `Tk ${formatNumber(taka, 'en', 2)}`;
}

/** Taka for spreadsheets: plain number with two decimals, ASCII digits in every language. */
export const plainTaka = (taka: number) => taka.toFixed(2);

/** 'January-2025' in the statement's language. */
export const monthText = (lang: StatementLang, label: string) => formatMonthLabel(label, lang);

/** A statement as rows of cells, shared by the PDF and the CSV. */
export interface StatementTable {
  title: string;
  summary: [label: string, value: number | string][];
  columns: string[];
  /** Cells: text, or taka (a number) that each format writes its own way. */
  rows: (string | number)[][];
  /** Per row: whether it is settled (monthly: due 0, shown green). */
  settled?: boolean[];
}

/**
 * The statement's rows. Dates, counts and months are in the language's words and digits (a Bengali statement,
 * PDF or CSV, is read by people: "জানুয়ারি-২০২৫"); sources and methods are labelled like on the web
 * (vocabulary.ts). An English CSV keeps ASCII digits and January-2025, so it stays computable.
 */
export function statementTable(kind: StatementKind, lang: StatementLang, data: DebtSummary): StatementTable {
  const L = (key: keyof typeof LABELS) => LABELS[key][lang];
  const num = (text: string | number) => digits(lang, text);
  if (kind === 'deposits')
    return {
      title: L('deposits'),
      summary: [
        [L('payable'), data.summary.payable],
        [L('deposited'), data.summary.deposits],
        [L('due'), data.summary.due],
      ],
      columns: [L('date'), L('source'), L('method'), L('amount'), L('outstanding')],
      rows: data.payments.map((p) => [
        num(p.date),
        sourceLabel(p.source, lang),
        paymentMethodLabel(p.method, lang),
        p.amount,
        p.outstanding,
      ]),
    };
  return {
    title: L('monthly'),
    summary: [
      [L('dueMonths'), num(data.monthlysummary.duemonth)],
      [L('totalDue'), data.monthlysummary.due],
    ],
    columns: [L('month'), L('payable'), L('payment'), L('due'), L('status')],
    rows: data.monthly.map((m) => [
      monthText(lang, m.month),
      m.payable,
      m.payment,
      m.due,
      m.due === 0 ? L('paid') : L('unpaid'),
    ]),
    settled: data.monthly.map((m) => m.due === 0),
  };
}
