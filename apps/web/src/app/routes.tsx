import { ADMIN_PATHS, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { StaticShell } from '../components/static-shell';
import { loadNamespaces } from '../i18n';
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
const PUBLIC_LAZY_PAGES: Partial<Record<PublicRoute, LazyRouteFunction<RouteObject>>> = {
  '/': page(
    () => import('../features/home/home-page'),
    (m) => m.HomePage,
  ),
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
  return lazy ? { path, caseSensitive: true, lazy } : { path, caseSensitive: true, element: <ComingSoon /> };
}

/** Member and admin pages load on demand, behind their layout's session check. */
const MEMBER_PAGES: Record<(typeof MEMBER_ROUTES)[number], LazyRouteFunction<RouteObject>> = {
  '/MemberDashboard': page(
    () => import('../features/member-dashboard/member-dashboard-page'),
    (m) => m.MemberDashboardPage,
  ),
};

type AdminPath = (typeof ADMIN_PATHS)[number]['path'];
const ADMIN_LAZY_PAGES: Partial<Record<AdminPath, LazyRouteFunction<RouteObject>>> = {
  '/ActiveMembersAdmin': page(
    () => import('../features/admin-members/active-members-admin-page'),
    (m) => m.ActiveMembersAdminPage,
  ),
  '/DeceasedMembersAdmin': page(
    () => import('../features/admin-members/deceased-members-admin-page'),
    (m) => m.DeceasedMembersAdminPage,
  ),
  '/CurrentCommitteeAdmin': page(
    () => import('../features/admin-committees/current-committee-admin-page'),
    (m) => m.CurrentCommitteeAdminPage,
  ),
  '/FoundingCommitteeAdmin': page(
    () => import('../features/admin-committees/founding-committee-admin-page'),
    (m) => m.FoundingCommitteeAdminPage,
  ),
  '/PreviousCommitteesAdmin': page(
    () => import('../features/admin-committees/previous-committees-admin-page'),
    (m) => m.PreviousCommitteesAdminPage,
  ),
  '/NoticeboardAdmin': page(
    () => import('../features/admin-content/noticeboard-admin-page'),
    (m) => m.NoticeboardAdminPage,
  ),
  '/ServiceCentersAdmin': page(
    () => import('../features/admin-content/site-images-admin-page'),
    (m) => m.ServiceCentersAdminPage,
  ),
  '/GalleryAdmin': page(
    () => import('../features/admin-content/site-images-admin-page'),
    (m) => m.GalleryAdminPage,
  ),
  '/AdminMembersComplain': page(
    () => import('../features/admin-complaints/member-complaints-page'),
    (m) => m.MemberComplaintsPage,
  ),
  '/AdminPublicComplain': page(
    () => import('../features/admin-complaints/public-complaints-page'),
    (m) => m.PublicComplaintsPage,
  ),
  '/Admin': page(
    () => import('../features/admin-panel/admin-panel-page'),
    (m) => m.AdminPanelPage,
  ),
  '/FinancialMonthly': page(
    () => import('../features/finance-monthly/finance-monthly-page'),
    (m) => m.FinanceMonthlyPage,
  ),
  '/FinancialExpenses': page(
    () => import('../features/finance-ledger/ledger-page'),
    (m) => m.LedgerPage,
  ),
  '/Financial': page(
    () => import('../features/finance-deposits/deposits-page'),
    (m) => m.DepositsPage,
  ),
  '/BalanceUpdate': page(
    () => import('../features/balance-check/balance-check-page'),
    (m) => m.BalanceCheckPage,
  ),
  '/GatewayPayments': page(
    () => import('../features/gateway-payments/gateway-payments-page'),
    (m) => m.GatewayPaymentsPage,
  ),
  '/Action': page(
    () => import('../features/audit-trail/audit-trail-page'),
    (m) => m.AuditTrailPage,
  ),
};

/** An admin page's title is in the admin or finance namespace, both loaded by the admin layout. */
const ADMIN_TITLE_NS = ['admin', 'finance'] as const;

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

/** The route table: exact, case-sensitive paths, no parameters. Member and admin code is lazy. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // While a page's code is still loading on the first visit, keep showing index.html's header frame.
    hydrateFallbackElement: <StaticShell />,
    children: [...PUBLIC_ROUTES.map(publicRoute), { path: '*', element: <NotFound /> }],
  },
  {
    hydrateFallbackElement: <StaticShell />,
    lazy: layout(
      () => import('./layouts/member-layout'),
      (m) => m.MemberLayout,
      ['member', 'finance'],
    ),
    children: MEMBER_ROUTES.map((path) => ({ path, caseSensitive: true, lazy: MEMBER_PAGES[path] })),
  },
  {
    // The layout checks the admin session and the page's area before any page renders.
    hydrateFallbackElement: <StaticShell />,
    lazy: layout(
      () => import('./layouts/admin-layout'),
      (m) => m.AdminLayout,
      ['admin', 'finance'],
    ),
    children: ADMIN_PATHS.map(({ path, label }) => {
      const lazy = ADMIN_LAZY_PAGES[path];
      return lazy
        ? { path, caseSensitive: true, lazy }
        : {
            path,
            caseSensitive: true,
            element: <ComingSoon titleKey={label} ns={ADMIN_TITLE_NS} />,
          };
    }),
  },
];
