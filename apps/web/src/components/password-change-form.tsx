import { useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorText } from '../lib/api-errors';
import { FormField } from './form-field';
import { type SchemaSource, useZodForm } from './use-zod-form';

export interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_new_password: string;
}

/** An area's words for the form, translated by the caller (member or admin namespace). */
export interface PasswordFormTexts {
  title: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  hint: string;
  changePassword: string;
  changing: string;
}

const FIELDS = ['current_password', 'new_password', 'confirm_new_password'] as const;
const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_new_password: '' };

/**
 * Changing one's own password, for a member or an admin: the current one and the new one twice, all
 * required; the server's rules and its message decide. The confirmation's mismatch message and the server's
 * refusals come from the shared 'account' texts, so both areas say the same.
 */
export function PasswordChangeForm({
  texts,
  schema,
  ns,
  failureKey,
  save,
  onChanged,
}: {
  texts: PasswordFormTexts;
  /** The area's domain schema plus the form's own rule that the confirmation matches. */
  schema: SchemaSource<PasswordValues, PasswordValues>;
  /** The area's namespace, for the message of a failure without a reason of the server's. */
  ns: 'member' | 'admin';
  failureKey: string;
  /** Sends the change; on success the form says so in the page's language. */
  save(values: PasswordValues): Promise<{ message: string }>;
  onChanged?: () => void;
}) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema,
    defaultValues: EMPTY,
    ns,
    messages: { confirm_new_password: { invalid: 'errors.auth.passwordsDoNotMatch' } },
  });
  const labels = {
    current_password: texts.currentPassword,
    new_password: texts.newPassword,
    confirm_new_password: texts.confirmNewPassword,
  };

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    setPending(true);
    try {
      await save(values);
      form.reset(EMPTY);
      // In the page's language: the server's answer is the original API's English sentence.
      setResult({ ok: true, message: t('authResults.passwordChanged') });
      onChanged?.();
    } catch (error) {
      applyServerErrors(error);
      setResult({ ok: false, message: apiErrorText(error, t, failureKey) });
    } finally {
      setPending(false);
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{texts.title}</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={labels[field]}
          hint={field === 'new_password' ? texts.hint : undefined}
          error={errorText(field)}
          required
        >
          {(control) => (
            <input
              {...control}
              {...form.register(field)}
              type="password"
              autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            />
          )}
        </FormField>
      ))}
      {result && (
        <div className={result.ok ? 'success-box' : 'error-box'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </div>
      )}
      <button type="submit" className="button" disabled={pending}>
        {pending ? texts.changing : texts.changePassword}
      </button>
    </form>
  );
}
