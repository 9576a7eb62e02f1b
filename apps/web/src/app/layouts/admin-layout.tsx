import { ADMIN_PAGES } from '@samity/domain';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { SiteHeader } from '../../components/site-header';

/** Admin shell: side menu of admin pages (filtered by privilege once authentication lands) and content. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SiteHeader />
      <div className="admin-shell">
        <nav className="admin-menu" aria-label={t('admin.sideMenu')}>
          <ul>
            {ADMIN_PAGES.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path}>{t(page.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="admin-content">
          <Outlet />
        </main>
      </div>
    </>
  );
}
