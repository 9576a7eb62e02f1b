import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorText } from '../../lib/api-errors';
import { FormField } from '../form-field';
import { Modal } from '../modal';

interface Props {
  /** What is reversed, in the page's language ("Deposit of ৳500.00 on 1 August 2026"). */
  what: string;
  /** Writes the reversal with the reason; a refusal is shown in the dialog. */
  onReverse(reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Asks before reversing an entry and for the reason (docs/payments.md, How a correction is made): the
 * entry stays, a reversing entry dated today nets it out, and that cannot be undone. Cancel comes first,
 * so Enter on the opened dialog does not reverse by accident.
 */
export function ReverseDialog({ what, onReverse, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason.trim()) {
      setError(t('reversal.reasonRequired'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await onReverse(reason.trim());
      onClose();
    } catch (caught) {
      setFailure(apiErrorText(caught, t, 'reversal.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('reversal.title')} onClose={onClose} className="confirm-dialog">
      <form
        className="form-stack dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('reversal.explain', { what })}</p>
        <FormField id={`${id}-reason`} label={t('reversal.reason')} error={error} required>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-danger" disabled={busy}>
            {busy ? t('reversal.busy') : t('reversal.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
