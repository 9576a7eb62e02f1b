import type { MonthlyContributions, SocietyConfig } from '@samity/domain';
import { renderTablePdf } from '../pdf/table-pdf';
import { formatTaka } from '../statements/statement-text';

/**
 * A month's book as a printable A4 PDF (English): the letterhead, the month, the book's amount, the
 * summary and every row (member no, name, phone, payable, payment, due and PAID or DUE), taka with two
 * decimals. The figures are those of the monthly page (finance.monthly.get), so paper and screen agree.
 */
export function renderMonthlyBookPdf(
  data: MonthlyContributions & { book: NonNullable<MonthlyContributions['book']> },
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const { book, summary } = data;
  return renderTablePdf(
    {
      title: `Monthly contributions book: ${book.month}`,
      summary: [
        ['Total collectable', summary.total_collectable],
        ['Total collected', summary.total_collected],
        ['Paid by', `${summary.paid_by_count} of ${data.data.length} members`],
      ],
      columns: ['Member No', 'Name', 'Phone', 'Payable', 'Payment', 'Due', 'Status'],
      rows: data.data.map((row) => [
        row.member_no,
        row.name,
        row.phone,
        row.payable,
        row.payment,
        row.due,
        row.due === 0 ? 'PAID' : 'DUE',
      ]),
      settled: data.data.map((row) => row.due === 0),
      widths: [1, 2.2, 1.5, 1.3, 1.3, 1.3, 0.8],
    },
    {
      documentTitle: `Monthly contributions book - ${book.month}`,
      lang: 'en',
      facts: [
        ['Month', book.month],
        ['Amount per member', formatTaka('en', book.amount)],
        ['Book created', book.created_at.slice(0, 10)],
        ['Issued on', issuedOn],
      ],
      money: (taka) => formatTaka('en', taka),
      emptyText: 'No members on this book.',
    },
    society,
  );
}
