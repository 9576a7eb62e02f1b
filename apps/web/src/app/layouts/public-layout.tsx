import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { useForgetAfterLogout } from '../../lib/use-logout';

export function PublicLayout() {
  useFocusOnNavigation();
  useTopOnNewPage();
  useForgetAfterLogout();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="public-main">
        <Outlet />
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
  const { pathname } = useLocation();
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
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
