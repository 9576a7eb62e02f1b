import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddCommitteeMemberDialog } from './add-committee-member-dialog';
import { CloseTermDialog } from './close-term-dialog';
import { committeeColumns } from './committee-columns';
import './committees.css';

type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/** /CurrentCommitteeAdmin: list, add, delete (after a confirmation) and close the committee's term. */
export function CurrentCommitteeAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('committeesAdmin.currentTitle'));
  const utils = trpc.useUtils();
  const list = trpc.admin.currentCommittee.list.useQuery();
  const remove = trpc.admin.currentCommittee.delete.useMutation();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const count = list.data?.length ?? 0;

  async function deleteMember(memberNo: string) {
    const yes = await confirm({
      title: t('committeesAdmin.deleteTitle'),
      message: t('committeesAdmin.deleteConfirm'),
      confirmLabel: t('committeesAdmin.delete'),
    });
    if (!yes) return;
    setStatus(null);
    try {
      await remove.mutateAsync({ member_no: memberNo });
      await utils.admin.currentCommittee.invalidate();
      setStatus({ kind: 'success', text: t('committeesAdmin.deleted') });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: t('committeesAdmin.deleteFailed'),
        detail: apiErrorText(error, t, 'common.errors.network'),
      });
    }
  }

  const done = (message: string) => {
    setAdding(false);
    setClosing(false);
    setStatus({ kind: 'success', text: message });
  };

  return (
    <section className="page admin-committees">
      <h1>{t('committeesAdmin.currentTitle')}</h1>
      <div className="heading-actions">
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('committeesAdmin.add')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={count === 0}
          onClick={() => setClosing(true)}
        >
          {t('committeesAdmin.closeTerm')}
        </button>
      </div>
      {status && (
        <div
          className={status.kind === 'success' ? 'success-box' : 'error-box'}
          role={status.kind === 'success' ? 'status' : 'alert'}
        >
          <p>{status.text}</p>
          {status.detail && <p>{status.detail}</p>}
        </div>
      )}
      <DataTable
        label={t('committeesAdmin.currentTitle')}
        columns={committeeColumns(t, true)}
        rows={list.data}
        rowId={(m) => String(m.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('committeesAdmin.empty')}
        actions={(m) =>
          m.member_no && (
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={remove.isPending}
              aria-label={t('committeesAdmin.deleteLabel', { name: m.name })}
              onClick={() => void deleteMember(m.member_no!)}
            >
              {t('committeesAdmin.delete')}
            </button>
          )
        }
      />
      {dialog}
      <AddCommitteeMemberDialog open={adding} onClose={() => setAdding(false)} onSaved={done} />
      <CloseTermDialog open={closing} memberCount={count} onClose={() => setClosing(false)} onClosed={done} />
    </section>
  );
}
