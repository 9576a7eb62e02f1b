import { useState } from 'react';
import { ActiveMembersList } from '../../features/admin/members/active-members-list';
import { AddMemberDialog } from '../../features/admin/members/add-member-dialog';
import { ImportMembersDialog } from '../../features/admin/members/import-members-dialog';
import { UpdateMemberPanel } from '../../features/admin/members/update-member-panel';
import { UpdateRequestsList } from '../../features/admin/update-requests/update-requests-list';
import { RotateVerification } from '../../features/admin/verification/rotate-verification';
import { useTranslation } from '../../i18n/use-translation';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/admin/members/members.css';

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
      <UpdateMemberPanel memberActions={(member) => <RotateVerification memberNo={member.member_no} />} />
      <UpdateRequestsList />
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
