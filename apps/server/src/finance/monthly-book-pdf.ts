import type { MonthlyContributions, SocietyConfig } from '@samity/domain';
import { renderTablePdf } from '../pdf/table-pdf';
import { digits, formatTaka, monthText, type StatementLang } from '../statements/statement-text';

type Texts = Record<StatementLang, string>;
const t = (en: string, bn: string): Texts => ({ en, bn });

const LABELS = {
  title: t('Monthly contributions book', 'মাসিক চাঁদার খাতা'),
  collectable: t('Total collectable', 'মোট আদায়যোগ্য'),
  collected: t('Total collected', 'মোট আদায়'),
  paidBy: t('Paid by', 'পরিশোধ করেছেন'),
  memberNo: t('Member No', 'সদস্য নং'),
  name: t('Name', 'নাম'),
  phone: t('Phone', 'ফোন'),
  payable: t('Payable', 'প্রদেয়'),
  payment: t('Payment', 'পরিশোধ'),
  due: t('Due', 'বকেয়া'),
  status: t('Status', 'অবস্থা'),
  paid: t('PAID', 'পরিশোধিত'),
  unpaid: t('DUE', 'বকেয়া'),
  month: t('Month', 'মাস'),
  amount: t('Amount per member', 'সদস্যপ্রতি চাঁদা'),
  created: t('Book created', 'খাতা খোলার তারিখ'),
  issued: t('Issued on', 'প্রস্তুতের তারিখ'),
  empty: t('No members on this book.', 'এই খাতায় কোনো সদস্য নেই।'),
} as const;

/** "12 of 160 members" / "১৬০ জনের মধ্যে ১২ জন". */
const paidByText = (lang: StatementLang, paid: number, of: number) =>
  lang === 'bn' ? `${digits(lang, of)} জনের মধ্যে ${digits(lang, paid)} জন` : `${paid} of ${of} members`;

/** An ISO day (YYYY-MM-DD) as people read it: dd/mm/yyyy, in the language's digits. */
const dayText = (lang: StatementLang, iso: string) =>
  digits(lang, iso.slice(0, 10).split('-').reverse().join('/'));

/**
 * A month's book as a printable A4 PDF, in English or Bengali (Bengali digits, month names and taka with lakh
 * grouping): the letterhead, the month, the book's amount, the summary and every row (member no, name, phone,
 * payable, payment, due and paid or due). The figures are those of the monthly page (finance.monthly.get), so
 * paper and screen agree.
 */
export function renderMonthlyBookPdf(
  data: MonthlyContributions & { book: NonNullable<MonthlyContributions['book']> },
  society: SocietyConfig,
  issuedOn: string,
  lang: StatementLang = 'en',
): Promise<Buffer> {
  const { book, summary } = data;
  const l = (key: keyof typeof LABELS) => LABELS[key][lang];
  const month = monthText(lang, book.month);
  return renderTablePdf(
    {
      title: `${l('title')}: ${month}`,
      summary: [
        [l('collectable'), summary.total_collectable],
        [l('collected'), summary.total_collected],
        [l('paidBy'), paidByText(lang, summary.paid_by_count, data.data.length)],
      ],
      columns: [l('memberNo'), l('name'), l('phone'), l('payable'), l('payment'), l('due'), l('status')],
      rows: data.data.map((row) => [
        digits(lang, row.member_no),
        row.name,
        digits(lang, row.phone),
        row.payable,
        row.payment,
        row.due,
        row.due === 0 ? l('paid') : l('unpaid'),
      ]),
      settled: data.data.map((row) => row.due === 0),
      widths: [1, 2.2, 1.5, 1.3, 1.3, 1.3, 0.8],
    },
    {
      documentTitle: `${l('title')} - ${month}`,
      lang,
      facts: [
        [l('month'), month],
        [l('amount'), formatTaka(lang, book.amount)],
        [l('created'), dayText(lang, book.created_at)],
        [l('issued'), dayText(lang, issuedOn)],
      ],
      money: (taka) => formatTaka(lang, taka),
      emptyText: l('empty'),
    },
    society,
  );
}
