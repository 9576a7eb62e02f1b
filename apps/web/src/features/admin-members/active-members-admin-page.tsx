import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { ActiveMembersList } from './active-members-list';
import { AddMemberDialog } from './add-member-dialog';
import { DataUpdatesList } from './data-updates-list';
import { ImportMembersDialog } from './import-members-dialog';
import { UpdateMemberPanel } from './update-member-panel';
import './admin-members.css';

/** /ActiveMembersAdmin: the members list with search, add, CSV export and import, update, and requests. */
export function ActiveMembersAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('membersAdmin.activeTitle'));
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <section className="page admin-members">
      <h1>{t('membersAdmin.activeTitle')}</h1>
      <div className="panel-heading">
        <h2>{t('membersAdmin.membersTitle')}</h2>
        <div className="heading-actions">
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('membersAdmin.add')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setImporting(true)}>
            {t('membersAdmin.import')}
          </button>
        </div>
      </div>
      {saved && (
        <div className="success-box" role="status">
          {saved}
        </div>
      )}
      <ActiveMembersList />
      <UpdateMemberPanel />
      <DataUpdatesList />
      <AddMemberDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(message) => {
          setAdding(false);
          setSaved(message);
        }}
      />
      <ImportMembersDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(message) => {
          setImporting(false);
          setSaved(message);
        }}
      />
    </section>
  );
}
