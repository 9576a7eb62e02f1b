import type { Election } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { ElectionDetail } from './election-detail';
import { ScheduleElectionDialog } from './schedule-election-dialog';
import './elections.css';

const PAGE = 20;

/** /ElectionsAdmin: the elections, scheduling one, and the chosen one's voter list, candidates and result. */
export function ElectionsAdminPage() {
  const { t } = useTranslation('elections');
  usePageTitle(t('electionsAdmin.title'));
  const { date } = useFormat();
  const [offset, setOffset] = useState(0);
  const list = trpc.admin.elections.list.useQuery({ limit: PAGE, offset });
  const [scheduling, setScheduling] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.data?.entries.find((e) => e.id === openId) ?? null;

  const columns: DataColumn<Election>[] = [
    { id: 'title', header: t('electionsAdmin.name'), primary: true, cell: (e) => e.title },
    {
      id: 'polling',
      header: t('electionDates.polling_date'),
      label: t('electionDates.polling_date'),
      cell: (e) => date(e.polling_date),
      nowrap: true,
    },
    {
      id: 'state',
      header: t('electionsAdmin.state'),
      label: t('electionsAdmin.state'),
      cell: (e) =>
        e.results_published
          ? t('electionsAdmin.resultsOut')
          : e.candidates_published
            ? t('electionsAdmin.candidatesOut')
            : t('electionsAdmin.scheduled'),
      priority: 2,
    },
  ];

  const total = list.data?.total ?? 0;
  return (
    <section className="page admin-elections">
      <h1>{t('electionsAdmin.title')}</h1>
      <div className="heading-actions">
        <button type="button" className="button" onClick={() => setScheduling(true)}>
          {t('electionSchedule.title')}
        </button>
      </div>
      {saved && (
        <div className="success-box" role="status">
          {saved}
        </div>
      )}
      <DataTable
        label={t('electionsAdmin.title')}
        columns={columns}
        rows={list.data?.entries}
        rowId={(e) => String(e.id)}
        loading={list.isLoading}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('electionsAdmin.empty')}
        actionsHeader={t('electionsAdmin.open')}
        actions={(e) => (
          <button
            type="button"
            className="button button-small"
            aria-pressed={openId === e.id}
            onClick={() => setOpenId(e.id)}
          >
            {t('electionsAdmin.show', { title: e.title })}
          </button>
        )}
      />
      {total > PAGE && (
        <div className="pager">
          <button
            type="button"
            className="button button-secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            {t('electionsAdmin.previous')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={offset + PAGE >= total}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t('electionsAdmin.next')}
          </button>
        </div>
      )}
      {open && <ElectionDetail key={open.id} election={open} />}
      <ScheduleElectionDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        onSaved={(title) => {
          setScheduling(false);
          setSaved(t('electionSchedule.saved', { title }));
        }}
      />
    </section>
  );
}
