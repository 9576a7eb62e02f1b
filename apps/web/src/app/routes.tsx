import { ADMIN_PATHS, CAR_PAGE_ROUTE, DEALER_PAGE_ROUTE, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { StaticShell } from '../components/static-shell';
import { loadNamespaces } from '../i18n';
import { oneOf } from '../lib/exact-path';
import type { AreaPath } from './area-pages';
import { CaseRedirect } from './case-redirect';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';

type PublicRoute = (typeof PUBLIC_ROUTES)[number];

type Page = LazyExoticComponent<ComponentType>;

/** A page loaded on demand: its code is fetched when its route is first visited. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazy(async () => ({ default: pick(await load()) }));

/**
 * Every public page is a chunk of its own, so the first load of a public page carries only the shell and
 * that one page (150 KB gzipped at most, docs/benchmarks.md); the server preloads the page's chunk.
 */
const PUBLIC_LAZY_PAGES: Record<PublicRoute, Page> = {
  // The home page's texts are its own, as are those of the two pages about joining and of the two login
  // pages: no other page's first load carries them.
  '/': pageWithTexts(
    () => import('../features/public/home/home-page'),
    (m) => m.HomePage,
    ['home'],
  ),
  '/ActiveMembers': page(
    () => import('../features/public/members/active-members-page'),
    (m) => m.ActiveMembersPage,
  ),
  '/DeceasedMembers': page(
    () => import('../features/public/deceased-members/deceased-members-page'),
    (m) => m.DeceasedMembersPage,
  ),
  '/MemberFacilities': pageWithTexts(
    () => import('../features/public/facilities/member-facilities-page'),
    (m) => m.MemberFacilitiesPage,
    ['joining'],
  ),
  '/BecomeMember': pageWithTexts(
    () => import('../features/public/become-member/become-member-page'),
    (m) => m.BecomeMemberPage,
    ['joining'],
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
  '/Elections': pageWithTexts(
    () => import('../features/public/elections/elections-page'),
    (m) => m.ElectionsPage,
    ['elections'],
  ),
  '/Documents': pageWithTexts(
    () => import('../features/public/documents/documents-page'),
    (m) => m.DocumentsPage,
    ['documents'],
  ),
  '/Notices': page(
    () => import('../features/public/notices/notices-page'),
    (m) => m.NoticesPage,
  ),
  // With the enquiry form's texts (the Enquire button in a car's details) and the saved searches' ("Save this
  // search" above the list): both have their labels from the first paint, and the list does not move down
  // when the button appears.
  '/Stocklist': pageWithTexts(
    () => import('./pages/stocklist-page'),
    (m) => m.StocklistPage,
    ['enquiries', 'alerts', 'vehicles'],
  ),
  // Reuses the car page's share buttons and their texts. Every page showing cars loads the vocabulary's
  // Bengali names with it ('vehicles', i18n/vehicle-names.ts: on an English page, nothing).
  '/compare': pageWithTexts(
    () => import('./pages/compare-page'),
    (m) => m.ComparePage,
    ['cars', 'vehicles'],
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
  '/AdminLogin': pageWithTexts(
    () => import('../features/admin/login/login-page'),
    (m) => m.AdminLoginPage,
    ['login'],
  ),
  '/MemberLogin': pageWithTexts(
    () => import('../features/member/login/login-page'),
    (m) => m.MemberLoginPage,
    ['login'],
  ),
};

/**
 * A page loaded on demand with its own texts, fetched together so it never shows raw keys. A function
 * declaration, so the table of public pages above may use it.
 */
function pageWithTexts<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Parameters<typeof loadNamespaces>,
): Page {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { default: pick(module) };
  });
}

/** A car's own page (/Stocklist/<id>-<brand>-<model>-<year>): a chunk of its own, preloaded by the server. */
const CAR_PAGES: Record<typeof CAR_PAGE_ROUTE, Page> = {
  '/Stocklist/:car': pageWithTexts(
    () => import('./pages/car-page'),
    (m) => m.CarPage,
    ['cars', 'enquiries', 'vehicles'],
  ),
};

/** A dealer's own page (/dealers/<member no>-<business>): the dealer and their cars. */
const DEALER_PAGE: Page = pageWithTexts(
  () => import('./pages/dealer-page'),
  (m) => m.DealerPage,
  ['public', 'vehicles'],
);

/**
 * Member and admin pages load on demand, behind their layout's session check: first the table of area pages
 * (a chunk of its own, see area-pages.tsx), then the page itself. One lazy component per path, made once.
 */
const AREA_LAZY_PAGES = new Map<AreaPath, Page>();
function areaPage(path: AreaPath): Page {
  let found = AREA_LAZY_PAGES.get(path);
  if (!found) {
    found = lazy(async () => {
      const { loadAreaPage } = await import('./area-pages');
      return { default: await loadAreaPage(path) };
    });
    AREA_LAZY_PAGES.set(path, found);
  }
  return found;
}

/**
 * A layout loaded on demand together with its area's translations, so no screen of the area renders
 * before its texts are there (no raw keys on a slow connection).
 */
type Layout = LazyExoticComponent<ComponentType<{ children: ReactNode }>>;
const layout = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<{ children: ReactNode }>,
  namespaces: Parameters<typeof loadNamespaces>,
): Layout =>
  lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { default: pick(module) };
  });

// With the refusals' texts, and the vocabulary's Bengali names for a dealer's cars and enquiries.
const MemberLayout = layout(
  () => import('./layouts/member-layout'),
  (m) => m.MemberLayout,
  ['member', 'account', 'finance', 'errors', 'vehicles'],
);
// The layout checks the admin session and the page's area before any page renders.
const AdminLayout = layout(
  () => import('./layouts/admin-layout'),
  (m) => m.AdminLayout,
  ['admin', 'account', 'finance', 'errors'],
);

/** An alert SMS's stop link (a path with a token, so not one of PUBLIC_ROUTES); its texts load with it. */
const STOP_ALERT_PAGE = pageWithTexts(
  () => import('../features/public/alerts/stop-alert-page'),
  (m) => m.StopAlertPage,
  ['alerts'],
);

/** A dealer's verification page (a path with a token, so not one of PUBLIC_ROUTES); its texts load with it. */
const VERIFY_PAGE = pageWithTexts(
  () => import('../features/public/verification/verify-page'),
  (m) => m.VerifyPage,
  ['verification'],
);

/** Renders a lazy page (one component per path, made once, so a page keeps its state while it is shown). */
function Lazy({ page: Page }: { page: Page }) {
  return <Page />;
}

/** An area's paths, for the one route that holds its layout (kept while moving between the area's pages). */
const MEMBER_AREA = oneOf(MEMBER_ROUTES);
const ADMIN_AREA = oneOf(ADMIN_PATHS.map(({ path }) => path));

/**
 * The route table: exact, case-sensitive paths (router.tsx gives wouter a parser that keeps case; a path in
 * another case is sent to its page by CaseRedirect). Each area is one route whose layout wraps a switch of
 * the area's pages, so the layout (its session check, its menu) stays while a page of the same area replaces
 * another; everything that is not a member or admin page is the public layout's, not found included.
 * wouter, not React Router: the site loads no data through the router, and React Router added about 12 KB
 * gzip to every public first load (docs/decisions/022-wouter.md).
 * While a layout or page's code is still arriving on the first visit, the one Suspense boundary above the
 * layouts keeps index.html's header frame on screen; later navigations run in a transition (the location
 * hook, lib/navigation.tsx), so the page being left stays until the next one is ready.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<StaticShell />}>
        <Switch>
          <Route key="member" path={MEMBER_AREA}>
            <MemberLayout>
              <Switch>
                {MEMBER_ROUTES.map((path) => (
                  <Route key={path} path={path}>
                    <Lazy page={areaPage(path)} />
                  </Route>
                ))}
              </Switch>
            </MemberLayout>
          </Route>
          <Route key="admin" path={ADMIN_AREA}>
            <AdminLayout>
              <Switch>
                {ADMIN_PATHS.map(({ path }) => (
                  <Route key={path} path={path}>
                    <Lazy page={areaPage(path)} />
                  </Route>
                ))}
              </Switch>
            </AdminLayout>
          </Route>
          <Route key="public">
            <PublicLayout>
              <Switch>
                {PUBLIC_ROUTES.map((path) => (
                  <Route key={path} path={path}>
                    <Lazy page={PUBLIC_LAZY_PAGES[path]} />
                  </Route>
                ))}
                <Route path="/alerts/stop/:token">
                  <Lazy page={STOP_ALERT_PAGE} />
                </Route>
                <Route path="/verify/:token">
                  <Lazy page={VERIFY_PAGE} />
                </Route>
                <Route path={CAR_PAGE_ROUTE}>
                  <Lazy page={CAR_PAGES[CAR_PAGE_ROUTE]} />
                </Route>
                <Route path={DEALER_PAGE_ROUTE}>
                  <Lazy page={DEALER_PAGE} />
                </Route>
                <Route>
                  <CaseRedirect />
                </Route>
              </Switch>
            </PublicLayout>
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
