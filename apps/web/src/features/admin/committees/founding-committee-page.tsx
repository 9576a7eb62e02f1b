import { DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { committeeColumns } from './committee-columns';
import './committees.css';

/** /FoundingCommitteeAdmin: the founding committee, read only. */
export function FoundingCommitteeAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('committeesAdmin.foundingTitle'));
  const list = trpc.admin.foundingCommittee.list.useQuery();
  return (
    <section className="page admin-committees">
      <h1>{t('committeesAdmin.foundingTitle')}</h1>
      <p className="read-only-note">{t('committeesAdmin.readOnly')}</p>
      <DataTable
        label={t('committeesAdmin.foundingTitle')}
        columns={committeeColumns(t, false)}
        rows={list.data}
        rowId={(m) => String(m.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('committeesAdmin.empty')}
      />
    </section>
  );
}
