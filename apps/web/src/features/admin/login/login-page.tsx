import { adminLandingPath } from '@samity/domain';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../../components/login/login-form';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/login/login.css';

/** The domain's login schema, fetched when the visitor starts on the form (it carries zod). */
const loadSchema = () => import('../../../components/login/login-schemas').then((m) => m.ZAdminLoginInput);

/**
 * /AdminLogin: phone, password, remember. Success goes to /Financial, or to the admin's first
 * allowed page when their privilege does not open the deposits page.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('auth.adminLoginTitle'));
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const login = trpc.auth.admin.login.useMutation();
  const autologin = trpc.auth.admin.autologin.useQuery(undefined, { retry: false, staleTime: 0 });

  const enter = useCallback(async () => {
    await utils.auth.admin.invalidate();
    const who = await utils.auth.admin.checkRemembered.fetch();
    if ('privilege' in who) navigate(adminLandingPath(who.privilege), { replace: true });
  }, [navigate, utils]);

  useEffect(() => {
    if (autologin.data?.success) void enter();
  }, [autologin.data, enter]);

  async function onLogin(phone: string, password: string, remember: boolean) {
    try {
      const result = await login.mutateAsync({ phone, password, remember });
      if (!result.success) return t('auth.loginFailed');
      await enter();
      return null;
    } catch (error) {
      return apiErrorText(error, t, 'auth.loginError');
    }
  }

  return (
    <section className="page narrow auth-page">
      <h1>{t('auth.adminLoginTitle')}</h1>
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
      />
    </section>
  );
}
