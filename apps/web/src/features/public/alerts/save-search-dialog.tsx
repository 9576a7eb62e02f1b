import { ALERT_LIMITS, type AlertFilters } from '@samity/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { useHumanProof } from '../../../lib/human-proof';
import { trpc } from '../../../lib/trpc';
import { SearchSummary } from './search-summary';
import '../../../components/form.css';
import './alerts.css';

interface Props {
  open: boolean;
  /** The filters the stock page shows now (what the buyer sees is what is saved). */
  filters: AlertFilters;
  onClose(): void;
}

type Step = { kind: 'phone' } | { kind: 'code'; id: number } | { kind: 'done' };

/**
 * Save this search: the phone (step 1, with the search in words), then the code the SMS brought (step 2),
 * then done. Errors are the server's, shown on the field they name; a refusal without a field (too many, SMS
 * off) goes in the failure box. One modal for all the steps (FormDialog's form and buttons, written out here
 * since the last step is no form), so the dialog stays open and in place from step to step.
 */
export function SaveSearchDialog({ open, filters, onClose }: Props) {
  const { t, i18n } = useTranslation('alerts');
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = trpc.public.alerts.create.useMutation();
  const confirm = trpc.public.alerts.confirm.useMutation();
  // The proof that a person asked for the code, solved in the background while the dialog is open (decision 027).
  const proof = useHumanProof();
  const { prepare } = proof;
  useEffect(() => {
    if (open) prepare();
  }, [open, prepare]);

  const close = () => {
    setStep({ kind: 'phone' });
    setCode('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  // A field in error gets the focus, so the message under it is read out with it; once saved, the Close
  // button has it (the form that had it is gone).
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step.kind === 'done') doneButton.current?.focus();
    else if (fieldError) document.getElementById(`${id}-${step.kind}`)?.focus();
  }, [fieldError, id, step.kind]);

  /**
   * The server's refusal in the page's language: its key's text when this area has one, else what went
   * wrong with the field (the input's rules), the filters, or the connection.
   */
  const refused = (error: unknown, field: 'phone' | 'code') => {
    const parsed = parseApiError(error);
    const key = parsed.key ? `errors.${parsed.key.replace('.', '_')}` : null;
    const onField = Boolean(parsed.fieldErrors[field]);
    const fallback = onField
      ? `errors.${field}Invalid`
      : parsed.fieldErrors.filters
        ? 'errors.filters'
        : 'errors.failed';
    const text = t(key && i18n.exists(key, { ns: 'alerts' }) ? key : fallback, {
      count: ALERT_LIMITS.perPhone,
    });
    if (onField) setFieldError(text);
    else setFailure(text);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    setFailure(null);
    if (step.kind === 'phone') {
      try {
        const language = i18n.language === 'bn' ? 'bn' : 'en';
        const created = await create.mutateAsync({ phone, language, filters, proof: await proof.take() });
        setStep({ kind: 'code', id: created.id });
      } catch (error) {
        refused(error, 'phone');
      }
    } else if (step.kind === 'code') {
      try {
        await confirm.mutateAsync({ id: step.id, code });
        setStep({ kind: 'done' });
      } catch (error) {
        refused(error, 'code');
      }
    }
  };

  const busy = create.isPending || confirm.isPending || proof.checking;
  return (
    <Modal open={open} title={t('save.title')} onClose={close}>
      {step.kind === 'done' ? (
        // Not a form any more: the one thing left to do is to close (a "Cancel" would suggest undoing it).
        <div className="form-stack dialog-form">
          <div className="success-box" role="status">
            <p>{t('save.done')}</p>
          </div>
          <div className="form-actions">
            <button ref={doneButton} type="button" className="button" onClick={close}>
              {t('save.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form-stack dialog-form" noValidate onSubmit={(event) => void submit(event)}>
          {step.kind === 'phone' ? (
            <>
              <div className="save-search-intro">
                <p>{t('save.intro', { count: ALERT_LIMITS.perPhone })}</p>
                <SearchSummary filters={filters} />
              </div>
              <FormField
                id={`${id}-phone`}
                label={t('save.phone')}
                hint={t('save.phoneHint')}
                error={fieldError ?? undefined}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                  />
                )}
              </FormField>
            </>
          ) : (
            <>
              <p role="status">{t('save.codeSent', { minutes: ALERT_LIMITS.codeMinutes })}</p>
              <FormField id={`${id}-code`} label={t('save.code')} error={fieldError ?? undefined} required>
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                  />
                )}
              </FormField>
            </>
          )}
          {failure && (
            <div className="error-box" role="alert">
              <p>{failure}</p>
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              {proof.checking
                ? t('humanProof.checking', { ns: 'common' })
                : busy
                  ? t('save.busy')
                  : step.kind === 'phone'
                    ? t('save.send')
                    : t('save.confirm')}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              {t('common.cancel', { ns: 'common' })}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
