import type { UpdateRequest } from '@samity/domain';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { REQUEST_FIELDS } from './request-update-dialog';

/** The member's own update requests, newest first, with their status. */
export function UpdateRequestsList() {
  const { t } = useTranslation('member');
  const { moment } = useFormat();
  const requests = trpc.member.updateRequests.list.useQuery();
  const fieldLabel = (field: string) =>
    (REQUEST_FIELDS as readonly string[]).includes(field) ? t(`dashboard.requests.fields.${field}`) : field;
  const columns: DataColumn<UpdateRequest>[] = [
    { id: 'created_at', header: t('dashboard.requests.date'), cell: (r) => moment(r.created_at) },
    { id: 'field', primary: true, header: t('dashboard.requests.field'), cell: (r) => fieldLabel(r.field) },
    { id: 'correct_version', header: t('dashboard.requests.correctVersion'), cell: (r) => r.correct_version },
    {
      id: 'status',
      header: t('dashboard.requests.status'),
      cell: (r) => (
        <span className={`badge ${r.status === 'solved' ? 'badge-ok' : 'badge-wait'}`}>
          {t(`dashboard.requests.${r.status}`)}
        </span>
      ),
    },
  ];
  return (
    <>
      <h3>{t('dashboard.requests.title')}</h3>
      <DataTable
        label={t('dashboard.requests.title')}
        columns={columns}
        rows={requests.data}
        rowId={(r) => String(r.id)}
        loading={requests.isPending}
        failed={requests.isError}
        onRetry={() => void requests.refetch()}
        emptyText={t('dashboard.requests.empty')}
        pageSize={10}
      />
    </>
  );
}
