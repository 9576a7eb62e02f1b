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
interface ApiKeyActor {
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
  /**
   * The admin's password is still a temporary one (issued at creation or by a reset): every admin procedure
   * but changing it is refused. Always false for a key: a key is a credential of its own (its creator's
   * password being reset does not stop it; its creator being disabled does), and keys never reach the
   * password procedures.
   */
  passwordIsTemporary: boolean;
}
