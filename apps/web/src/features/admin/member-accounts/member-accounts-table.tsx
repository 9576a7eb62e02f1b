import type { MemberAccount } from '@samity/domain';
import { useMemo, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import '../../../components/shown-once-dialog.css';
import { useFormat } from '../../../lib/use-format';

/** Members per page of the table (the society has about 170). */
const PAGE_SIZE = 25;

function passwordState(member: MemberAccount): string {
  if (!member.has_password) return 'adminPanel.passwordNone';
  return member.password_is_initial ? 'adminPanel.passwordInitial' : 'adminPanel.passwordOwn';
}

/** Members and their login state; never a password. A temporary password is shown once, here. */
export function MemberAccountsTable() {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const members = trpc.admin.memberAccounts.list.useQuery();
  const utils = trpc.useUtils();
  const issue = trpc.admin.memberAccounts.update.useMutation();
  const { confirm, dialog } = useConfirm();
  const [filter, setFilter] = useState('');
  const [issued, setIssued] = useState<{ member_no: string; temporary_password: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function issueFor(memberNo: string) {
    const yes = await confirm({
      title: t('adminPanel.issueTitle'),
      message: t('adminPanel.issueConfirm', { memberNo }),
      confirmLabel: t('adminPanel.issueAction'),
    });
    if (!yes) return;
    setFailure(null);
    try {
      setIssued(await issue.mutateAsync({ member_no: memberNo }));
      await utils.admin.memberAccounts.invalidate();
    } catch (error) {
      setFailure(apiErrorText(error, t, 'adminPanel.issueFailed'));
    }
  }

  const term = filter.trim().toLowerCase();
  const rows = useMemo(
    () =>
      members.data?.filter(
        (m) => !term || m.member_no.toLowerCase().includes(term) || m.name.toLowerCase().includes(term),
      ),
    [members.data, term],
  );
  const columns: DataColumn<MemberAccount>[] = [
    { id: 'member_no', header: t('adminPanel.memberNo'), cell: (m) => digits(m.member_no) },
    { id: 'name', primary: true, header: t('adminPanel.name'), cell: (m) => m.name },
    { id: 'phone', priority: 2, header: t('adminPanel.phone'), cell: (m) => digits(m.phone) },
    { id: 'password', header: t('adminPanel.passwordState'), cell: (m) => t(passwordState(m)) },
  ];

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
      <DataTable
        label={t('adminPanel.membersTitle')}
        columns={columns}
        rows={rows}
        rowId={(m) => m.member_no}
        loading={members.isPending}
        failed={members.isError}
        onRetry={() => void members.refetch()}
        emptyText={t('adminPanel.noMembers')}
        pageSize={PAGE_SIZE}
        actionsHeader={t('adminPanel.actions')}
        actions={(member) => (
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={issue.isPending}
            aria-label={`${t('adminPanel.issue')}: ${member.member_no}`}
            onClick={() => void issueFor(member.member_no)}
          >
            {t('adminPanel.issue')}
          </button>
        )}
      />
      {dialog}
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
