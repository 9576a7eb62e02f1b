import { Component, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * A page's code that fails to arrive (the connection dropped, or a new release replaced the old chunks while
 * the tab was open) would otherwise leave a blank window: say so, and offer to load the page again, which
 * fetches the current release.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page narrow" role="alert">
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </main>
  );
}
