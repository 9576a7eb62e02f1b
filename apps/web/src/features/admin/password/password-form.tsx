import { PasswordChangeForm } from '../../../components/password-change-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { ZAdminPasswordForm } from './password-schema';

/**
 * The logged-in admin's own password: the current one and the new one twice. Used on /Admin and, while the
 * password is a temporary one, as the only thing the admin layout shows.
 */
export function AdminPasswordForm({ title, onChanged }: { title: string; onChanged?: () => void }) {
  const { t } = useTranslation('admin');
  const change = trpc.auth.admin.changePassword.useMutation();
  return (
    <PasswordChangeForm
      texts={{
        title,
        currentPassword: t('adminPanel.currentPassword'),
        newPassword: t('adminPanel.newPassword'),
        confirmNewPassword: t('adminPanel.confirmNewPassword'),
        hint: t('adminPanel.passwordHint'),
        changePassword: t('adminPanel.changePassword'),
        changing: t('adminPanel.changing'),
      }}
      schema={ZAdminPasswordForm}
      ns="admin"
      failureKey="adminPanel.changeFailed"
      save={(values) => change.mutateAsync(values)}
      onChanged={onChanged}
    />
  );
}
