import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Spinner } from '../../components/spinner';
import { useLogout } from '../../features/auth/use-logout';
import { trpc } from '../../lib/trpc';
import './area-layout.css';

/**
 * Member area: only for a logged-in member (anyone else is sent to /MemberLogin).
 * The server checks every member call anyway; this guard only decides what the browser shows.
 */
export function MemberLayout() {
  const { t } = useTranslation('member');
  const me = trpc.auth.member.me.useQuery(undefined, { retry: false, staleTime: 0 });
  const { logout, pending } = useLogout('member');

  if (me.isPending) return <Spinner label={t('common.checkingLogin')} />;
  if (me.isError || !me.data.authenticated || !me.data.member) return <Navigate to="/MemberLogin" replace />;

  return (
    <>
      <header className="area-header">
        <Link to="/" className="area-home">
          {t('nav.home')}
        </Link>
        <span className="area-title">{t('memberArea.dashboardTitle')}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={pending}
          onClick={() => void logout()}
        >
          {t('common.logout')}
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet context={{ member: me.data.member }} />
      </main>
      <SiteFooter />
    </>
  );
}
