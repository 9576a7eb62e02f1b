import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';

export function PublicLayout() {
  useFocusOnNavigation();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="public-main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
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
