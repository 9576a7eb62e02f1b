import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../form-field';
import { type ParsingSchema, useLightForm } from '../light-form';

interface LoginFormProps {
  /** The account field: the member number (member login) or the phone (admin login). */
  account: {
    name: 'member' | 'phone';
    label: string;
    requiredKey: string;
    inputMode?: 'numeric' | 'tel';
  };
  /** The domain's login schema of this area (loaded on demand: it carries zod). */
  schema: () => Promise<ParsingSchema>;
  /** Logs in; answers null on success or the message to show. */
  onLogin(account: string, password: string, remember: boolean): Promise<string | null>;
}

/**
 * The login form of both areas: labelled fields, the schema's checks, remember option, inline failure. No
 * form library (light-form.ts): a login page's first load stays within the public pages' budget.
 */
export function LoginForm({ account, schema, onLogin }: LoginFormProps) {
  const { t } = useTranslation('public');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLightForm<Record<string, string | boolean>>({
    schema,
    defaultValues: { [account.name]: '', password: '', remember: false },
    ns: 'public',
    messages: {
      [account.name]: { required: account.requiredKey },
      password: { required: 'auth.passwordRequired' },
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFailure(
      await onLogin(String(values[account.name]), String(values.password), values.remember === true),
    );
  });

  return (
    <form className="form-stack" {...form.formProps} onSubmit={(event) => void submit(event)}>
      <FormField id={`${id}-account`} label={account.label} error={form.errorText(account.name)} required>
        {(control) => (
          <input
            {...control}
            {...form.register(account.name)}
            autoComplete="username"
            inputMode={account.inputMode}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={t('auth.password')} error={form.errorText('password')} required>
        {(control) => (
          <input
            {...control}
            {...form.register('password')}
            type="password"
            autoComplete="current-password"
          />
        )}
      </FormField>
      <label className="checkbox">
        <input type="checkbox" {...form.register('remember')} />
        {t('auth.remember')}
      </label>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <button type="submit" className="button" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  );
}
