import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../form-field';
import { type ParsingSchema, useLightForm } from '../light-form';
import { type LoginAnswer, typedLoginCode } from './login-code';

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
  /** Logs in (with the SMS code once one was sent); answers null on success, else what to show. */
  onLogin(account: string, password: string, remember: boolean, code?: string): Promise<LoginAnswer>;
  /** Asks for a login code for the account; answers null when asked, else the message to show. */
  onSendCode(account: string): Promise<string | null>;
}

/**
 * The login form of both areas: labelled fields, the schema's checks, remember option, inline failure. No
 * form library (light-form.ts): a login page's first load stays within the public pages' budget.
 */
export function LoginForm({ account, schema, onLogin, onSendCode }: LoginFormProps) {
  const { t } = useTranslation('login');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // The code step (decision 028): offered by the server when the account is under attack, then sent.
  const [codeStep, setCodeStep] = useState<'none' | 'offered' | 'sending' | 'sent'>('none');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  /** The account the server offered a code for: the code is asked for that one. */
  const offeredFor = useRef('');
  const form = useLightForm<Record<string, string | boolean>>({
    schema,
    defaultValues: { [account.name]: '', password: '', remember: false },
    ns: 'login',
    messages: {
      [account.name]: { required: account.requiredKey },
      password: { required: 'auth.passwordRequired' },
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setCodeError(null);
    const typed = codeStep === 'sent' ? typedLoginCode(code) : undefined;
    if (typed === null) {
      setCodeError(t('auth.code.invalid'));
      return;
    }
    const name = String(values[account.name]);
    const answer = await onLogin(name, String(values.password), values.remember === true, typed);
    if (answer?.codeOffered) offeredFor.current = name;
    if (answer?.codeOffered && codeStep === 'none') setCodeStep('offered');
    setFailure(answer?.codeOffered && codeStep !== 'none' ? null : (answer?.message ?? null));
  });

  async function sendCode() {
    setCodeStep('sending');
    const refused = await onSendCode(offeredFor.current);
    setCodeStep(refused ? 'offered' : 'sent');
    setFailure(refused);
  }

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
      {codeStep !== 'none' && (
        <div className="login-code">
          <p role="status">{codeStep === 'sent' ? t('auth.code.sent') : t('auth.code.offered')}</p>
          {codeStep === 'sent' && (
            <FormField id={`${id}-code`} label={t('auth.code.label')} error={codeError ?? undefined} required>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                />
              )}
            </FormField>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={codeStep === 'sending'}
            onClick={() => void sendCode()}
          >
            {codeStep === 'sending'
              ? t('auth.code.sending')
              : codeStep === 'sent'
                ? t('auth.code.sendAgain')
                : t('auth.code.send')}
          </button>
        </div>
      )}
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
