/**
 * Every route of spec §2: exact and case-sensitive, no parameters. The web router and the server's SPA
 * fallback both read this list, so a path unknown to one is unknown to the other (and gets a 404).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/ActiveMembers',
  '/DeceasedMembers',
  '/MemberFacilities',
  '/BecomeMember',
  '/CurrentCommittee',
  '/FoundingCommittee',
  '/PreviousCommittees',
  '/Notices',
  '/Stocklist',
  '/ServiceCenters',
  '/Gallery',
  '/ClientComplain',
  '/AdminLogin',
  '/MemberLogin',
] as const;

export const MEMBER_ROUTES = ['/MemberDashboard'] as const;

export const ADMIN_ROUTES = [
  '/Admin',
  '/ActiveMembersAdmin',
  '/DeceasedMembersAdmin',
  '/CurrentCommitteeAdmin',
  '/FoundingCommitteeAdmin',
  '/PreviousCommitteesAdmin',
  '/Financial',
  '/FinancialMonthly',
  '/FinancialExpenses',
  '/AdminMembersComplain',
  '/AdminPublicComplain',
  '/NoticeboardAdmin',
  '/ServiceCentersAdmin',
  '/GalleryAdmin',
  '/Action',
  '/BalanceUpdate',
] as const;

export const APP_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...ADMIN_ROUTES];

export function isAppRoute(path: string): boolean {
  return APP_ROUTES.includes(path);
}
