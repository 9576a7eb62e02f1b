import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Modal } from './modal';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** The confirming button's text (a verb: "Issue", "Delete"); "Confirm" by default. */
  confirmLabel?: string;
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that cannot be undone, in the page's language and style (window.confirm is
 * neither). Cancel is the first button, so Enter on an opened dialog does not confirm by accident;
 * Escape and the backdrop cancel.
 */
function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel} className="confirm-dialog">
      <p>{message}</p>
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * `confirm(options)` resolves true or false once the person has answered; render `dialog` once in the
 * component. The drop-in for window.confirm.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const settle = useRef<((answer: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    settle.current?.(value);
    settle.current = null;
    setOptions(null);
  };
  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const dialog = (
    <ConfirmDialog
      open={options !== null}
      title={options?.title ?? ''}
      message={options?.message ?? ''}
      confirmLabel={options?.confirmLabel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, dialog };
}
