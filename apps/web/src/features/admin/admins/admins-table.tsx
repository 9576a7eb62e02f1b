import { type AdminAccount, canAccessArea, type Privilege } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { LifecycleRequests } from './lifecycle-requests';
import { type IssuedAdminPassword, TemporaryPasswordDialog } from './temporary-password-dialog';

function stateOf(admin: AdminAccount): string {
  if (admin.disabled) return 'adminPanel.stateDisabled';
  return admin.password_is_temporary ? 'adminPanel.stateTemporary' : 'adminPanel.stateActive';
}

interface Props {
  /** The logged-in admin: their own row has no actions (one's own password is changed, not reset). */
  self: { id: number; privilege: Privilege };
  issued: IssuedAdminPassword | null;
  onIssued(issued: IssuedAdminPassword | null): void;
  onDone(message: string): void;
}

/**
 * The admins with their state; Full_Access+ disables, enables and resets the password of the others, each
 * after a confirmation. The server enforces the same rules (and keeps the last active Full_Access+).
 */
export function AdminsTable({ self, issued, onIssued, onDone }: Props) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const vocabulary = useVocabulary();
  const admins = trpc.admin.admins.list.useQuery();
  const utils = trpc.useUtils();
  const disable = trpc.admin.admins.disable.useMutation();
  const enable = trpc.admin.admins.enable.useMutation();
  const reset = trpc.admin.admins.resetPassword.useMutation();
  const request = trpc.admin.lifecycle.request.useMutation();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const manages = canAccessArea(self.privilege, 'addAdmin');
  const busy = disable.isPending || enable.isPending || reset.isPending || request.isPending;

  async function act(kind: 'disable' | 'enable' | 'reset', admin: AdminAccount) {
    const texts = {
      disable: ['adminPanel.disableTitle', 'adminPanel.disableConfirm', 'adminPanel.disable'],
      enable: ['adminPanel.enableTitle', 'adminPanel.enableConfirm', 'adminPanel.enable'],
      reset: ['adminPanel.resetTitle', 'adminPanel.resetConfirm', 'adminPanel.resetPassword'],
    }[kind];
    const yes = await confirm({
      title: t(texts[0]!),
      message: t(texts[1]!, { name: admin.name }),
      confirmLabel: t(texts[2]!),
    });
    if (!yes) return;
    setFailure(null);
    try {
      if (kind === 'reset') {
        const answer = await reset.mutateAsync({ id: admin.id });
        onIssued({ name: answer.admin.name, temporary_password: answer.temporary_password });
      } else if (kind === 'disable') {
        await disable.mutateAsync({ id: admin.id });
        onDone(t('adminPanel.disabled', { name: admin.name }));
      } else {
        await enable.mutateAsync({ id: admin.id });
        onDone(t('adminPanel.enabled', { name: admin.name }));
      }
    } catch (error) {
      if (kind !== 'enable' && parseApiError(error).key === 'admins.confirmationRequired') {
        await askSecond(kind, admin);
        return;
      }
      setFailure(apiErrorText(error, t, 'adminPanel.actionFailed'));
    }
    await utils.admin.admins.invalidate();
  }

  /** Leaving one usable Full_Access+ admin: the change is asked for, and another Full_Access+ confirms it. */
  async function askSecond(kind: 'disable' | 'reset', admin: AdminAccount) {
    const yes = await confirm({
      title: t('adminPanel.secondAdminTitle'),
      message: t('adminPanel.secondAdminMessage', { name: admin.name }),
      confirmLabel: t('adminPanel.secondAdminAsk'),
    });
    if (!yes) return;
    try {
      await request.mutateAsync({ id: admin.id, action: kind });
      onDone(t('adminPanel.requested', { name: admin.name }));
    } catch (error) {
      setFailure(apiErrorText(error, t, 'adminPanel.actionFailed'));
    }
    await utils.admin.invalidate();
  }

  const columns: DataColumn<AdminAccount>[] = [
    {
      id: 'name',
      primary: true,
      header: t('adminPanel.name'),
      cell: (row) => (row.id === self.id ? `${row.name} ${t('adminPanel.you')}` : row.name),
    },
    { id: 'phone', header: t('adminPanel.phone'), cell: (row) => digits(row.phone) },
    {
      id: 'privilege',
      header: t('adminPanel.privilege'),
      cell: (row) => vocabulary.privilege(row.privilege),
    },
    { id: 'state', header: t('adminPanel.state'), cell: (row) => t(stateOf(row)) },
  ];

  return (
    <>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <DataTable
        label={t('adminPanel.adminsTitle')}
        columns={columns}
        rows={admins.data}
        rowId={(row) => String(row.id)}
        loading={admins.isPending}
        failed={admins.isError}
        onRetry={() => void admins.refetch()}
        emptyText={t('adminPanel.noAdmins')}
        {...(manages
          ? {
              actionsHeader: t('adminPanel.actions'),
              actions: (row: AdminAccount) =>
                row.id === self.id ? null : (
                  <>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      disabled={busy}
                      aria-label={`${t(row.disabled ? 'adminPanel.enable' : 'adminPanel.disable')}: ${row.name}`}
                      onClick={() => void act(row.disabled ? 'enable' : 'disable', row)}
                    >
                      {t(row.disabled ? 'adminPanel.enable' : 'adminPanel.disable')}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      disabled={busy}
                      aria-label={`${t('adminPanel.resetPassword')}: ${row.name}`}
                      onClick={() => void act('reset', row)}
                    >
                      {t('adminPanel.resetPassword')}
                    </button>
                  </>
                ),
            }
          : {})}
      />
      <LifecycleRequests self={self} onIssued={onIssued} onDone={onDone} />
      {dialog}
      <TemporaryPasswordDialog issued={issued} onClose={() => onIssued(null)} />
    </>
  );
}
