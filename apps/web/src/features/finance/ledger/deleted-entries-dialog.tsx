import { type DeletedFinancialEntry, FINANCE_PAGE_SIZE } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { TypeBadge } from './type-badge';

interface Props {
  open: boolean;
  onClose(): void;
}

/** The deleted entries, a page at a time: what was deleted, who deleted it and when. */
export function DeletedEntriesDialog({ open, onClose }: Props) {
  const { t } = useTranslation('finance');
  return (
    <Modal open={open} title={t('ledger.deleted.title')} onClose={onClose} className="ledger-deleted-dialog">
      <DeletedEntriesTable />
    </Modal>
  );
}

function DeletedEntriesTable() {
  const { t } = useTranslation('finance');
  const { taka, date, moment } = useFormat();
  const vocabulary = useVocabulary();
  const [page, setPage] = useState(0);
  const deleted = trpc.finance.ledger.deleted.useQuery(
    { limit: FINANCE_PAGE_SIZE, offset: page * FINANCE_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const title = t('ledger.deleted.title');
  const columns: DataColumn<DeletedFinancialEntry>[] = [
    { id: 'type', header: t('ledger.columns.type'), cell: (e) => <TypeBadge type={e.type} /> },
    { id: 'date', nowrap: true, header: t('ledger.columns.date'), cell: (e) => date(e.date) },
    {
      id: 'source',
      primary: true,
      header: t('ledger.columns.source'),
      cell: (e) => vocabulary.source(e.source),
    },
    { id: 'amount', header: t('ledger.columns.amount'), cell: (e) => taka(e.amount) },
    { id: 'deleted_by', header: t('ledger.deleted.deletedBy'), cell: (e) => e.deleted_by },
    {
      id: 'deleted_at',
      priority: 2,
      header: t('ledger.deleted.deletedAt'),
      cell: (e) => moment(e.deleted_at),
    },
  ];
  return (
    <>
      <DataTable
        label={title}
        columns={columns}
        rows={deleted.data?.entries}
        rowId={(e) => String(e.id)}
        loading={deleted.isPending}
        failed={deleted.isError && !deleted.data}
        onRetry={() => void deleted.refetch()}
        emptyText={t('ledger.deleted.empty')}
      />
      <ServerPager
        label={title}
        pageSize={FINANCE_PAGE_SIZE}
        page={page}
        total={deleted.data?.total}
        busy={deleted.isFetching}
        onPage={setPage}
      />
    </>
  );
}
