import { type AdminUpdateRequest, APPLICABLE_UPDATE_FIELDS } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './update-requests.css';

const KNOWN_FIELDS = ['name', 'father', 'business', 'address', 'phone', 'picture', 'other'];
const applicable = (field: string) => (APPLICABLE_UPDATE_FIELDS as readonly string[]).includes(field);

type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/**
 * Members' update requests: a tick asks 'Is it solved?' and solves (no way back); Apply writes the
 * correction into the member's record and solves the request in one step.
 */
export function UpdateRequestsList() {
  const { t } = useTranslation('admin');
  const { date, digits } = useFormat();
  const utils = trpc.useUtils();
  const requests = trpc.admin.updateRequests.list.useQuery({});
  const solve = trpc.admin.updateRequests.solve.useMutation();
  const apply = trpc.admin.updateRequests.update.useMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status>(null);
  const busy = solve.isPending || apply.isPending;
  const fieldLabel = (field: string) =>
    KNOWN_FIELDS.includes(field) ? t(`membersAdmin.fields.${field}`) : field;

  async function run(kind: 'solve' | 'apply', request: AdminUpdateRequest) {
    const yes =
      kind === 'solve'
        ? await confirm({
            title: t('membersAdmin.solveTitle'),
            message: t('membersAdmin.isSolved'),
            confirmLabel: t('membersAdmin.solveAction'),
          })
        : await confirm({
            title: t('membersAdmin.applyTitle'),
            message: t('membersAdmin.applyConfirm', {
              value: request.correct_version,
              field: fieldLabel(request.field),
              memberNo: request.member_no,
            }),
            confirmLabel: t('membersAdmin.apply'),
          });
    if (!yes) return;
    setStatus(null);
    try {
      if (kind === 'solve') await solve.mutateAsync({ id: request.id });
      else await apply.mutateAsync({ id: request.id });
      await utils.admin.updateRequests.invalidate();
      if (kind === 'apply') await utils.admin.members.invalidate();
      setStatus({
        kind: 'success',
        text: t(kind === 'solve' ? 'membersAdmin.solvedDone' : 'membersAdmin.applied'),
      });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: t(kind === 'solve' ? 'membersAdmin.solveFailed' : 'membersAdmin.applyFailed'),
        detail: apiErrorText(error, t, 'common.errors.network'),
      });
    }
  }

  const columns: DataColumn<AdminUpdateRequest>[] = [
    { id: 'member_no', header: t('membersAdmin.memberNo'), cell: (r) => digits(r.member_no) },
    { id: 'name', primary: true, header: t('membersAdmin.name'), cell: (r) => r.name },
    { id: 'field', header: t('membersAdmin.field'), cell: (r) => fieldLabel(r.field) },
    {
      id: 'correct',
      header: t('membersAdmin.correctVersion'),
      // A phone is a number, read in the page's digits like every other phone; other fields are as typed.
      cell: (r) => (
        <span className="pre-line">
          {r.field === 'phone' ? digits(r.correct_version) : r.correct_version}
        </span>
      ),
    },
    {
      id: 'requested',
      priority: 2,
      header: t('membersAdmin.requested'),
      cell: (r) => date(r.created_at.slice(0, 10)),
    },
    {
      id: 'status',
      header: t('membersAdmin.status'),
      cell: (r) => (
        <span className={r.status === 'solved' ? 'status-solved' : 'status-unsolved'}>
          {t(r.status === 'solved' ? 'membersAdmin.solved' : 'membersAdmin.unsolved')}
        </span>
      ),
    },
  ];

  return (
    <section className="admin-card" aria-labelledby="update-requests-title">
      <h2 id="update-requests-title">{t('membersAdmin.requestsTitle')}</h2>
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
        label={t('membersAdmin.requestsTitle')}
        columns={columns}
        rows={requests.data}
        rowId={(r) => String(r.id)}
        loading={requests.isPending}
        failed={requests.isError}
        onRetry={() => void requests.refetch()}
        emptyText={t('membersAdmin.noRequests')}
        pageSize={12}
        actionsHeader={t('membersAdmin.solved')}
        actions={(r) => (
          <>
            <label className="solve-tick">
              <input
                type="checkbox"
                checked={r.status === 'solved'}
                disabled={r.status === 'solved' || busy}
                aria-label={t('membersAdmin.markSolved', { id: r.id, memberNo: r.member_no })}
                onChange={() => void run('solve', r)}
              />
            </label>
            {r.status === 'unsolved' && applicable(r.field) && (
              <button
                type="button"
                className="button button-small button-secondary"
                disabled={busy}
                aria-label={t('membersAdmin.applyLabel', { id: r.id, memberNo: r.member_no })}
                onClick={() => void run('apply', r)}
              >
                {t('membersAdmin.apply')}
              </button>
            )}
          </>
        )}
      />
      {dialog}
    </section>
  );
}
