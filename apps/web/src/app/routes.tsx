import { ADMIN_PAGES, ADMIN_ROUTES, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFound } from '../components/not-found';
import { HomePage } from '../features/home/home-page';
import { ActiveMembersPage } from '../features/members/active-members-page';
import { PublicLayout } from './layouts/public-layout';

/** Pages already built; every other route of spec §2 shows "coming soon" until its issue lands. */
const PUBLIC_PAGES: Partial<Record<(typeof PUBLIC_ROUTES)[number], RouteObject['element']>> = {
  '/': <HomePage />,
  '/ActiveMembers': <ActiveMembersPage />,
};

const adminTitle = (path: string) =>
  ADMIN_PAGES.find((p) => p.path === path)?.label ?? 'admin.menu.balanceUpdate';

/** The route table: exact, case-sensitive paths, no parameters (spec §2). Member and admin code is lazy. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...PUBLIC_ROUTES.map((path) => ({
        path,
        caseSensitive: true,
        element: PUBLIC_PAGES[path] ?? <ComingSoon />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
  ...MEMBER_ROUTES.map((path) => ({
    path,
    caseSensitive: true,
    lazy: async () => ({ Component: (await import('./layouts/member-layout')).MemberLayout }),
  })),
  {
    lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
    children: ADMIN_ROUTES.map((path) => ({
      path,
      caseSensitive: true,
      element: <ComingSoon titleKey={adminTitle(path)} />,
    })),
  },
];
