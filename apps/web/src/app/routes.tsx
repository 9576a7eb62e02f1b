import { ADMIN_PATHS, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { StaticShell } from '../components/static-shell';
import { loadNamespaces } from '../i18n';
import type { AreaPath } from './area-pages';
import { CaseRedirect } from './case-redirect';
import { PublicLayout } from './layouts/public-layout';

type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** A page loaded on demand: its code is fetched when its route is first visited. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteFunction<RouteObject> =>
  async () => ({ Component: pick(await load()) });

/**
 * Every public page is a chunk of its own, so the first load of a public page carries only the shell and
 * that one page (150 KB gzipped at most, docs/benchmarks.md); the server preloads the page's chunk.
 */
const PUBLIC_LAZY_PAGES: Record<PublicRoute, LazyRouteFunction<RouteObject>> = {
  '/': page(
    () => import('../features/public/home/home-page'),
    (m) => m.HomePage,
  ),
  '/ActiveMembers': page(
    () => import('../features/public/members/active-members-page'),
    (m) => m.ActiveMembersPage,
  ),
  '/DeceasedMembers': page(
    () => import('../features/public/deceased-members/deceased-members-page'),
    (m) => m.DeceasedMembersPage,
  ),
  '/MemberFacilities': page(
    () => import('../features/public/facilities/member-facilities-page'),
    (m) => m.MemberFacilitiesPage,
  ),
  '/BecomeMember': page(
    () => import('../features/public/become-member/become-member-page'),
    (m) => m.BecomeMemberPage,
  ),
  '/CurrentCommittee': page(
    () => import('../features/public/committees/current-committee-page'),
    (m) => m.CurrentCommitteePage,
  ),
  '/FoundingCommittee': page(
    () => import('../features/public/committees/founding-committee-page'),
    (m) => m.FoundingCommitteePage,
  ),
  '/PreviousCommittees': page(
    () => import('../features/public/committees/previous-committees-page'),
    (m) => m.PreviousCommitteesPage,
  ),
  '/Notices': page(
    () => import('../features/public/notices/notices-page'),
    (m) => m.NoticesPage,
  ),
  '/Stocklist': page(
    () => import('../features/public/stock/stock-page'),
    (m) => m.StockPage,
  ),
  '/ServiceCenters': page(
    () => import('../features/public/service-centers/service-centers-page'),
    (m) => m.ServiceCentersPage,
  ),
  '/Gallery': page(
    () => import('../features/public/gallery/gallery-page'),
    (m) => m.GalleryPage,
  ),
  '/ClientComplain': page(
    () => import('../features/public/public-complaints/complaint-page'),
    (m) => m.ComplaintPage,
  ),
  '/AdminLogin': page(
    () => import('../features/admin/login/login-page'),
    (m) => m.AdminLoginPage,
  ),
  '/MemberLogin': page(
    () => import('../features/member/login/login-page'),
    (m) => m.MemberLoginPage,
  ),
};

function publicRoute(path: PublicRoute): RouteObject {
  return { path, caseSensitive: true, lazy: PUBLIC_LAZY_PAGES[path] };
}

/**
 * Member and admin pages load on demand, behind their layout's session check: first the table of area pages
 * (a chunk of its own, see area-pages.tsx), then the page itself.
 */
const areaPage =
  (path: AreaPath): LazyRouteFunction<RouteObject> =>
  async () => {
    const { loadAreaPage } = await import('./area-pages');
    return { Component: await loadAreaPage(path) };
  };

/**
 * A layout loaded on demand together with its area's translations, so no screen of the area renders
 * before its texts are there (no raw keys on a slow connection).
 */
const layout =
  <M,>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    namespaces: Parameters<typeof loadNamespaces>,
  ): LazyRouteFunction<RouteObject> =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };

/**
 * The route table: exact, case-sensitive paths, no parameters (a path in another case is sent to its page by
 * CaseRedirect). Member and admin code is lazy.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // While a page's code is still loading on the first visit, keep showing index.html's header frame.
    hydrateFallbackElement: <StaticShell />,
    children: [...PUBLIC_ROUTES.map(publicRoute), { path: '*', element: <CaseRedirect /> }],
  },
  {
    hydrateFallbackElement: <StaticShell />,
    lazy: layout(
      () => import('./layouts/member-layout'),
      (m) => m.MemberLayout,
      ['member', 'account', 'finance'],
    ),
    children: MEMBER_ROUTES.map((path) => ({ path, caseSensitive: true, lazy: areaPage(path) })),
  },
  {
    // The layout checks the admin session and the page's area before any page renders.
    hydrateFallbackElement: <StaticShell />,
    lazy: layout(
      () => import('./layouts/admin-layout'),
      (m) => m.AdminLayout,
      ['admin', 'account', 'finance'],
    ),
    children: ADMIN_PATHS.map(({ path }) => ({ path, caseSensitive: true, lazy: areaPage(path) })),
  },
];
