import { ADMIN_PAGES, ADMIN_ROUTES, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { StaticShell } from '../components/static-shell';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from './layouts/public-layout';

type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** Pages already built; every other route of spec §2 shows "coming soon" until its issue lands. */
const PUBLIC_PAGES: Partial<Record<PublicRoute, RouteObject['element']>> = {
  '/': <HomePage />,
};

/** A page loaded on demand: its code is fetched when its route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject> =>
  async () => ({ Component: pick(await load()) });

/**
 * Public pages other than home are split into chunks of their own, so the first load of any public page
 * carries only the shell, the home page and that one page (ARCHITECTURE §7: 150 KB gzipped at most).
 */
const PUBLIC_LAZY_PAGES: Partial<Record<PublicRoute, LazyRouteFunction<RouteObject>>> = {
  '/ActiveMembers': page(
    () => import('../features/members/active-members-page'),
    (m) => m.ActiveMembersPage,
  ),
  '/DeceasedMembers': page(
    () => import('../features/deceased/deceased-members-page'),
    (m) => m.DeceasedMembersPage,
  ),
  '/MemberFacilities': page(
    () => import('../features/facilities/member-facilities-page'),
    (m) => m.MemberFacilitiesPage,
  ),
  '/BecomeMember': page(
    () => import('../features/become-member/become-member-page'),
    (m) => m.BecomeMemberPage,
  ),
  '/CurrentCommittee': page(
    () => import('../features/committees/current-committee-page'),
    (m) => m.CurrentCommitteePage,
  ),
  '/FoundingCommittee': page(
    () => import('../features/committees/founding-committee-page'),
    (m) => m.FoundingCommitteePage,
  ),
  '/PreviousCommittees': page(
    () => import('../features/committees/previous-committees-page'),
    (m) => m.PreviousCommitteesPage,
  ),
  '/Notices': page(
    () => import('../features/notices/notices-page'),
    (m) => m.NoticesPage,
  ),
  '/Stocklist': page(
    () => import('../features/stock/stock-page'),
    (m) => m.StockPage,
  ),
  '/ServiceCenters': page(
    () => import('../features/service-centers/service-centers-page'),
    (m) => m.ServiceCentersPage,
  ),
  '/Gallery': page(
    () => import('../features/gallery/gallery-page'),
    (m) => m.GalleryPage,
  ),
  '/ClientComplain': page(
    () => import('../features/complaint/complaint-page'),
    (m) => m.ComplaintPage,
  ),
  '/AdminLogin': page(
    () => import('../features/auth/admin-login-page'),
    (m) => m.AdminLoginPage,
  ),
  '/MemberLogin': page(
    () => import('../features/auth/member-login-page'),
    (m) => m.MemberLoginPage,
  ),
};

function publicRoute(path: PublicRoute): RouteObject {
  const lazy = PUBLIC_LAZY_PAGES[path];
  if (!PUBLIC_PAGES[path] && lazy) return { path, caseSensitive: true, lazy };
  return { path, caseSensitive: true, element: PUBLIC_PAGES[path] ?? <ComingSoon /> };
}

/** Member and admin pages load on demand, behind their layout's session check. */
const MEMBER_PAGES: Record<(typeof MEMBER_ROUTES)[number], LazyRouteFunction<RouteObject>> = {
  '/MemberDashboard': page(
    () => import('../features/auth/member-dashboard-page'),
    (m) => m.MemberDashboardPage,
  ),
};

const ADMIN_LAZY_PAGES: Partial<Record<(typeof ADMIN_ROUTES)[number], LazyRouteFunction<RouteObject>>> = {
  '/Admin': page(
    () => import('../features/admin-panel/admin-panel-page'),
    (m) => m.AdminPanelPage,
  ),
};

const adminTitle = (path: string) =>
  ADMIN_PAGES.find((p) => p.path === path)?.label ?? 'admin.menu.balanceUpdate';

/** The route table: exact, case-sensitive paths, no parameters (spec §2). Member and admin code is lazy. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // While a page's code is still loading on the first visit, keep showing index.html's header frame.
    hydrateFallbackElement: <StaticShell />,
    children: [...PUBLIC_ROUTES.map(publicRoute), { path: '*', element: <NotFound /> }],
  },
  {
    hydrateFallbackElement: <StaticShell />,
    lazy: page(
      () => import('./layouts/member-layout'),
      (m) => m.MemberLayout,
    ),
    children: MEMBER_ROUTES.map((path) => ({ path, caseSensitive: true, lazy: MEMBER_PAGES[path] })),
  },
  {
    // The layout checks the admin session and the page's area before any page renders.
    hydrateFallbackElement: <StaticShell />,
    lazy: page(
      () => import('./layouts/admin-layout'),
      (m) => m.AdminLayout,
    ),
    children: ADMIN_ROUTES.map((path) => {
      const lazy = ADMIN_LAZY_PAGES[path];
      return lazy
        ? { path, caseSensitive: true, lazy }
        : { path, caseSensitive: true, element: <ComingSoon titleKey={adminTitle(path)} /> };
    }),
  },
];
