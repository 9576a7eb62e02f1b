import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { serverMessageOr } from './client-errors';

const FIELDS = ['current_password', 'new_password', 'confirm_new_password'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  current_password: 'memberArea.currentPassword',
  new_password: 'memberArea.newPassword',
  confirm_new_password: 'memberArea.confirmNewPassword',
};
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm_new_password: '' };

/** Change password (spec §5): all three fields required; the server's rules and its message decide. */
export function ChangePasswordForm({ memberNo, onChanged }: { memberNo: string; onChanged?: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const change = trpc.member.password.change.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (!values[field]) found[field] = t('memberArea.fieldRequired');
    if (!found.confirm_new_password && values.new_password !== values.confirm_new_password)
      found.confirm_new_password = t('memberArea.passwordsDoNotMatch');
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    try {
      const answer = await change.mutateAsync({ ...values, member_no: memberNo });
      setValues(EMPTY);
      setResult({ ok: true, message: answer.message });
      onChanged?.();
    } catch (error) {
      setResult({ ok: false, message: serverMessageOr(error, t('memberArea.error')) });
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('memberArea.changePasswordTitle')}</h2>
      {FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
          <input
            id={`${id}-${field}`}
            type="password"
            required
            autoComplete={field === 'current_password' ? 'current-password' : 'new-password'}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={`${id}-${field}-note`}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          />
          {errors[field] ? (
            <p id={`${id}-${field}-note`} className="field-error">
              {errors[field]}
            </p>
          ) : (
            field === 'new_password' && (
              <p id={`${id}-${field}-note`} className="field-hint">
                {t('memberArea.passwordHint')}
              </p>
            )
          )}
        </div>
      ))}
      {result && (
        <div className={result.ok ? 'success-box' : 'error-box'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </div>
      )}
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('memberArea.changing') : t('memberArea.changePassword')}
      </button>
    </form>
  );
}
