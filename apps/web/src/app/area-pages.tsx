import type { ADMIN_PATHS, MEMBER_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';

/** A path of the member or the admin area. */
export type AreaPath = (typeof MEMBER_ROUTES)[number] | (typeof ADMIN_PATHS)[number]['path'];

/** A page's module loaded on demand, and the component it exports. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<ComponentType> =>
    pick(await load());

/**
 * Every member and admin page, by path. This table is a chunk of its own, fetched with the area's layout:
 * were it in the route table, each page's file names (and everything they preload) would sit in the entry
 * script that every public first load downloads, and each new member or admin screen would make the public
 * pages heavier.
 */
const AREA_PAGES: Record<AreaPath, () => Promise<ComponentType>> = {
  '/MemberDashboard': page(
    () => import('../features/member-dashboard/member-dashboard-page'),
    (m) => m.MemberDashboardPage,
  ),
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
  '/MessageDeliveries': page(
    () => import('../features/admin-deliveries/deliveries-page'),
    (m) => m.DeliveriesPage,
  ),
};

export function loadAreaPage(path: AreaPath): Promise<ComponentType> {
  return AREA_PAGES[path]();
}
