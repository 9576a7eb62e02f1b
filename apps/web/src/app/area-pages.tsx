import type { ADMIN_PATHS, MEMBER_ROUTES } from '@samity/domain';
import type { ComponentType } from 'react';
import { loadNamespaces } from '../i18n';

/** A path of the member or the admin area. */
export type AreaPath = (typeof MEMBER_ROUTES)[number] | (typeof ADMIN_PATHS)[number]['path'];

/**
 * A page's module loaded on demand, the component it exports, and the translation namespaces it needs
 * beyond its area's (loaded together, so the page never renders raw keys). Written the same way as the
 * public table's pageWithTexts: the build reads this table to preload each page's code and texts with
 * index.html (vite-route-preloads.ts).
 */
const page =
  <M,>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    namespaces: Parameters<typeof loadNamespaces> = [],
  ) =>
  async (): Promise<ComponentType> => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return pick(module);
  };

/**
 * Every member and admin page, by path. This table is a chunk of its own, fetched with the area's layout:
 * were it in the route table, each page's file names (and everything they preload) would sit in the entry
 * script that every public first load downloads, and each new member or admin screen would make the public
 * pages heavier.
 */
const AREA_PAGES: Record<AreaPath, () => Promise<ComponentType>> = {
  // The tabs' names are the member namespace's; each section's own texts come with its code, when opened.
  '/MemberDashboard': page(
    () => import('./pages/member-dashboard-page'),
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
    () => import('../features/admin/elections/elections-admin-page'),
    (m) => m.ElectionsAdminPage,
    ['elections'],
  ),
  '/DocumentsAdmin': page(
    () => import('../features/admin/documents/documents-admin-page'),
    (m) => m.DocumentsAdminPage,
    ['documents'],
  ),
  '/MeetingsAdmin': page(
    () => import('../features/admin/meetings/meetings-page'),
    (m) => m.MeetingsAdminPage,
    ['governance'],
  ),
  '/ResolutionRegister': page(
    () => import('../features/admin/meetings/register-page'),
    (m) => m.ResolutionRegisterPage,
    ['governance'],
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
    () => import('../features/finance/year-end/year-end-page'),
    (m) => m.YearEndPage,
    ['yearend'],
  ),
  '/Registers': page(
    () => import('../features/finance/registers/registers-page'),
    (m) => m.RegistersPage,
    ['registers'],
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
    () => import('../features/admin/enquiries/enquiry-report-page'),
    (m) => m.EnquiryReportPage,
    ['enquiries'],
  ),
};

export function loadAreaPage(path: AreaPath): Promise<ComponentType> {
  return AREA_PAGES[path]();
}
