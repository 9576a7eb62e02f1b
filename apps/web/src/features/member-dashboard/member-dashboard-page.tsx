import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { usePageTitle } from '../../lib/use-page-title';
import { ChangePasswordForm } from './change-password-form';
import { useMember } from './use-member';

/**
 * The member dashboard as far as authentication goes: who is logged in, the prompt to replace an initial
 * password (D1) and the change-password form. The statements and the rest arrive with the member issue.
 */
export function MemberDashboardPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('memberArea.dashboardTitle'));
  const member = useMember();
  const utils = trpc.useUtils();
  const isDefault = trpc.member.password.get.useQuery({ member_no: member.member_no });

  return (
    <section className="page narrow">
      <h1>{t('memberArea.dashboardTitle')}</h1>
      <p>
        <strong>{t('memberArea.welcome', { name: member.name })}</strong>
        <br />
        {t('memberArea.memberNo', { memberNo: member.member_no })}
      </p>
      {isDefault.data?.is_default && (
        <div className="error-box" role="alert">
          <p>
            <strong>{t('memberArea.defaultPasswordTitle')}</strong>
          </p>
          <p>{t('memberArea.defaultPasswordText')}</p>
        </div>
      )}
      <ChangePasswordForm
        memberNo={member.member_no}
        onChanged={() => void utils.member.password.get.invalidate()}
      />
    </section>
  );
}
