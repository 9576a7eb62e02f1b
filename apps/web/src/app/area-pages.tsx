import type { ADMIN_PATHS, MEMBER_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n';

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
    // The enquiries', elections', documents', meetings' and annual accounts' texts come with the page: their
    // tabs name themselves with them.
    () =>
      Promise.all([
        import('./pages/member-dashboard-page'),
        loadNamespaces('enquiries', 'elections', 'documents', 'governance', 'yearend'),
      ]).then(([m]) => m),
    (m) => m.MemberDashboardPage,
  ),
  '/ActiveMembersAdmin': page(
    () => import('./pages/active-members-page'),
    (m) => m.ActiveMembersAdminPage,
  ),
  '/DeceasedMembersAdmin': page(
    () => import('../features/admin/deceased-members/deceased-members-page'),
    (m) => m.DeceasedMembersAdminPage,
  ),
  '/CurrentCommitteeAdmin': page(
    () => import('../features/admin/committees/current-committee-page'),
    (m) => m.CurrentCommitteeAdminPage,
  ),
  '/FoundingCommitteeAdmin': page(
    () => import('../features/admin/committees/founding-committee-page'),
    (m) => m.FoundingCommitteeAdminPage,
  ),
  '/PreviousCommitteesAdmin': page(
    () => import('../features/admin/committees/previous-committees-page'),
    (m) => m.PreviousCommitteesAdminPage,
  ),
  '/NoticeboardAdmin': page(
    () => import('../features/admin/notices/noticeboard-page'),
    (m) => m.NoticeboardAdminPage,
  ),
  '/ServiceCentersAdmin': page(
    () => import('../features/admin/service-centers/service-centers-page'),
    (m) => m.ServiceCentersAdminPage,
  ),
  '/GalleryAdmin': page(
    () => import('../features/admin/gallery/gallery-page'),
    (m) => m.GalleryAdminPage,
  ),
  '/ElectionsAdmin': page(
    () =>
      Promise.all([
        import('../features/admin/elections/elections-admin-page'),
        loadNamespaces('elections'),
      ]).then(([m]) => m),
    (m) => m.ElectionsAdminPage,
  ),
  '/DocumentsAdmin': page(
    () =>
      Promise.all([
        import('../features/admin/documents/documents-admin-page'),
        loadNamespaces('documents'),
      ]).then(([m]) => m),
    (m) => m.DocumentsAdminPage,
  ),
  '/MeetingsAdmin': page(
    () =>
      Promise.all([import('../features/admin/meetings/meetings-page'), loadNamespaces('governance')]).then(
        ([m]) => m,
      ),
    (m) => m.MeetingsAdminPage,
  ),
  '/ResolutionRegister': page(
    () =>
      Promise.all([import('../features/admin/meetings/register-page'), loadNamespaces('governance')]).then(
        ([m]) => m,
      ),
    (m) => m.ResolutionRegisterPage,
  ),
  '/AdminMembersComplain': page(
    () => import('../features/admin/member-complaints/member-complaints-page'),
    (m) => m.MemberComplaintsPage,
  ),
  '/AdminPublicComplain': page(
    () => import('../features/admin/public-complaints/public-complaints-page'),
    (m) => m.PublicComplaintsPage,
  ),
  '/Admin': page(
    () => import('./pages/admin-panel-page'),
    (m) => m.AdminPanelPage,
  ),
  '/FinancialMonthly': page(
    () => import('./pages/finance-monthly-page'),
    (m) => m.FinanceMonthlyPage,
  ),
  '/FinancialExpenses': page(
    () => import('../features/finance/ledger/ledger-page'),
    (m) => m.LedgerPage,
  ),
  '/Financial': page(
    () => import('../features/finance/deposits/deposits-page'),
    (m) => m.DepositsPage,
  ),
  '/BalanceUpdate': page(
    () => import('../features/finance/balance-check/balance-check-page'),
    (m) => m.BalanceCheckPage,
  ),
  '/GatewayPayments': page(
    () => import('../features/finance/payments/payments-page'),
    (m) => m.GatewayPaymentsPage,
  ),
  '/YearEnd': page(
    () =>
      Promise.all([import('../features/finance/year-end/year-end-page'), loadNamespaces('yearend')]).then(
        ([m]) => m,
      ),
    (m) => m.YearEndPage,
  ),
  '/Registers': page(
    () =>
      Promise.all([import('../features/finance/registers/registers-page'), loadNamespaces('registers')]).then(
        ([m]) => m,
      ),
    (m) => m.RegistersPage,
  ),
  '/Action': page(
    () => import('../features/admin/audit/audit-page'),
    (m) => m.AuditTrailPage,
  ),
  '/MessageDeliveries': page(
    () => import('../features/admin/notifications/deliveries-page'),
    (m) => m.DeliveriesPage,
  ),
  '/EnquiriesAdmin': page(
    () =>
      Promise.all([
        import('../features/admin/enquiries/enquiry-report-page'),
        loadNamespaces('enquiries'),
      ]).then(([m]) => m),
    (m) => m.EnquiryReportPage,
  ),
};

export function loadAreaPage(path: AreaPath): Promise<ComponentType> {
  return AREA_PAGES[path]();
}
