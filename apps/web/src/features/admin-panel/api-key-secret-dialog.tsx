import type { CreatedApiKey } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

/**
 * The new key's secret, the only time it is ever shown (the server keeps only its hash): a warning, the key
 * selectable as a whole, and a Copy button that says when it has copied.
 */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard (an insecure page, a refusal): the key stays selectable
    }
  }

  return (
    <Modal open={created !== null} title={t('apiKeys.secretTitle')} onClose={close}>
      {created && (
        <div className="issued-password api-key-secret">
          <p>{t('apiKeys.secretText', { name: created.key.name })}</p>
          <p className="api-key-warning" role="note">
            {t('apiKeys.secretOnce')}
          </p>
          <p>
            <code data-testid="api-key-secret">{created.secret}</code>
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(created.secret)}
            >
              {t('apiKeys.copy')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('adminPanel.close')}
            </button>
          </div>
          <p role="status">
            {copied === 'yes' ? t('apiKeys.copied') : copied === 'failed' ? t('apiKeys.copyFailed') : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
