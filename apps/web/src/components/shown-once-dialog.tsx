import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Modal } from './modal';
import './shown-once-dialog.css';

export interface ShownOnceTexts {
  title: string;
  text: string;
  /** That it will not be shown again. */
  warning: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret the server shows only once and keeps only as a hash (an API key, an admin's temporary password):
 * what it is, the warning, the secret selectable as a whole, and a Copy button that says when it has copied.
 */
export function ShownOnceDialog({
  secret,
  texts,
  testId,
  className,
  onClose,
}: {
  /** null: closed. */
  secret: string | null;
  texts: ShownOnceTexts;
  testId: string;
  className?: string;
  onClose(): void;
}): ReactNode {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed'); // no clipboard (an insecure page, a refusal): the secret stays selectable
    }
  }

  return (
    <Modal open={secret !== null} title={texts.title} onClose={close}>
      {secret !== null && (
        <div className={className ? `issued-password ${className}` : 'issued-password'}>
          <p>{texts.text}</p>
          <p className="api-key-warning" role="note">
            {texts.warning}
          </p>
          <p>
            <code data-testid={testId}>{secret}</code>
          </p>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={() => void copy(secret)}>
              {texts.copy}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('adminPanel.close')}
            </button>
          </div>
          <p role="status">{copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}</p>
        </div>
      )}
    </Modal>
  );
}
