import { useEffect } from 'react';
import { loginFailure } from '../../../components/login/login-code';
import { LoginForm } from '../../../components/login/login-form';
import { SentAwayNotice } from '../../../components/login/sent-away-notice';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { useNavigate } from '../../../lib/navigation';
import { useReturnPath } from '../../../lib/return-path';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/login/login.css';

/** The domain's login schema, fetched when the visitor starts on the form (it carries zod). */
const loadSchema = () => import('../../../components/login/login-schemas').then((m) => m.ZMemberLoginInput);

const DASHBOARD = '/MemberDashboard';

/**
 * /MemberLogin: member number, password, remember; success goes back to the member page that sent the visitor
 * here (?next=, only this site's member pages), else to the dashboard.
 */
export function MemberLoginPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('auth.memberLoginTitle'));
  const navigate = useNavigate();
  const back = useReturnPath('member');
  const target = back ?? DASHBOARD;
  const utils = trpc.useUtils();
  const login = trpc.auth.member.login.useMutation();
  const sendLoginCode = trpc.auth.member.sendLoginCode.useMutation();
  // Someone still logged in (a remembered session) goes straight in.
  const autologin = trpc.auth.member.autologin.useQuery(undefined, { retry: false, staleTime: 0 });
  useEffect(() => {
    if (autologin.data?.success) navigate(target, { replace: true });
  }, [autologin.data, navigate, target]);

  async function onLogin(member: string, password: string, remember: boolean, code?: string) {
    try {
      const result = await login.mutateAsync({ member, password, remember, code });
      // The original API's answer is an English sentence: said in the page's language instead.
      if (!result.success) return { message: t('authResults.memberLoginFailed') };
      await utils.auth.member.invalidate();
      navigate(target);
      return null;
    } catch (error) {
      return loginFailure(error, t);
    }
  }

  async function onSendCode(member: string) {
    try {
      await sendLoginCode.mutateAsync({ member });
      return null;
    } catch (error) {
      return apiErrorText(error, t, 'auth.loginError');
    }
  }

  return (
    <section className="page narrow auth-page">
      <h1>{t('auth.memberLoginTitle')}</h1>
      <SentAwayNotice area="member" page={back} />
      <p className="page-intro">{t('auth.memberLoginIntro')}</p>
      <LoginForm
        account={{
          label: t('auth.member'),
          name: 'member',
          requiredKey: 'auth.memberRequired',
        }}
        schema={loadSchema}
        onLogin={onLogin}
        onSendCode={onSendCode}
      />
    </section>
  );
}
