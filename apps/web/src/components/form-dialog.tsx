import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Modal } from './modal';
import './form.css';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** The form's submit handler (e.g. react-hook-form's handleSubmit(save)). */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A failure of the whole form (not of one field), already in the page's language. */
  failure?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a modal: the fields, a failure box, then Save and Cancel. The browser's own validation is off
 * (noValidate): the form's schema decides and shows its messages beside the fields.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  failure,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="form-stack dialog-form" noValidate onSubmit={onSubmit}>
        {children}
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
