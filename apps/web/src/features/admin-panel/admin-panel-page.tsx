import { type AdminAccount, canAccessArea } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/data-table/data-table';
import { trpc } from '../../lib/trpc';
import { usePageTitle } from '../../lib/use-page-title';
import { AddAdminDialog } from './add-admin-dialog';
import { ApiKeysTable } from './api-keys-table';
import { MemberAccountsTable } from './member-accounts-table';
import { useAdmin } from './use-admin';
import './admin-panel.css';

/**
 * /Admin: the admins, the members' login state with one-time temporary passwords, and (for Full_Access+)
 * the integrators' API keys.
 */
export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('adminPanel.title'));
  const admin = useAdmin();
  const admins = trpc.admin.admins.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const columns: DataColumn<AdminAccount>[] = [
    { id: 'name', header: t('adminPanel.name'), cell: (row) => row.name },
    { id: 'phone', header: t('adminPanel.phone'), cell: (row) => row.phone },
    { id: 'privilege', header: t('adminPanel.privilege'), cell: (row) => row.privilege },
  ];

  return (
    <section className="page admin-panel">
      <h1>{t('adminPanel.title')}</h1>
      <div className="panel-heading">
        <h2>{t('adminPanel.adminsTitle')}</h2>
        {/* Add is offered to exactly Full_Access+; the server enforces the same rule. */}
        {canAccessArea(admin.privilege, 'addAdmin') && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('adminPanel.add')}
          </button>
        )}
      </div>
      {saved && (
        <div className="success-box" role="status">
          {saved}
        </div>
      )}
      <DataTable
        label={t('adminPanel.adminsTitle')}
        columns={columns}
        rows={admins.data}
        rowId={(row) => String(row.id)}
        loading={admins.isPending}
        failed={admins.isError}
        onRetry={() => void admins.refetch()}
        emptyText={t('adminPanel.noAdmins')}
      />
      <MemberAccountsTable />
      {/* API keys are managed by Full_Access+ in person; the server enforces the same rule. */}
      {canAccessArea(admin.privilege, 'apiKeys') && <ApiKeysTable privilege={admin.privilege} />}
      <AddAdminDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(name) => {
          setAdding(false);
          setSaved(t('adminPanel.saved', { name }));
        }}
      />
    </section>
  );
}
