import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

export interface IssuedAdminPassword {
  name: string;
  temporary_password: string;
}

/**
 * An admin's temporary password (a new admin, or a reset), the only time it is ever shown (the server keeps
 * only its hash): selectable as a whole, with a Copy button that says when it has copied.
 */
export function TemporaryPasswordDialog({
  issued,
  onClose,
}: {
  issued: IssuedAdminPassword | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  async function copy(password: string) {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard (an insecure page, a refusal): the password stays selectable
    }
  }

  return (
    <Modal open={issued !== null} title={t('adminPanel.adminIssuedTitle')} onClose={close}>
      {issued && (
        <div className="issued-password">
          <p>{t('adminPanel.adminIssuedText', { name: issued.name })}</p>
          <p>
            <code data-testid="admin-temporary-password">{issued.temporary_password}</code>
          </p>
          <p className="api-key-warning" role="note">
            {t('adminPanel.adminIssuedOnce', { name: issued.name })}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(issued.temporary_password)}
            >
              {t('adminPanel.copy')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('adminPanel.close')}
            </button>
          </div>
          <p role="status">
            {copied === 'yes'
              ? t('adminPanel.copied')
              : copied === 'failed'
                ? t('adminPanel.copyFailed')
                : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
