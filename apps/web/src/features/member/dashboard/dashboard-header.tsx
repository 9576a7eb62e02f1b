import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECTION_IDS } from '../../../components/dashboard-section';
import { LanguageSwitch } from '../../../components/language-switch';
import { useMemberLogout } from '../../../lib/use-member';
import './dashboard.css';

const LINKS = [
  { id: SECTION_IDS.nominee, key: 'dashboard.nav.nominee' },
  { id: SECTION_IDS.statements, key: 'dashboard.nav.statements' },
  { id: SECTION_IDS.complaints, key: 'dashboard.nav.complaints' },
  { id: SECTION_IDS.stock, key: 'dashboard.nav.stock' },
  { id: SECTION_IDS.expenses, key: 'dashboard.nav.expenses' },
  { id: SECTION_IDS.messages, key: 'dashboard.nav.messages' },
] as const;

/** Scrolls to a section and moves focus there, so the next Tab continues inside it. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

/**
 * The dashboard's sticky header: Home, the sections to scroll to and Logout. On a phone the section links
 * are one row that scrolls sideways, so the header stays two short lines. While the password is still the
 * initial one there are no sections to link to (`sections` false), and no bell: the server refuses the
 * member's other calls until the password is changed. The bell (the notifications' own) is handed in.
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
      {sections && (
        <nav className="dash-links" aria-label={t('dashboard.nav.label')}>
          <ul>
            {LINKS.map((link) => (
              <li key={link.id}>
                <a href={`#${link.id}`} onClick={(event) => goTo(event, link.id)}>
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
