import { adminAreaOfPath, adminPagesFor, canAccessArea } from '@samity/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { UnsolvedCount } from '../../components/complaint-desk/unsolved-count';
import { LanguageSwitch } from '../../components/language-switch';
import { NavLink } from '../../components/nav-link';
import { Spinner } from '../../components/spinner';
import { useTranslation } from '../../i18n/use-translation';
import { useAddress, useNavigate } from '../../lib/navigation';
import { loginAddress } from '../../lib/return-path';
import { trpc } from '../../lib/trpc';
import { AdminContext } from '../../lib/use-admin';
import { useLogout } from '../../lib/use-logout';
import { onDemand } from '../on-demand';
import './area-layout.css';
import { useVocabulary } from '../../lib/vocabulary';

// Shown only to an admin who must change a temporary password: its form (and schema) is not part of every
// admin page's first load.
const AdminPasswordForm = onDemand(
  () => import('../../features/admin/password/password-form'),
  (m) => m.AdminPasswordForm,
);
/**
 * Admin shell: a spinner until the admin check returns; no admin (or a failed check) goes
 * home; then the side menu shows only the pages the privilege opens, and a page it does not open shows
 * 'Access Denied!!'. The same access matrix guards every admin procedure on the server. While the admin's
 * password is a temporary one (a new admin, or a reset) the server refuses every admin procedure but changing
 * it, so the layout shows only the change-password form, and the pages once it is changed.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  // 'fallback': a menu label is looked up in admin, then finance (the money pages' names are there).
  const { t } = useTranslation(['admin', 'finance'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const vocabulary = useVocabulary();
  const { pathname, search } = useAddress();
  // Unbatched: index.html preloads this check at its own address (packages/domain first-screen.ts).
  const check = trpc.auth.admin.checkRemembered.useQuery(undefined, {
    retry: false,
    staleTime: 0,
    trpc: { context: { skipBatch: true } },
  });
  const admin = check.data && 'privilege' in check.data ? check.data : null;
  const leave = check.isError || (check.data !== undefined && !admin);
  const { logout, pending } = useLogout('admin');
  // On phones the side menu folds behind a button so a page's content starts on the first screen.
  const [menuOpen, setMenuOpen] = useState(false);
  // Fold it again whenever the page changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    // To the admin login, which says why and brings the admin back here afterwards.
    if (leave) navigate(loginAddress('admin', { pathname, search }), { replace: true });
  }, [leave, navigate, pathname, search]);

  if (!admin) return <Spinner label={t('common.checkingLogin')} />;

  const area = adminAreaOfPath(pathname);
  const allowed = area !== undefined && canAccessArea(admin.privilege, area);
  const mustChange = admin.must_change_password;
  return (
    <>
      <header className="area-header">
        <Link to="/" className="area-home">
          {t('nav.home')}
        </Link>
        <span className="area-title">
          {t('admin.signedInAs', { name: admin.name, privilege: vocabulary.privilege(admin.privilege) })}
        </span>
        <LanguageSwitch />
        <button
          type="button"
          className="button button-secondary"
          disabled={pending}
          onClick={() => void logout()}
        >
          {t('common.logout')}
        </button>
      </header>
      <div className="admin-shell">
        <nav className="admin-menu" aria-label={t('admin.sideMenu')}>
          <button
            type="button"
            className="admin-menu-toggle button button-secondary"
            aria-expanded={menuOpen}
            aria-controls="admin-menu-list"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {t('admin.sideMenu')}
          </button>
          <ul id="admin-menu-list" className={menuOpen ? 'open' : undefined}>
            {(mustChange ? [] : adminPagesFor(admin.privilege)).map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} onClick={() => setMenuOpen(false)}>
                  {t(page.label)}
                </NavLink>
                {(page.area === 'memberComplaints' || page.area === 'publicComplaints') && (
                  <UnsolvedCount area={page.area} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="admin-content">
          {mustChange ? (
            <section className="page narrow">
              <h1>{t('adminPanel.mustChangeTitle')}</h1>
              <p>{t('adminPanel.mustChangeText')}</p>
              <AdminPasswordForm
                title={t('adminPanel.changeOwnTitle')}
                onChanged={() => void check.refetch()}
              />
            </section>
          ) : allowed ? (
            <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>
          ) : (
            <section className="page narrow access-denied" role="alert">
              <h1>{t('admin.accessDenied')}</h1>
              <p>{t('admin.accessDeniedText')}</p>
            </section>
          )}
        </main>
      </div>
    </>
  );
}
