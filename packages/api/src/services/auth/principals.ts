import type { Privilege } from '@samity/domain';

/** A logged-in member, as the session gives it to member procedures. */
export interface MemberPrincipal {
  kind: 'member';
  sessionId: number;
  memberId: number;
  memberNo: string;
  name: string;
}

/** The integrator's key an admin call is made with (decision 013). */
export interface ApiKeyActor {
  id: number;
  name: string;
}

/**
 * A logged-in admin, as the session gives it to admin procedures; or an integrator's API key on the REST
 * facade. A key acts with its own privilege; adminId, name, phone and pic are then those of the admin who
 * created it (who answers for the rows it writes), and the audit trail names the key.
 */
export interface AdminPrincipal {
  kind: 'admin';
  /** The admin's session; null for a call made with an API key. */
  sessionId: number | null;
  adminId: number;
  name: string;
  phone: string;
  pic: string | null;
  privilege: Privilege;
  apiKey: ApiKeyActor | null;
}
