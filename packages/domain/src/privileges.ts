/**
 * Admin privileges and the one access matrix of the product (decision 002 and docs/security.md).
 * The server middleware, the admin side menu, the web route guards and robots.txt all read this file,
 * so a privilege rule or an admin page is changed in exactly one place.
 */
export const PRIVILEGES = ['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const DEFAULT_NEW_ADMIN_PRIVILEGE: Privilege = 'Full_Access+';

/** Older records and integrators may write `Member_access`; both spellings mean the same privilege. */
export function normalizePrivilege(value: string): Privilege | null {
  if (value === 'Member_access') return 'Member_Access';
  return (PRIVILEGES as readonly string[]).includes(value) ? (value as Privilege) : null;
}

/** Which privileges each privilege contains (hierarchy: Full_Access+ ⊇ Full_Access ⊇ {Finance, Member}). */
const CONTAINS: Record<Privilege, readonly Privilege[]> = {
  'Full_Access+': ['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'],
  Full_Access: ['Full_Access', 'Finance_Access', 'Member_Access'],
  Finance_Access: ['Finance_Access'],
  Member_Access: ['Member_Access'],
};

export function hasPrivilege(held: Privilege, required: Privilege): boolean {
  return CONTAINS[held].includes(required);
}

/** Admin areas: each admin page and each admin procedure belongs to exactly one. */
export const ADMIN_AREAS = {
  deposits: 'Finance_Access',
  monthly: 'Finance_Access',
  expenses: 'Finance_Access',
  activeMembers: 'Member_Access',
  deceasedMembers: 'Member_Access',
  committees: 'Full_Access',
  notices: 'Full_Access',
  serviceCenters: 'Full_Access',
  gallery: 'Full_Access',
  /** The society's documents (bylaws, certificate, audit reports, minutes, circulars) and their versions. */
  documents: 'Full_Access',
  /** Committee elections: schedule, voter list, nominations, the officer's count and publishing the result. */
  elections: 'Full_Access',
  /** The society's meetings: schedule, notice, attendance, minutes and the resolution register. */
  meetings: 'Full_Access',
  memberComplaints: 'Full_Access',
  publicComplaints: 'Full_Access',
  adminPanel: 'Full_Access',
  addAdmin: 'Full_Access+',
  apiKeys: 'Full_Access+',
  balanceUtility: 'Finance_Access',
  gatewayPayments: 'Finance_Access',
  /** The annual statements and registers: read by Finance_Access; closing a year and its appropriation need yearEndClose. */
  yearEnd: 'Finance_Access',
  yearEndClose: 'Full_Access',
  auditTrail: 'Full_Access',
  /** Message deliveries (SMS, email): their errors, and sending a failed one again. */
  notificationDeliveries: 'Full_Access',
  /** What SMS may cost: the daily budget, the price of a part and the dealers' enquiry SMS a day. */
  smsBudget: 'Full_Access+',
  /**
   * Buyers' enquiries: counted per dealer and month, and listed with the buyers' phones (that list for admins
   * in person only, never an API key: personalDataProcedure).
   */
  enquiryReport: 'Full_Access',
} as const satisfies Record<string, Privilege>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export function canAccessArea(held: Privilege, area: AdminArea): boolean {
  return hasPrivilege(held, ADMIN_AREAS[area]);
}

/**
 * Every admin page: its path, the area that guards it, its i18n label and whether the side menu lists it
 * (in this order). The web router, the side menu, the route guards and robots.txt are all derived from it.
 */
export const ADMIN_PATHS = [
  { path: '/Financial', area: 'deposits', label: 'admin.menu.deposits', inMenu: true },
  { path: '/FinancialMonthly', area: 'monthly', label: 'admin.menu.monthly', inMenu: true },
  { path: '/FinancialExpenses', area: 'expenses', label: 'admin.menu.expenses', inMenu: true },
  { path: '/BalanceUpdate', area: 'balanceUtility', label: 'admin.menu.balanceUpdate', inMenu: true },
  {
    path: '/GatewayPayments',
    area: 'gatewayPayments',
    label: 'admin.menu.gatewayPayments',
    inMenu: true,
  },
  { path: '/YearEnd', area: 'yearEnd', label: 'admin.menu.yearEnd', inMenu: true },
  { path: '/Registers', area: 'yearEnd', label: 'admin.menu.registers', inMenu: true },
  { path: '/ActiveMembersAdmin', area: 'activeMembers', label: 'admin.menu.activeMembers', inMenu: true },
  {
    path: '/DeceasedMembersAdmin',
    area: 'deceasedMembers',
    label: 'admin.menu.deceasedMembers',
    inMenu: true,
  },
  { path: '/CurrentCommitteeAdmin', area: 'committees', label: 'admin.menu.currentCommittee', inMenu: true },
  {
    path: '/FoundingCommitteeAdmin',
    area: 'committees',
    label: 'admin.menu.foundingCommittee',
    inMenu: true,
  },
  {
    path: '/PreviousCommitteesAdmin',
    area: 'committees',
    label: 'admin.menu.previousCommittees',
    inMenu: true,
  },
  { path: '/NoticeboardAdmin', area: 'notices', label: 'admin.menu.notices', inMenu: true },
  { path: '/ServiceCentersAdmin', area: 'serviceCenters', label: 'admin.menu.serviceCenters', inMenu: true },
  { path: '/GalleryAdmin', area: 'gallery', label: 'admin.menu.gallery', inMenu: true },
  { path: '/DocumentsAdmin', area: 'documents', label: 'admin.menu.documents', inMenu: true },
  { path: '/ElectionsAdmin', area: 'elections', label: 'admin.menu.elections', inMenu: true },
  { path: '/MeetingsAdmin', area: 'meetings', label: 'admin.menu.meetings', inMenu: true },
  {
    path: '/ResolutionRegister',
    area: 'meetings',
    label: 'admin.menu.resolutionRegister',
    inMenu: true,
  },
  {
    path: '/AdminMembersComplain',
    area: 'memberComplaints',
    label: 'admin.menu.memberComplaints',
    inMenu: true,
  },
  {
    path: '/AdminPublicComplain',
    area: 'publicComplaints',
    label: 'admin.menu.publicComplaints',
    inMenu: true,
  },
  { path: '/Admin', area: 'adminPanel', label: 'admin.menu.adminPanel', inMenu: true },
  { path: '/Action', area: 'auditTrail', label: 'admin.menu.action', inMenu: true },
  {
    path: '/MessageDeliveries',
    area: 'notificationDeliveries',
    label: 'admin.menu.deliveries',
    inMenu: true,
  },
  { path: '/EnquiriesAdmin', area: 'enquiryReport', label: 'admin.menu.enquiries', inMenu: true },
] as const satisfies readonly { path: string; area: AdminArea; label: string; inMenu: boolean }[];

export type AdminPath = (typeof ADMIN_PATHS)[number]['path'];

/** The side-menu pages, in menu order. */
const ADMIN_PAGES = ADMIN_PATHS.filter((page) => page.inMenu);

/** The area guarding an admin route; undefined for a non-admin path. */
export function adminAreaOfPath(path: string): AdminArea | undefined {
  return ADMIN_PATHS.find((page) => page.path === path)?.area;
}

/** The side-menu pages an admin of this privilege may open, in menu order. */
export function adminPagesFor(held: Privilege) {
  return ADMIN_PAGES.filter((page) => canAccessArea(held, page.area));
}

/**
 * Where an admin lands after login: the deposits page when they may open it, otherwise their
 * first allowed page (a Member_Access admin would only meet 'Access Denied!!' on /Financial).
 */
export function adminLandingPath(held: Privilege): string {
  return adminPagesFor(held)[0]?.path ?? '/';
}
