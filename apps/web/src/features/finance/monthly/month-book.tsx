import type { MonthlyContributionRow, MonthlyContributions } from '@samity/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { downloadCsv } from '../../../lib/download-csv';
import { useFormat } from '../../../lib/use-format';
import { MonthSummary } from './month-summary';
import { contributionsCsvRows, filterContributions } from './monthly-values';
import { PaymentsDialog } from './payments-dialog';

const PAGE_SIZE = 25;

interface Props {
  month: string;
  contributions: MonthlyContributions;
}

/**
 * A month that has its book: the summary, the book's rows (green and "PAID" when nothing is due, red while
 * something is), a search, the PDF of the book and the CSV of the rows shown. A row's payment opens its
 * payments.
 */
export function MonthBook({ month, contributions }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The open row is looked up in the latest data, so its figures follow a saved payment.
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = useMemo(() => filterContributions(contributions.data, search), [contributions.data, search]);
  const open = contributions.data.find((row) => row.id === openId) ?? null;
  const book = contributions.book;

  // Stable columns: the table renders each cell as a component of its column, so new columns on every render
  // would replace the row's buttons (and lose the focus a closing dialog gives back to its opener).
  const columns = useMemo<DataColumn<MonthlyContributionRow>[]>(
    () => [
      { id: 'member_no', header: t('monthly.table.memberNo'), cell: (row) => format.digits(row.member_no) },
      { id: 'name', primary: true, header: t('monthly.table.name'), cell: (row) => row.name },
      { id: 'phone', priority: 2, header: t('monthly.table.phone'), cell: (row) => format.digits(row.phone) },
      { id: 'month', header: t('monthly.table.month'), cell: (row) => format.month(row.month) },
      { id: 'payable', header: t('monthly.table.payable'), cell: (row) => format.taka(row.payable) },
      {
        id: 'payment',
        header: t('monthly.table.payment'),
        cell: (row) => (
          <button
            type="button"
            className="button button-secondary button-small payment-button"
            // The amount first, as shown, then whose payments it opens (one name for voice control and readers).
            aria-label={t('monthly.table.openPayments', { amount: format.taka(row.payment), name: row.name })}
            onClick={() => setOpenId(row.id)}
          >
            {format.taka(row.payment)}
          </button>
        ),
      },
      {
        id: 'due',
        header: t('monthly.table.due'),
        cell: (row) =>
          row.due === 0 ? (
            <span className="due-cell due-paid">
              {format.taka(0)} <strong className="paid-badge">{t('monthly.table.paid')}</strong>
            </span>
          ) : (
            <span className="due-cell due-owing">{format.taka(row.due)}</span>
          ),
      },
    ],
    [t, format],
  );

  const exportCsv = () =>
    downloadCsv(
      `monthly-contributions-${month}${search.trim() ? '-filtered' : ''}.csv`,
      [
        t('monthly.table.memberNo'),
        t('monthly.table.name'),
        t('monthly.table.phone'),
        t('monthly.table.month'),
        t('monthly.table.payable'),
        t('monthly.table.payment'),
        t('monthly.table.due'),
      ],
      contributionsCsvRows(rows),
    );

  const tableLabel = t('monthly.table.label', { month: format.month(month) });
  return (
    <>
      <MonthSummary month={month} summary={contributions.summary} />
      {book && (
        <p className="book-info">
          {t('monthly.book.contribution', { amount: format.taka(book.amount) })}{' '}
          <span className="field-hint">{t('monthly.book.help')}</span>
        </p>
      )}
      <h2>{tableLabel}</h2>
      <div className="monthly-toolbar">
        <div className="search-box">
          <label htmlFor={searchId}>{t('monthly.table.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="toolbar-actions">
          {book && (
            <a
              className="button button-secondary"
              href={`/api/finance/monthly-book.pdf?month=${encodeURIComponent(month)}`}
              download
            >
              {t('monthly.table.downloadPdf')}
            </a>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={rows.length === 0}
            onClick={exportCsv}
          >
            {t('monthly.table.exportCsv')}
          </button>
        </div>
      </div>
      <p className="list-status" aria-live="polite">
        {t('monthly.table.shown', { count: rows.length, n: format.digits(rows.length) })}
      </p>
      <DataTable
        key={search}
        label={tableLabel}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        emptyText={search.trim() ? t('monthly.table.noMatch') : t('monthly.table.empty')}
        pageSize={PAGE_SIZE}
      />
      <PaymentsDialog row={open} onClose={() => setOpenId(null)} />
    </>
  );
}
