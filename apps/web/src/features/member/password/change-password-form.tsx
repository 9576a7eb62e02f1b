import { PasswordChangeForm } from '../../../components/password-change-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { ZChangePasswordForm } from './change-password-schema';

/** Change password: all three fields required; the server's rules and its message decide. */
export function ChangePasswordForm({ memberNo, onChanged }: { memberNo: string; onChanged?: () => void }) {
  const { t } = useTranslation('member');
  const change = trpc.member.password.update.useMutation();
  return (
    <PasswordChangeForm
      texts={{
        title: t('memberArea.changePasswordTitle'),
        currentPassword: t('memberArea.currentPassword'),
        newPassword: t('memberArea.newPassword'),
        confirmNewPassword: t('memberArea.confirmNewPassword'),
        hint: t('memberArea.passwordHint'),
        changePassword: t('memberArea.changePassword'),
        changing: t('memberArea.changing'),
      }}
      schema={ZChangePasswordForm}
      ns="member"
      failureKey="memberArea.error"
      save={(values) => change.mutateAsync({ ...values, member_no: memberNo })}
      onChanged={onChanged}
    />
  );
}
