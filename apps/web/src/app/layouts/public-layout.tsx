import { type ReactNode, useEffect, useRef } from 'react';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { useAddress } from '../../lib/navigation';
import { useForgetAfterLogout } from '../../lib/use-logout';

export function PublicLayout({ children }: { children: ReactNode }) {
  useFocusOnNavigation();
  useTopOnNewPage();
  useForgetAfterLogout();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="public-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * A single-page app does not reload on navigation, so a screen reader would not notice the new page:
 * after each client-side navigation move focus to the main region (not on the first load, where the
 * browser starts at the top as usual).
 */
function useFocusOnNavigation() {
  const { pathname } = useAddress();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * A new page starts at its top; going back or forward leaves the scroll position to the browser, which keeps
 * it per history entry. A link to a fragment of a page (#section) scrolls there instead.
 */
function useTopOnNewPage() {
  const { pathname, hash, pop } = useAddress();
  useEffect(() => {
    if (!pop && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, pop]);
}
