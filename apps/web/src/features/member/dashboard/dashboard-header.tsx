import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitch } from '../../../components/language-switch';
import { useTranslation } from '../../../i18n/use-translation';
import { useMemberLogout } from '../../../lib/use-member';
import './dashboard.css';

/**
 * The dashboard's sticky header: Home, the bell, the language switch and Logout; the page's tabs lead to its
 * sections. While the password is still the initial one there is no bell (`sections` false): the server
 * refuses the member's other calls until the password is changed. The bell (the notifications' own) is
 * handed in.
 */
export function DashboardHeader({ sections, bell }: { sections: boolean; bell: ReactNode }) {
  const { t } = useTranslation('member');
  const logout = useMemberLogout();
  return (
    <header className="dash-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="dash-bar">
        <Link to="/" className="dash-home">
          {t('nav.home')}
        </Link>
        <span className="dash-title">{t('memberArea.dashboardTitle')}</span>
        {sections && bell}
        <LanguageSwitch />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={logout.pending}
          onClick={() => void logout.run()}
        >
          {t('common.logout')}
        </button>
      </div>
    </header>
  );
}
