import type { MemberAccount } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { trpc } from '../../lib/trpc';
import { serverMessageOr } from '../auth/client-errors';

function passwordState(member: MemberAccount): string {
  if (!member.has_password) return 'adminPanel.passwordNone';
  return member.password_is_initial ? 'adminPanel.passwordInitial' : 'adminPanel.passwordOwn';
}

/** Members and their login state; never a password (D1). A temporary password is shown once, here. */
export function MemberAccountsTable() {
  const { t } = useTranslation();
  const members = trpc.admin.panel.members.useQuery();
  const utils = trpc.useUtils();
  const issue = trpc.admin.panel.issueTemporaryPassword.useMutation();
  const [filter, setFilter] = useState('');
  const [issued, setIssued] = useState<{ member_no: string; temporary_password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function issueFor(memberNo: string) {
    if (!window.confirm(t('adminPanel.issueConfirm', { memberNo }))) return;
    setFailure(null);
    try {
      setIssued(await issue.mutateAsync({ member_no: memberNo }));
      await utils.admin.panel.members.invalidate();
    } catch (error) {
      setFailure(serverMessageOr(error, t('adminPanel.issueFailed')));
    }
  }

  const term = filter.trim().toLowerCase();
  const rows = (members.data ?? []).filter(
    (m) => !term || m.member_no.toLowerCase().includes(term) || m.name.toLowerCase().includes(term),
  );

  return (
    <>
      <h2>{t('adminPanel.membersTitle')}</h2>
      <div className="search-box">
        <label htmlFor="member-accounts-filter">{t('adminPanel.filterLabel')}</label>
        <input
          id="member-accounts-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      {members.isPending && <Spinner />}
      {members.isError && <p role="alert">{t('adminPanel.loadFailed')}</p>}
      {members.data && (
        <div className="table-scroll">
          <table className="data-table" aria-label={t('adminPanel.membersTitle')}>
            <thead>
              <tr>
                <th scope="col">{t('adminPanel.memberNo')}</th>
                <th scope="col">{t('adminPanel.name')}</th>
                <th scope="col">{t('adminPanel.phone')}</th>
                <th scope="col">{t('adminPanel.passwordState')}</th>
                <th scope="col">{t('adminPanel.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <tr key={member.member_no}>
                  <td>{member.member_no}</td>
                  <td>{member.name}</td>
                  <td>{member.phone}</td>
                  <td>{t(passwordState(member))}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      disabled={issue.isPending}
                      aria-label={`${t('adminPanel.issue')}: ${member.member_no}`}
                      onClick={() => void issueFor(member.member_no)}
                    >
                      {t('adminPanel.issue')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal open={issued !== null} title={t('adminPanel.issuedTitle')} onClose={() => setIssued(null)}>
        {issued && (
          <div className="issued-password">
            <p>{t('adminPanel.issuedText', { memberNo: issued.member_no })}</p>
            <p>
              <code data-testid="temporary-password">{issued.temporary_password}</code>
            </p>
            <p>{t('adminPanel.issuedOnce')}</p>
            <button type="button" className="button" onClick={() => setIssued(null)}>
              {t('adminPanel.close')}
            </button>
          </div>
        )}
      </Modal>
    </>
  );
}
