import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * An accessible modal built on the native <dialog> element: showModal() makes the page behind inert and
 * moves focus inside, Escape closes it, and the dialog is named by its title. A click on the backdrop
 * closes it too, and focus goes back to whatever opened it.
 */
export function Modal({ open, onClose, title, hideTitle, className, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.body.classList.add('modal-open');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(
    () => () => {
      document.body.classList.remove('modal-open');
      opener.current?.focus();
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer extra; keys have Escape and the close button
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a nested dialog's close up the component tree: only this dialog's own close counts.
        if (event.target !== ref.current) return;
        document.body.classList.remove('modal-open');
        opener.current?.focus();
        opener.current = null;
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) ref.current.close();
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={() => ref.current?.close()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        {open && children}
      </div>
    </dialog>
  );
}
