import { EXPENSES_PAGE_SIZE, type LedgerEntry } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ImageViewer } from '../../../components/image-viewer';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';

/** The society's ledger as members see it: active entries, newest first, a page at a time from the server. */
export function ExpensesSection() {
  const { t } = useTranslation('member');
  const { taka, date, digits } = useFormat();
  const vocabulary = useVocabulary();
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<{ entry: LedgerEntry; index: number } | null>(null);
  const entries = trpc.member.expenses.list.useQuery(
    { limit: EXPENSES_PAGE_SIZE, offset: page * EXPENSES_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const total = entries.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EXPENSES_PAGE_SIZE));
  const title = t('dashboard.expenses.title');

  const columns: DataColumn<LedgerEntry>[] = [
    { id: 'date', nowrap: true, header: t('dashboard.expenses.date'), cell: (e) => date(e.date) },
    {
      id: 'type',
      header: t('dashboard.expenses.type'),
      cell: (e) => (
        <span className={`badge ${e.type === 'Income' ? 'badge-ok' : 'badge-due'}`}>
          {t(`dashboard.expenses.types.${e.type}`)}
        </span>
      ),
    },
    {
      id: 'source',
      primary: true,
      header: t('dashboard.expenses.source'),
      cell: (e) => vocabulary.source(e.source),
    },
    {
      id: 'method',
      priority: 3,
      header: t('dashboard.expenses.method'),
      cell: (e) => vocabulary.paymentMethod(e.method),
    },
    { id: 'note', priority: 2, header: t('dashboard.expenses.note'), cell: (e) => e.note || '—' },
    { id: 'amount', header: t('dashboard.expenses.amount'), cell: (e) => taka(e.amount) },
    {
      id: 'receipts',
      header: t('dashboard.expenses.receipts'),
      cell: (e) =>
        e.receipts.length === 0 ? (
          <span className="muted">{t('dashboard.expenses.noReceipts')}</span>
        ) : (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => setViewing({ entry: e, index: 0 })}
          >
            {t('dashboard.expenses.viewReceipts', { count: e.receipts.length, n: digits(e.receipts.length) })}
            <span className="visually-hidden"> {`${vocabulary.source(e.source)} ${date(e.date)}`}</span>
          </button>
        ),
    },
  ];

  const images =
    viewing?.entry.receipts.map((src, i) => ({
      src,
      alt: t('dashboard.expenses.receiptAlt', { n: digits(i + 1), source: viewing.entry.source }),
    })) ?? [];

  return (
    <DashboardSection id={SECTION_IDS.expenses} title={title}>
      <DataTable
        label={title}
        columns={columns}
        rows={entries.data?.entries}
        rowId={(e) => String(e.id)}
        loading={entries.isPending}
        failed={entries.isError && !entries.data}
        onRetry={() => void entries.refetch()}
        emptyText={t('dashboard.expenses.empty')}
      />
      {pages > 1 && (
        <nav className="pager" aria-label={t('common.table.pages', { label: title })}>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page === 0 || entries.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('common.table.previous')}
          </button>
          <p aria-live="polite">
            {t('dashboard.expenses.page', {
              page: digits(page + 1),
              pages: digits(pages),
              total: digits(total),
            })}
          </p>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page + 1 >= pages || entries.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('common.table.next')}
          </button>
        </nav>
      )}
      <ImageViewer
        images={images}
        index={viewing?.index ?? null}
        onIndexChange={(index) => setViewing((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewing(null)}
        title={t('dashboard.expenses.viewerTitle', {
          n: digits((viewing?.index ?? 0) + 1),
          total: digits(images.length),
        })}
      />
    </DashboardSection>
  );
}
