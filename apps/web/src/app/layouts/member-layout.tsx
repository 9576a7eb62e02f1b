import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { SiteFooter } from '../../components/site-footer';
import { Spinner } from '../../components/spinner';
import { useTranslation } from '../../i18n/use-translation';
import { useAddress } from '../../lib/navigation';
import { loginAddress } from '../../lib/return-path';
import { trpc } from '../../lib/trpc';
import { useLogout } from '../../lib/use-logout';
import { MemberContext } from '../../lib/use-member';
import './area-layout.css';

/**
 * Member area: only for a logged-in member (anyone else is sent to /MemberLogin).
 * The server checks every member call anyway; this guard only decides what the browser shows.
 * The page draws its own header (its links are the page's sections), so the layout hands it (MemberContext)
 * the member and the logout action the layout holds beside its session check.
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('member');
  // Unbatched: index.html preloads this check at its own address (packages/domain first-screen.ts).
  const me = trpc.auth.member.me.useQuery(undefined, {
    retry: false,
    staleTime: 0,
    trpc: { context: { skipBatch: true } },
  });
  const { logout, pending } = useLogout('member');
  const address = useAddress();

  if (me.isPending) return <Spinner label={t('common.checkingLogin')} />;
  if (me.isError || !me.data.authenticated || !me.data.member)
    return <Redirect to={loginAddress('member', address)} replace />;

  return (
    <>
      <MemberContext.Provider value={{ member: me.data.member, logout: { run: logout, pending } }}>
        {children}
      </MemberContext.Provider>
      <SiteFooter />
    </>
  );
}
