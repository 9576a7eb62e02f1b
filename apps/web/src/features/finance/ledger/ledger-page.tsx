import { FINANCE_PAGE_SIZE, FINANCIAL_ENTRY_TYPES, type FinancialEntry } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { ServerPager } from '../../../components/data-table/pager';
import { ReverseDialog } from '../../../components/reversal/reverse-dialog';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { useSearchParams } from '../../../lib/navigation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddEntryDialog } from './add-entry-dialog';
import { DeletedEntriesDialog } from './deleted-entries-dialog';
import { EditEntryDialog } from './edit-entry-dialog';
import { LedgerChart } from './ledger-chart';
import { filtersFromSearch, searchOfFilters } from './ledger-filters';
import { LedgerTable } from './ledger-table';
import { ReceiptsViewer } from './receipts-viewer';
import { SourceFilter } from './source-filter';
import { type LedgerFilters, useLedgerExport } from './use-ledger-export';
import './ledger.css';
import { DateInput } from '../../../components/date-field/date-input';

/**
 * /FinancialExpenses: the society's income and expense ledger, newest first with the running balance, a
 * page at a time from the server and filtered there by type, dates and source (kept in the address, so a
 * year-end figure's link opens its entries); add, update and (soft) delete entries with their receipt
 * pictures; the deleted entries; CSV export; income against expense by month.
 */
export function LedgerPage() {
  const { t } = useTranslation('finance');
  const { t: tc } = useTranslation();
  const title = t('ledger.title');
  usePageTitle(title);
  const id = useId();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const [adding, setAdding] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<FinancialEntry | null>(null);
  const [viewing, setViewing] = useState<FinancialEntry | null>(null);
  const { confirm, dialog } = useConfirm();
  const remove = trpc.finance.ledger.delete.useMutation();
  const reverse = trpc.finance.ledger.reverse.useMutation();
  const [reversing, setReversing] = useState<FinancialEntry | null>(null);
  const { exporting, exportCsv } = useLedgerExport(filters);
  const list = trpc.finance.ledger.list.useQuery(
    { ...filters, limit: FINANCE_PAGE_SIZE, offset: page * FINANCE_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const entries = list.data?.entries;

  // A page left empty by a delete (the last row of the last page) shows the page before it.
  useEffect(() => {
    if (page > 0 && entries?.length === 0) setPage((p) => p - 1);
  }, [page, entries]);

  const filter = (next: LedgerFilters) => {
    setParams(searchOfFilters(next), { replace: true });
    setPage(0);
  };
  const filtered = Object.keys(searchOfFilters(filters)).length > 0;

  async function deleteEntry(entry: FinancialEntry) {
    const yes = await confirm({
      title: t('ledger.deleteTitle'),
      message: t('ledger.deleteConfirm'),
      confirmLabel: t('ledger.delete'),
    });
    if (!yes) return;
    setStatus(null);
    try {
      await remove.mutateAsync({ id: entry.id });
      setStatus({ kind: 'success', text: t('ledger.deletedOne', { source: entry.source }) });
      await utils.finance.ledger.invalidate();
    } catch (error) {
      const reason = apiErrorText(error, t, 'ledger.deleteFailed');
      const failed = t('ledger.deleteFailed');
      setStatus({ kind: 'error', text: reason === failed ? failed : `${failed} ${reason}` });
    }
  }

  return (
    <section className="page finance-ledger">
      <h1>{title}</h1>
      <div className="ledger-toolbar">
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('ledger.add.open')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setShowDeleted(true)}>
          {t('ledger.deleted.open')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={exporting || !entries || entries.length === 0}
          onClick={() => void exportCsv().then(setStatus)}
        >
          {exporting ? t('ledger.export.busy') : t('ledger.export.open')}
        </button>
      </div>
      <fieldset className="ledger-filters">
        <legend>{t('ledger.filters.label')}</legend>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('ledger.filters.type')}</label>
          <select
            id={`${id}-type`}
            value={filters.type ?? ''}
            onChange={(event) =>
              filter({ ...filters, type: (event.target.value || undefined) as LedgerFilters['type'] })
            }
          >
            <option value="">{t('ledger.filters.all')}</option>
            {FINANCIAL_ENTRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`ledger.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('ledger.filters.from')}</label>
          <DateInput
            id={`${id}-from`}
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(from) => filter({ ...filters, from: from || undefined })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('ledger.filters.to')}</label>
          <DateInput
            id={`${id}-to`}
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(to) => filter({ ...filters, to: to || undefined })}
          />
        </div>
        <SourceFilter
          id={`${id}-source`}
          value={filters.source ?? ''}
          onChange={(source) => filter({ ...filters, source: source || undefined })}
        />
        {filtered && (
          <button type="button" className="button button-secondary" onClick={() => filter({})}>
            {t('ledger.filters.clear')}
          </button>
        )}
      </fieldset>
      <StatusBox status={status} />
      {filtered && list.data && (
        // A year-end figure's link lands here: the entries of every page added up, to check against it.
        <p className="ledger-totals">
          {t('ledger.listedTotals', {
            income: format.taka(list.data.income_total),
            expense: format.taka(list.data.expense_total),
          })}
        </p>
      )}
      <LedgerTable
        label={title}
        rows={entries}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('ledger.noMatch') : t('ledger.empty')}
        onUpdate={(entry) => {
          setStatus(null);
          setEditing(entry);
        }}
        onDelete={(entry) => void deleteEntry(entry)}
        onReverse={setReversing}
        onViewReceipts={setViewing}
      />
      {reversing && (
        <ReverseDialog
          what={t('ledger.reverseWhat', {
            amount: format.taka(reversing.amount),
            date: format.date(reversing.date),
            source: reversing.source,
          })}
          onReverse={async (reason) => {
            await reverse.mutateAsync({ id: reversing.id, reason });
            await utils.finance.ledger.invalidate();
            setStatus({ kind: 'success', text: tc('reversal.done') });
          }}
          onClose={() => setReversing(null)}
        />
      )}
      <ServerPager
        label={title}
        pageSize={FINANCE_PAGE_SIZE}
        page={page}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
      <LedgerChart />
      {dialog}
      <AddEntryDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(entry) => {
          setAdding(false);
          setPage(0);
          setStatus({ kind: 'success', text: t('ledger.added', { source: entry.source }) });
        }}
      />
      {editing && (
        <EditEntryDialog
          key={editing.id}
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={(entry) => {
            setEditing(null);
            setStatus({ kind: 'success', text: t('ledger.updated', { source: entry.source }) });
          }}
        />
      )}
      <DeletedEntriesDialog open={showDeleted} onClose={() => setShowDeleted(false)} />
      <ReceiptsViewer entry={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
