import { ALERT_LIMITS, type AlertFilters } from '@samity/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

interface Props {
  open: boolean;
  /** The filters the stock page shows now (what the buyer sees is what is saved). */
  filters: AlertFilters;
  onClose(): void;
}

type Step = { kind: 'phone' } | { kind: 'code'; id: number } | { kind: 'done' };

/**
 * Save this search: the phone (step 1), then the code the SMS brought (step 2). Errors are the server's,
 * shown on the field they name; a refusal without a field (too many, SMS off) goes in the failure box.
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

  const close = () => {
    setStep({ kind: 'phone' });
    setCode('');
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  // A field in error gets the focus, so the message under it is read out with it.
  useEffect(() => {
    if (fieldError) document.getElementById(`${id}-${step.kind}`)?.focus();
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
        const created = await create.mutateAsync({ phone, language, filters });
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
    } else close();
  };

  return (
    <FormDialog
      open={open}
      title={t('save.title')}
      onClose={close}
      onSubmit={(event) => void submit(event)}
      submitLabel={
        step.kind === 'phone' ? t('save.send') : step.kind === 'code' ? t('save.confirm') : t('save.close')
      }
      busyLabel={t('save.busy')}
      busy={create.isPending || confirm.isPending}
      failure={failure && <p>{failure}</p>}
    >
      {step.kind === 'phone' && (
        <>
          <p>{t('save.intro', { count: ALERT_LIMITS.perPhone })}</p>
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
      )}
      {step.kind === 'code' && (
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
      {step.kind === 'done' && <p role="status">{t('save.done')}</p>}
    </FormDialog>
  );
}
