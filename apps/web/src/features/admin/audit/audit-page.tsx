import { FINANCE_PAGE_SIZE } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadCsv } from '../../../lib/download-csv';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuditDetailsDialog } from './audit-details-dialog';
import { type AuditRow, showValue } from './audit-diff';
import { AuditFilters, type Filters, NO_FILTERS } from './audit-filters';
import { auditActionLabel, auditAreaLabel, auditRecordLabel } from './audit-words';
import './audit.css';

/**
 * /Action: who did what and when, newest first, 25 a page from the server, filtered by admin, area and
 * dates; each entry's record before and after in a dialog; the page as shown exported to CSV. Actions, areas
 * and records are shown in words (audit-words.ts), times in Dhaka, digits in the page's language.
 */
export function AuditTrailPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('audit.title'));
  const { moment, digits, lng } = useFormat();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const input = {
    admin_id: filters.adminId ? Number(filters.adminId) : undefined,
    area: filters.area || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    limit: FINANCE_PAGE_SIZE,
    offset: page * FINANCE_PAGE_SIZE,
  };
  const list = trpc.admin.audit.list.useQuery(input, {
    enabled: !badRange,
    placeholderData: keepPreviousData,
  });
  const entries = badRange ? [] : list.data?.entries;
  const total = badRange ? 0 : (list.data?.total ?? 0);

  // Stable columns and row buttons: the table keeps its cells (and the focused button) across re-renders,
  // so closing the details dialog can give the focus back to the button that opened it.
  const columns = useMemo<DataColumn<AuditRow>[]>(
    () => [
      { id: 'at', nowrap: true, header: t('audit.when'), cell: (e) => moment(e.at) },
      { id: 'actor', header: t('audit.who'), cell: (e) => digits(e.actor) },
      {
        id: 'action',
        primary: true,
        header: t('audit.action'),
        cell: (e) => auditActionLabel(e.action, lng),
      },
      { id: 'area', priority: 2, header: t('audit.area'), cell: (e) => auditAreaLabel(e.area, lng) },
      { id: 'record', header: t('audit.record'), cell: (e) => auditRecordLabel(e, lng) },
    ],
    [t, moment, digits, lng],
  );
  const detailsButton = useCallback(
    (e: AuditRow) => (
      <button
        type="button"
        className="button button-small button-secondary"
        aria-label={t('audit.detailsFor', {
          action: auditActionLabel(e.action, lng),
          record: auditRecordLabel(e, lng),
        })}
        onClick={() => setOpen(e)}
      >
        {t('audit.details')}
      </button>
    ),
    [t, lng],
  );

  function exportCsv() {
    if (!entries) return;
    downloadCsv(
      `audit-trail-page-${page + 1}.csv`,
      [...columns.map((c) => c.header), t('audit.before'), t('audit.after'), t('audit.ip')],
      // In words like the table; the records before and after stay JSON, to be read by tools.
      entries.map((e) => [
        moment(e.at),
        digits(e.actor),
        auditActionLabel(e.action, lng),
        auditAreaLabel(e.area, lng),
        auditRecordLabel(e, lng),
        showValue(e.before ?? undefined),
        showValue(e.after ?? undefined),
        e.ip ?? '',
      ]),
    );
  }

  return (
    <section className="page audit-trail">
      <h1>{t('audit.title')}</h1>
      <p className="page-intro">{t('audit.intro')}</p>
      <AuditFilters
        value={filters}
        badRange={badRange}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <div className="audit-toolbar">
        <button
          type="button"
          className="button button-secondary"
          disabled={!entries || entries.length === 0}
          onClick={exportCsv}
        >
          {t('audit.exportCsv')}
        </button>
      </div>
      <DataTable
        label={t('audit.tableLabel')}
        columns={columns}
        rows={entries}
        rowId={(e) => String(e.id)}
        loading={!badRange && list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('audit.empty')}
        actionsHeader={t('audit.details')}
        actions={detailsButton}
      />
      <ServerPager
        label={t('audit.tableLabel')}
        page={page}
        pageSize={FINANCE_PAGE_SIZE}
        total={total}
        busy={list.isFetching}
        onPage={setPage}
      />
      {open && <AuditDetailsDialog entry={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
