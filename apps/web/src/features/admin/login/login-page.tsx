import { adminAreaOfPath, adminLandingPath, canAccessArea } from '@samity/domain';
import { useCallback, useEffect } from 'react';
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
const loadSchema = () => import('../../../components/login/login-schemas').then((m) => m.ZAdminLoginInput);

/**
 * /AdminLogin: phone, password, remember. Success goes back to the admin page that sent the visitor here
 * (?next=, only this site's admin pages, and only one the privilege opens), else to /Financial, or to the
 * admin's first allowed page when their privilege does not open the deposits page.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('login');
  usePageTitle(t('auth.adminLoginTitle'));
  const navigate = useNavigate();
  const back = useReturnPath('admin');
  const utils = trpc.useUtils();
  const login = trpc.auth.admin.login.useMutation();
  const sendLoginCode = trpc.auth.admin.sendLoginCode.useMutation();
  const autologin = trpc.auth.admin.autologin.useQuery(undefined, { retry: false, staleTime: 0 });

  const enter = useCallback(async () => {
    await utils.auth.admin.invalidate();
    const who = await utils.auth.admin.checkRemembered.fetch();
    if (!('privilege' in who)) return;
    const area = back ? adminAreaOfPath(back.split(/[?#]/)[0] ?? '') : undefined;
    const opens = back && area !== undefined && canAccessArea(who.privilege, area);
    navigate(opens ? back : adminLandingPath(who.privilege), { replace: true });
  }, [navigate, utils, back]);

  useEffect(() => {
    if (autologin.data?.success) void enter();
  }, [autologin.data, enter]);

  async function onLogin(phone: string, password: string, remember: boolean, code?: string) {
    try {
      const result = await login.mutateAsync({ phone, password, remember, code });
      if (!result.success) return { message: t('auth.loginFailed') };
      await enter();
      return null;
    } catch (error) {
      return loginFailure(error, t);
    }
  }

  async function onSendCode(phone: string) {
    try {
      await sendLoginCode.mutateAsync({ phone });
      return null;
    } catch (error) {
      return apiErrorText(error, t, 'auth.loginError');
    }
  }

  return (
    <section className="page narrow auth-page">
      <h1>{t('auth.adminLoginTitle')}</h1>
      <SentAwayNotice area="admin" page={back} />
      <p className="page-intro">{t('auth.adminLoginIntro')}</p>
      <LoginForm
        account={{
          label: t('auth.phone'),
          name: 'phone',
          requiredKey: 'auth.phoneRequired',
          inputMode: 'tel',
        }}
        schema={loadSchema}
        onLogin={onLogin}
        onSendCode={onSendCode}
      />
    </section>
  );
}
