import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Spinner } from '../../components/spinner';
import { loginAddress } from '../../lib/return-path';
import { trpc } from '../../lib/trpc';
import { useLogout } from '../../lib/use-logout';
import './area-layout.css';

/**
 * Member area: only for a logged-in member (anyone else is sent to /MemberLogin).
 * The server checks every member call anyway; this guard only decides what the browser shows.
 * The page draws its own header (its links are the page's sections), so the layout hands it the member
 * and the logout action the layout holds beside its session check.
 */
export function MemberLayout() {
  const { t } = useTranslation('member');
  // Unbatched: index.html preloads this check at its own address (packages/domain first-screen.ts).
  const me = trpc.auth.member.me.useQuery(undefined, {
    retry: false,
    staleTime: 0,
    trpc: { context: { skipBatch: true } },
  });
  const { logout, pending } = useLogout('member');
  const location = useLocation();

  if (me.isPending) return <Spinner label={t('common.checkingLogin')} />;
  if (me.isError || !me.data.authenticated || !me.data.member)
    return <Navigate to={loginAddress('member', location)} replace />;

  return (
    <>
      <Outlet context={{ member: me.data.member, logout: { run: logout, pending } }} />
      <SiteFooter />
    </>
  );
}
