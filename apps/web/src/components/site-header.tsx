import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { DesktopNav } from './header/desktop-nav';
import { MobileMenu } from './header/mobile-menu';
import { LanguageSwitch } from './language-switch';
import './header/header.css';

/**
 * Shared header: a top bar with the society's name in Bengali, then the logo linking home and
 * the navigation, and the language switch. CSS shows the desktop bar from 1024 px and the menu button below it.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <p className="top-bar" lang="bn">
        {t('society.nameLocal')}
      </p>
      <div className="main-bar">
        <Link to="/" className="logo">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span className="logo-name">{t('society.name')}</span>
          <span className="visually-hidden">{t('nav.home')}</span>
        </Link>
        <DesktopNav />
        <LanguageSwitch />
        <MobileMenu />
      </div>
    </header>
  );
}
