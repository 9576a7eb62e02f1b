import type { ApiKey, ApiKeyStatus, CreatedApiKey, Privilege } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const STATUS_KEYS: Record<ApiKeyStatus, string> = {
  active: 'apiKeys.statusActive',
  expired: 'apiKeys.statusExpired',
  revoked: 'apiKeys.statusRevoked',
};

/**
 * Integrators' API keys (docs/api.md): created with a privilege no higher than the admin's own, the secret
 * shown once; listed without it; revoked behind a confirmation, at once on every server instance.
 */
export function ApiKeysTable({ privilege }: { privilege: Privilege }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const vocabulary = useVocabulary();
  const keys = trpc.admin.apiKeys.list.useQuery();
  const utils = trpc.useUtils();
  const revoke = trpc.admin.apiKeys.delete.useMutation();
  const { confirm, dialog } = useConfirm();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function revokeKey(key: ApiKey) {
    const yes = await confirm({
      title: t('apiKeys.revokeTitle'),
      message: t('apiKeys.revokeConfirm', { name: key.name }),
      confirmLabel: t('apiKeys.revoke'),
    });
    if (!yes) return;
    setMessage(null);
    try {
      await revoke.mutateAsync({ id: key.id });
      setMessage({ ok: true, text: t('apiKeys.revoked', { name: key.name }) });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorText(error, t, 'apiKeys.revokeFailed') });
    }
    await utils.admin.apiKeys.invalidate();
  }

  const never = t('apiKeys.never');
  const columns: DataColumn<ApiKey>[] = [
    { id: 'name', primary: true, header: t('apiKeys.name'), cell: (k) => k.name },
    { id: 'prefix', header: t('apiKeys.prefix'), cell: (k) => <code>{k.prefix}</code> },
    { id: 'privilege', header: t('adminPanel.privilege'), cell: (k) => vocabulary.privilege(k.privilege) },
    { id: 'createdBy', priority: 3, header: t('apiKeys.createdBy'), cell: (k) => k.created_by },
    {
      id: 'lastUsed',
      priority: 2,
      header: t('apiKeys.lastUsed'),
      cell: (k) => (k.last_used_at ? format.moment(k.last_used_at) : never),
    },
    {
      id: 'expires',
      header: t('apiKeys.expires'),
      cell: (k) => (k.expires_at ? format.moment(k.expires_at) : never),
    },
    { id: 'status', header: t('apiKeys.status'), cell: (k) => t(STATUS_KEYS[k.status]) },
  ];

  return (
    <>
      <div className="panel-heading">
        <h2>{t('apiKeys.title')}</h2>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t('apiKeys.create')}
        </button>
      </div>
      <p>{t('apiKeys.intro')}</p>
      {/* The reference the server serves beside the API itself, so it always matches the running version. */}
      <p>
        <a href="/api/docs/" target="_blank" rel="noopener">
          {t('apiKeys.docsLink')}
        </a>
      </p>
      {message && (
        <div className={message.ok ? 'success-box' : 'error-box'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </div>
      )}
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        rows={keys.data}
        rowId={(k) => String(k.id)}
        loading={keys.isPending}
        failed={keys.isError}
        onRetry={() => void keys.refetch()}
        emptyText={t('apiKeys.none')}
        actionsHeader={t('adminPanel.actions')}
        actions={(key) =>
          key.status === 'revoked' ? null : (
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={revoke.isPending}
              aria-label={`${t('apiKeys.revoke')}: ${key.name}`}
              onClick={() => void revokeKey(key)}
            >
              {t('apiKeys.revoke')}
            </button>
          )
        }
      />
      {dialog}
      <CreateApiKeyDialog
        open={creating}
        ceiling={privilege}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setMessage(null);
          setCreated(key);
        }}
      />
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
