import {
  type CashBookPage,
  type DepositRegisterPage,
  type MemberRegisterPage,
  paymentMethodLabel,
  sourceLabel,
} from '@samity/domain';
import type { PdfTable } from '../pdf/table-pdf';
import { digits, type StatementLang } from '../statements/statement-text';

/**
 * The statutory registers as tables for their PDF and CSV files, in English or Bengali (docs/year-end.md,
 * Registers): the columns of /Registers. A PDF leaves out the member register's business and address, which
 * would not fit an A4 page's width; the CSV has every column.
 */
const W = {
  members: ['Member register', 'সদস্য রেজিস্টার'],
  deposits: ['Deposit register', 'জমা রেজিস্টার'],
  'cash-book': ['Cash book', 'নগদান বই'],
  period: ['Period', 'সময়কাল'],
  count: ['Entries', 'এন্ট্রি'],
  closing: ["Members' deposits at the end", 'শেষে সদস্যদের জমা'],
  memberNo: ['Member No', 'সদস্য নং'],
  name: ['Name', 'নাম'],
  father: ["Father's name", 'পিতার নাম'],
  business: ['Business', 'ব্যবসা'],
  address: ['Address', 'ঠিকানা'],
  joined: ['Joined', 'যোগদান'],
  death: ['Died', 'মৃত্যু'],
  nominee: ['Nominee', 'নমিনি'],
  relation: ['Relation', 'সম্পর্ক'],
  date: ['Date', 'তারিখ'],
  source: ['Source', 'উৎস'],
  method: ['Method', 'মাধ্যম'],
  amount: ['Amount', 'পরিমাণ'],
  memberBalance: ["Member's balance", 'সদস্যের স্থিতি'],
  registerBalance: ['Total deposits', 'মোট জমা'],
  kind: ['Entry', 'এন্ট্রি'],
  reference: ['Reference', 'সূত্র'],
  group: ['Held as', 'যেখানে'],
  receipt: ['Receipt', 'প্রাপ্তি'],
  payment: ['Payment', 'পরিশোধ'],
  cashBalance: ['Cash in hand balance', 'হাতে নগদ স্থিতি'],
  bankBalance: ['Bank balance', 'ব্যাংক স্থিতি'],
  walletBalance: ['Mobile wallet balance', 'মোবাইল ওয়ালেট স্থিতি'],
  none: ['No entries in this period.', 'এই সময়ে কোনো এন্ট্রি নেই।'],
  contribution: ['Monthly contribution', 'মাসিক চাঁদা'],
  deposit: ['Deposit', 'জমা'],
  income: ['Income', 'আয়'],
  expense: ['Expense', 'ব্যয়'],
  refund: ['Refund', 'ফেরত'],
  cash: ['Cash in hand', 'হাতে নগদ'],
  bank: ['Bank', 'ব্যাংক'],
  wallet: ['Mobile wallet', 'মোবাইল ওয়ালেট'],
} as const satisfies Record<string, readonly [string, string]>;

export function registerWord(key: keyof typeof W, lang: StatementLang): string {
  return W[key][lang === 'bn' ? 1 : 0];
}

/** A calendar day as dd/mm/yyyy in the language's digits. */
export const dayText = (lang: StatementLang, iso: string) =>
  digits(lang, iso.slice(0, 10).split('-').reverse().join('/'));

export type RegisterData =
  | { kind: 'members'; page: MemberRegisterPage }
  | { kind: 'deposits'; page: DepositRegisterPage }
  | { kind: 'cash-book'; page: CashBookPage };

export function registerTable(
  data: RegisterData,
  range: { from: string; to: string },
  lang: StatementLang,
  format: 'pdf' | 'csv',
): PdfTable {
  const w = (key: keyof typeof W) => registerWord(key, lang);
  const day = (iso: string | null) => (iso ? dayText(lang, iso) : '');
  const summary: PdfTable['summary'] = [
    [w('period'), `${day(range.from)} – ${day(range.to)}`],
    [w('count'), digits(lang, data.page.total)],
  ];
  const base = { title: w(data.kind), summary };
  if (data.kind === 'members') {
    const wide = format === 'csv';
    return {
      ...base,
      columns: [
        w('memberNo'),
        w('name'),
        w('father'),
        ...(wide ? [w('business'), w('address')] : []),
        w('joined'),
        w('death'),
        w('nominee'),
        ...(wide ? [w('relation')] : []),
      ],
      rows: data.page.entries.map((m) => [
        digits(lang, m.member_no),
        m.name,
        m.father,
        ...(wide ? [m.business, m.address] : []),
        day(m.joined_on),
        day(m.deceased_on),
        wide
          ? (m.nominee ?? '')
          : m.nominee
            ? `${m.nominee}${m.nominee_relation ? ` (${m.nominee_relation})` : ''}`
            : '',
        ...(wide ? [m.nominee_relation ?? ''] : []),
      ]),
      widths: wide ? undefined : [0.9, 2, 1.8, 1.1, 1.1, 2.2],
    };
  }
  const csv = format === 'csv';
  if (data.kind === 'deposits') {
    // The PDF leaves out the source to keep crore-sized balances whole on an A4 page; the CSV has it.
    return {
      ...base,
      summary: [...summary, [w('closing'), data.page.closing]],
      columns: [
        w('date'),
        w('memberNo'),
        w('name'),
        ...(csv ? [w('source')] : []),
        w('method'),
        w('amount'),
        w('memberBalance'),
        w('registerBalance'),
      ],
      rows: data.page.entries.map((e) => [
        day(e.date),
        digits(lang, e.member_no),
        e.name,
        ...(csv ? [sourceLabel(e.source, lang)] : []),
        paymentMethodLabel(e.method, lang),
        e.amount,
        e.member_balance,
        e.register_balance,
      ]),
      widths: csv ? undefined : [1.15, 0.7, 1.6, 0.8, 1.3, 1.35, 1.5],
      landscape: !csv,
    };
  }
  // Each account's running balance in its own column; the PDF names where the money is held, the CSV the
  // method too. Sideways A4 gives five amount columns room for crores.
  return {
    ...base,
    columns: [
      w('date'),
      w('kind'),
      w('reference'),
      ...(csv ? [w('method')] : []),
      w('group'),
      w('receipt'),
      w('payment'),
      w('cashBalance'),
      w('bankBalance'),
      w('walletBalance'),
    ],
    rows: data.page.entries.map((e) => [
      day(e.date),
      w(e.kind),
      digits(lang, e.reference),
      ...(csv ? [paymentMethodLabel(e.method, lang)] : []),
      w(e.group),
      e.receipt === 0 ? '' : e.receipt,
      e.payment === 0 ? '' : e.payment,
      e.balances.cash,
      e.balances.bank,
      e.balances.wallet,
    ]),
    widths: csv ? undefined : [1, 1.1, 1.9, 1, 1.25, 1.25, 1.35, 1.35, 1.35],
    landscape: !csv,
  };
}
