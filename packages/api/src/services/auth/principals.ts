import type { Privilege } from '@samity/domain';

/** A logged-in member, as the session gives it to member procedures. */
export interface MemberPrincipal {
  kind: 'member';
  sessionId: number;
  memberId: number;
  memberNo: string;
  name: string;
}

/** A logged-in admin, as the session gives it to admin procedures. */
export interface AdminPrincipal {
  kind: 'admin';
  sessionId: number;
  adminId: number;
  name: string;
  phone: string;
  pic: string | null;
  privilege: Privilege;
}
