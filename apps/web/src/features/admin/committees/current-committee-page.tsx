import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddCommitteeMemberDialog } from './add-committee-member-dialog';
import { CloseTermDialog } from './close-term-dialog';
import { committeeColumns } from './committee-columns';
import { RemoveCommitteeMemberDialog } from './remove-committee-member-dialog';
import './committees.css';

type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * /CurrentCommitteeAdmin: list, co-opt, remove and close the committee's term, each by the register number of
 * the adopted resolution that decided it.
 */
export function CurrentCommitteeAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('committeesAdmin.currentTitle'));
  const list = trpc.admin.currentCommittee.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [closing, setClosing] = useState(false);
  const [removing, setRemoving] = useState<{ member_no: string; name: string } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const count = list.data?.length ?? 0;

  const done = (message: string) => {
    setAdding(false);
    setClosing(false);
    setRemoving(null);
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
              aria-label={t('committeesAdmin.deleteLabel', { name: m.name })}
              onClick={() => setRemoving({ member_no: m.member_no!, name: m.name })}
            >
              {t('committeesAdmin.delete')}
            </button>
          )
        }
      />
      <RemoveCommitteeMemberDialog member={removing} onClose={() => setRemoving(null)} onRemoved={done} />
      <AddCommitteeMemberDialog open={adding} onClose={() => setAdding(false)} onSaved={done} />
      <CloseTermDialog open={closing} memberCount={count} onClose={() => setClosing(false)} onClosed={done} />
    </section>
  );
}
