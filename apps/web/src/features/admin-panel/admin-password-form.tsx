import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { useZodForm } from '../../components/use-zod-form';
import { apiErrorText } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { ZAdminPasswordForm } from './admin-password-schema';

const FIELDS = ['current_password', 'new_password', 'confirm_new_password'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  current_password: 'adminPanel.currentPassword',
  new_password: 'adminPanel.newPassword',
  confirm_new_password: 'adminPanel.confirmNewPassword',
};
const EMPTY = { current_password: '', new_password: '', confirm_new_password: '' };

/**
 * The logged-in admin's own password: the current one and the new one twice. Used on /Admin and, while the
 * password is a temporary one, as the only thing the admin layout shows.
 */
export function AdminPasswordForm({ title, onChanged }: { title: string; onChanged?: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const change = trpc.auth.admin.changePassword.useMutation();
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZAdminPasswordForm,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: { confirm_new_password: { invalid: 'errors.auth.passwordsDoNotMatch' } },
  });

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const answer = await change.mutateAsync(values);
      form.reset(EMPTY);
      setResult({ ok: true, message: answer.message });
      onChanged?.();
    } catch (error) {
      applyServerErrors(error);
      setResult({ ok: false, message: apiErrorText(error, t, 'adminPanel.changeFailed') });
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={t(LABELS[field])}
          hint={field === 'new_password' ? t('adminPanel.passwordHint') : undefined}
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
        {change.isPending ? t('adminPanel.changing') : t('adminPanel.changePassword')}
      </button>
    </form>
  );
}
