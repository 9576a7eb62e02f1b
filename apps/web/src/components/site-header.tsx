import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';

const MEMBER_LINKS = [
  ['/ActiveMembers', 'nav.activeMembers'],
  ['/DeceasedMembers', 'nav.deceasedMembers'],
  ['/MemberFacilities', 'nav.memberFacilities'],
  ['/BecomeMember', 'nav.becomeMember'],
] as const;
const COMMITTEE_LINKS = [
  ['/CurrentCommittee', 'nav.currentCommittee'],
  ['/FoundingCommittee', 'nav.foundingCommittee'],
  ['/PreviousCommittees', 'nav.previousCommittees'],
] as const;
const TOP_LINKS = [
  ['/Notices', 'nav.noticeboard'],
  ['/Stocklist', 'nav.stocks'],
  ['/ServiceCenters', 'nav.serviceCenters'],
  ['/Gallery', 'nav.gallery'],
  ['/AdminLogin', 'nav.adminLogin'],
  ['/MemberLogin', 'nav.memberLogin'],
] as const;

/** Shared header: the society's name in Bengali, logo home link and the main navigation. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="top-bar" lang="bn">
        {t('society.nameLocal')}
      </div>
      <div className="main-bar">
        <Link to="/" className="logo" aria-label={t('nav.home')}>
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>{t('society.short')}</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="nav-list">
            <li>
              <NavLink to="/" end>
                {t('nav.home')}
              </NavLink>
            </li>
            <NavGroup label={t('nav.members')} links={MEMBER_LINKS} />
            <NavGroup label={t('nav.committee')} links={COMMITTEE_LINKS} />
            {TOP_LINKS.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to}>{t(key)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavGroup({ label, links }: { label: string; links: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation();
  return (
    <li className="nav-group">
      <details>
        <summary>{label}</summary>
        <ul>
          {links.map(([to, key]) => (
            <li key={to}>
              <NavLink to={to}>{t(key)}</NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
