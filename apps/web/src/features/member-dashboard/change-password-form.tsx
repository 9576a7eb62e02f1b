import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { useZodForm } from '../../components/use-zod-form';
import { apiErrorText } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { ZChangePasswordForm } from './change-password-schema';

const FIELDS = ['current_password', 'new_password', 'confirm_new_password'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  current_password: 'memberArea.currentPassword',
  new_password: 'memberArea.newPassword',
  confirm_new_password: 'memberArea.confirmNewPassword',
};
const EMPTY = { current_password: '', new_password: '', confirm_new_password: '' };

/** Change password: all three fields required; the server's rules and its message decide. */
export function ChangePasswordForm({ memberNo, onChanged }: { memberNo: string; onChanged?: () => void }) {
  const { t } = useTranslation('member');
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const change = trpc.member.password.update.useMutation();
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZChangePasswordForm,
    defaultValues: EMPTY,
    ns: 'member',
    messages: { confirm_new_password: { invalid: 'errors.auth.passwordsDoNotMatch' } },
  });

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await change.mutateAsync({ ...values, member_no: memberNo });
      form.reset(EMPTY);
      setResult({ ok: true, message: answer.message });
      onChanged?.();
    } catch (error) {
      applyServerErrors(error);
      setResult({ ok: false, message: apiErrorText(error, t, 'memberArea.error') });
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('memberArea.changePasswordTitle')}</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={t(LABELS[field])}
          hint={field === 'new_password' ? t('memberArea.passwordHint') : undefined}
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
      <button type="submit" className="button" disabled={change.isPending}>
        {change.isPending ? t('memberArea.changing') : t('memberArea.changePassword')}
      </button>
    </form>
  );
}
