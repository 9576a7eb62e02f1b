import { type AdminLifecycleRequest, canAccessArea, type Privilege } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import type { IssuedAdminPassword } from './temporary-password-dialog';

interface Props {
  self: { id: number; privilege: Privilege };
  onIssued(issued: IssuedAdminPassword): void;
  onDone(message: string): void;
}

/**
 * The requests to disable or reset a Full_Access+ admin that wait for a second Full_Access+ admin: another
 * one confirms (the change is made then) or either withdraws it. The server decides who may confirm (the
 * two-person rule); the asker sees their own request as waiting.
 */
export function LifecycleRequests({ self, onIssued, onDone }: Props) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const manages = canAccessArea(self.privilege, 'addAdmin');
  const requests = trpc.admin.lifecycle.list.useQuery(undefined, { enabled: manages });
  // The hint names the setting as it is now, not its default.
  const settings = trpc.admin.governance.settings.useQuery(undefined, { enabled: manages });
  const utils = trpc.useUtils();
  const confirmChange = trpc.admin.lifecycle.confirm.useMutation();
  const cancel = trpc.admin.lifecycle.cancel.useMutation();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  if (!manages || !requests.data?.length) return null;
  const busy = confirmChange.isPending || cancel.isPending;

  async function decide(request: AdminLifecycleRequest, decision: 'confirm' | 'cancel') {
    const yes = await confirm({
      title: t(decision === 'confirm' ? 'adminPanel.requestConfirmTitle' : 'adminPanel.requestCancelTitle'),
      message: t(`adminPanel.request_${request.action}`, { name: request.target_name }),
      confirmLabel: t(decision === 'confirm' ? 'adminPanel.requestConfirm' : 'adminPanel.requestCancel'),
    });
    if (!yes) return;
    setFailure(null);
    try {
      if (decision === 'cancel') {
        await cancel.mutateAsync({ request_id: request.id });
        onDone(t('adminPanel.requestCancelled'));
      } else {
        const done = await confirmChange.mutateAsync({ request_id: request.id });
        if (done.temporary_password)
          onIssued({ name: done.admin.name, temporary_password: done.temporary_password });
        else onDone(t('adminPanel.disabled', { name: done.admin.name }));
      }
    } catch (error) {
      setFailure(apiErrorText(error, t, 'adminPanel.actionFailed'));
    }
    await utils.admin.invalidate();
  }

  return (
    <section className="lifecycle-requests" aria-labelledby="lifecycle-requests-title">
      <h2 id="lifecycle-requests-title">{t('adminPanel.requestsTitle')}</h2>
      {settings.data && <p>{t('adminPanel.requestsHint', { count: settings.data.approver_min_age_days })}</p>}
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <ul>
        {requests.data.map((request) => (
          <li key={request.id}>
            <p>
              {t(`adminPanel.request_${request.action}`, { name: request.target_name })}{' '}
              {t('adminPanel.requestedBy', {
                name: request.requester_name,
                when: format.moment(request.requested_at),
              })}
            </p>
            {request.requested_by === self.id ? (
              <p>{t('adminPanel.requestWaiting')}</p>
            ) : (
              <button
                type="button"
                className="button button-small"
                disabled={busy}
                onClick={() => void decide(request, 'confirm')}
              >
                {t('adminPanel.requestConfirm')}
              </button>
            )}
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={busy}
              onClick={() => void decide(request, 'cancel')}
            >
              {t('adminPanel.requestCancel')}
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
