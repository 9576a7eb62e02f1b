import type { MonthlyBookPage, MonthlyContributionRow } from '@samity/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { MonthSummary } from './month-summary';
import { BOOK_PAGE_SIZE, type BookView, contributionsCsvRows } from './monthly-values';

// A row's payments (with the payment form and its schema) and the CSV writer are fetched when first used:
// the month's book is what the desk opens the page for.
const PaymentsDialog = lazy(() => import('./payments-dialog').then((m) => ({ default: m.PaymentsDialog })));

interface Props {
  month: string;
  /** The page of the book the server answered for `view`. */
  contributions: MonthlyBookPage;
  view: BookView;
  onView(next: BookView): void;
  busy: boolean;
}

/**
 * A month that has its book: the summary, a page of the book's rows (green and "PAID" when nothing is due,
 * red while something is), found on the server by member number or name and narrowed to the unpaid rows,
 * the PDF of the book and the CSV of the rows found. A row's payment opens its payments. A book made ahead
 * says its month is upcoming: nothing on it is due until the month starts.
 */
export function MonthBook({ month, contributions, view, onView, busy }: Props) {
  const { t, i18n } = useTranslation('finance');
  const format = useFormat();
  const searchId = useId();
  const unpaidId = useId();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState(view.search);
  // The open row is looked up in the latest data, so its figures follow a saved payment.
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = contributions.entries;
  const open = rows.find((row) => row.id === openId) ?? null;
  const book = contributions.book;
  const filtered = view.search.trim() !== '' || view.unpaid;

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

  // Every row the search and filter find, a page of the largest size at a time (the CSV is the whole list).
  const exportCsv = async () => {
    const found: MonthlyContributionRow[] = [];
    for (let offset = 0; offset === 0 || offset < contributions.total; offset += 100) {
      const page = await utils.finance.monthly.list.fetch({ ...query(view), limit: 100, offset });
      found.push(...page.entries);
      if (page.entries.length < 100) break;
    }
    const { downloadCsv } = await import('../../../lib/download-csv');
    downloadCsv(
      `monthly-contributions-${month}${filtered ? '-filtered' : ''}.csv`,
      [
        t('monthly.table.memberNo'),
        t('monthly.table.name'),
        t('monthly.table.phone'),
        t('monthly.table.month'),
        t('monthly.table.payable'),
        t('monthly.table.payment'),
        t('monthly.table.due'),
      ],
      contributionsCsvRows(found),
    );
  };
  const query = (v: BookView) => ({ month, search: v.search.trim() || undefined, unpaid: v.unpaid });

  const tableLabel = t('monthly.table.label', { month: format.month(month) });
  return (
    <>
      <MonthSummary month={month} summary={contributions.summary} />
      {book?.upcoming && (
        <p className="upcoming-book" role="note">
          <strong>{t('monthly.book.upcoming')}</strong>{' '}
          {t('monthly.book.upcomingText', { month: format.month(month) })}
        </p>
      )}
      {book && (
        <p className="book-info">
          {t('monthly.book.contribution', { amount: format.taka(book.amount) })}{' '}
          <span className="field-hint">{t('monthly.book.help')}</span>
        </p>
      )}
      <h2>{tableLabel}</h2>
      <form
        className="monthly-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          onView({ ...view, search, page: 0 });
        }}
      >
        <div className="search-box">
          <label htmlFor={searchId}>{t('monthly.table.search')}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              // Clearing the box shows the whole book again without another tap.
              if (event.target.value === '' && view.search !== '') onView({ ...view, search: '', page: 0 });
            }}
          />
          <button type="submit" className="button button-secondary">
            {t('monthly.table.find')}
          </button>
        </div>
        <label className="checkbox" htmlFor={unpaidId}>
          <input
            id={unpaidId}
            type="checkbox"
            checked={view.unpaid}
            onChange={(event) => onView({ ...view, unpaid: event.target.checked, page: 0 })}
          />
          {t('monthly.table.unpaidOnly')}
        </label>
        <div className="toolbar-actions">
          {book && (
            <a
              className="button button-secondary"
              href={`/api/finance/monthly-book.pdf?month=${encodeURIComponent(month)}&lang=${i18n.language === 'bn' ? 'bn' : 'en'}`}
              download
            >
              {t('monthly.table.downloadPdf')}
            </a>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={contributions.total === 0}
            onClick={() => void exportCsv()}
          >
            {t('monthly.table.exportCsv')}
          </button>
        </div>
      </form>
      <p className="list-status" aria-live="polite">
        {t('monthly.table.found', { count: contributions.total, n: format.digits(contributions.total) })}
      </p>
      <DataTable
        label={tableLabel}
        columns={columns}
        rows={rows}
        rowId={(row) => String(row.id)}
        emptyText={filtered ? t('monthly.table.noMatch') : t('monthly.table.empty')}
      />
      <ServerPager
        label={tableLabel}
        page={view.page}
        pageSize={BOOK_PAGE_SIZE}
        total={contributions.total}
        busy={busy}
        onPage={(page) => onView({ ...view, page })}
      />
      {open && (
        <Suspense fallback={<Spinner />}>
          <PaymentsDialog row={open} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
