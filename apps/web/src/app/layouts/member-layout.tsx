import { ComingSoon } from '../../components/coming-soon';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';

/** Member area shell; the dashboard itself is built with the member issue. */
export function MemberLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ComingSoon titleKey="member.dashboard" />
      </main>
      <SiteFooter />
    </>
  );
}
