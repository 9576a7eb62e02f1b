import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoginFormProps {
  /** The account field: member number or phone. */
  account: { label: string; requiredMessage: string; autoComplete: string; inputMode?: 'numeric' | 'tel' };
  /** Logs in; answers null on success or the message to show. */
  onLogin(account: string, password: string, remember: boolean): Promise<string | null>;
}

type Errors = { account?: string; password?: string };

/** The login form of both areas: labelled fields, required-field checks, remember option, inline failure. */
export function LoginForm({ account, onLogin }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ account: '', password: '', remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!values.account.trim()) found.account = account.requiredMessage;
    if (!values.password) found.password = t('auth.passwordRequired');
    setErrors(found);
    setFailure(null);
    if (found.account || found.password) return;
    setBusy(true);
    try {
      setFailure(await onLogin(values.account.trim(), values.password, values.remember));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'account' | 'password', label: string, input: object) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        required
        aria-required="true"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        value={values[name]}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        {...input}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      {field('account', account.label, { autoComplete: account.autoComplete, inputMode: account.inputMode })}
      {field('password', t('auth.password'), { type: 'password', autoComplete: 'current-password' })}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.remember}
          onChange={(e) => setValues({ ...values, remember: e.target.checked })}
        />
        {t('auth.remember')}
      </label>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  );
}
