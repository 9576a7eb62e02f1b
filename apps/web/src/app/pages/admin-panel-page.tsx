import { canAccessArea } from '@samity/domain';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import { AddAdminDialog } from '../../features/admin/admins/add-admin-dialog';
import { AdminsTable } from '../../features/admin/admins/admins-table';
import type { IssuedAdminPassword } from '../../features/admin/admins/temporary-password-dialog';
import { TwoPersonSettings } from '../../features/admin/admins/two-person-settings';
import { ApiKeysTable } from '../../features/admin/api-keys/api-keys-table';
import { MemberAccountsTable } from '../../features/admin/member-accounts/member-accounts-table';
import { AdminPasswordForm } from '../../features/admin/password/password-form';
import { ComplianceCalendar } from '../../features/finance/year-end/compliance-calendar';
import { useTranslation } from '../../i18n/use-translation';
import { useAdmin } from '../../lib/use-admin';
import { usePageTitle } from '../../lib/use-page-title';
import './admin-panel.css';

/**
 * /Admin: the admins and their lifecycle (Full_Access+) with the two-person rule's setting, the logged-in
 * admin's own password, the members' login state with one-time temporary passwords, and (for Full_Access+)
 * the integrators' API keys.
 */
export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('adminPanel.title'));
  const admin = useAdmin();
  const [adding, setAdding] = useState(false);
  const [changingOwn, setChangingOwn] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedAdminPassword | null>(null);

  return (
    <section className="page admin-panel">
      <h1>{t('adminPanel.title')}</h1>
      <ComplianceCalendar />
      <div className="panel-heading">
        <h2>{t('adminPanel.adminsTitle')}</h2>
        <button type="button" className="button button-secondary" onClick={() => setChangingOwn(true)}>
          {t('adminPanel.changeOwn')}
        </button>
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
      <AdminsTable self={admin} issued={issued} onIssued={setIssued} onDone={setSaved} />
      {/* The two-person rule's setting guards the admins above; Full_Access+ sets it, as the server enforces. */}
      {canAccessArea(admin.privilege, 'addAdmin') && <TwoPersonSettings />}
      <MemberAccountsTable />
      {/* API keys are managed by Full_Access+ in person; the server enforces the same rule. */}
      {canAccessArea(admin.privilege, 'apiKeys') && <ApiKeysTable privilege={admin.privilege} />}
      <AddAdminDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(created) => {
          setAdding(false);
          setSaved(t('adminPanel.saved', { name: created.name }));
          setIssued(created);
        }}
      />
      <Modal open={changingOwn} title={t('adminPanel.changeOwnTitle')} onClose={() => setChangingOwn(false)}>
        <AdminPasswordForm title={t('adminPanel.changeOwnTitle')} />
      </Modal>
    </section>
  );
}
