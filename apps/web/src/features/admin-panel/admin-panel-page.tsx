import { canAccessArea } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { trpc } from '../../lib/trpc';
import { usePageTitle } from '../../lib/use-page-title';
import { AddAdminDialog } from './add-admin-dialog';
import { MemberAccountsTable } from './member-accounts-table';
import { useAdmin } from './use-admin';
import './admin-panel.css';

/** /Admin: the admins, and the members' login state with one-time temporary passwords (D1). */
export function AdminPanelPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminPanel.title'));
  const admin = useAdmin();
  const admins = trpc.admin.panel.admins.useQuery();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section className="page admin-panel">
      <h1>{t('adminPanel.title')}</h1>
      <div className="panel-heading">
        <h2>{t('adminPanel.adminsTitle')}</h2>
        {/* The spec shows Add only to exactly Full_Access+; the server enforces the same rule. */}
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
      {admins.isPending && <Spinner />}
      {admins.isError && <p role="alert">{t('adminPanel.loadFailed')}</p>}
      {admins.data && (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('adminPanel.adminsTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('adminPanel.name')}</th>
                <th scope="col">{t('adminPanel.phone')}</th>
                <th scope="col">{t('adminPanel.privilege')}</th>
              </tr>
            </thead>
            <tbody>
              {admins.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.name}</td>
                  <td>{row.phone}</td>
                  <td>{row.privilege}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MemberAccountsTable />
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
