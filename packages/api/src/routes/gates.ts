import { type AdminArea, API_KEY_MESSAGES, AppError, AUTH_MESSAGES, canAccessArea } from '@samity/domain';
import type { Context } from '../context';
import { assertPasswordNotInitial } from '../services/members/initial-password-gate';
import type { AdminPrincipal, MemberPrincipal } from '../services/principals';

/**
 * The gates of the logged-in tiers, in one place: the tiers' procedures (procedures.ts) and the hand-written
 * routes (files, uploads) call the same functions, so a PDF and the JSON beside it are refused alike. `path`
 * names the procedure or route on the log line of a refusal.
 */

const signInRequired = () =>
  new AppError('UNAUTHORIZED', 'auth.signInRequired', AUTH_MESSAGES.signInRequired);

/**
 * The request's member, or 401. Unless `duringInitialPassword`, a member whose password is still an initial
 * (issued) one is refused with 403 auth.initialPasswordMustChange: only changing it is open then.
 */
export async function memberGate(
  ctx: Context,
  path: string,
  { duringInitialPassword = false }: { duringInitialPassword?: boolean } = {},
): Promise<MemberPrincipal> {
  const member = await ctx.auth.member();
  if (!member) {
    ctx.log.warn({ event: 'auth.denied', path, tier: 'member', reason: 'no_session' }, 'access denied');
    throw signInRequired();
  }
  if (!duringInitialPassword) await assertPasswordNotInitial({ ...ctx, actor: member }, path);
  return member;
}

export interface AdminGate {
  /** The area the admin's privilege must open; null: any logged-in admin (their own account). */
  area: AdminArea | null;
  /** A credential call: a person's session only, never an API key. */
  credentials: boolean;
  /** Open while the admin's password is still a temporary one (only for changing it). */
  duringTemporaryPassword: boolean;
  /**
   * Personal data of people who are not members (buyers' phones): a person's session only. A key is a
   * machine's credential that outlives who made it and leaves no person behind a look at someone's phone.
   */
  personalData?: boolean;
  /** An irreversible act (the procedure's meta peopleOnly): an admin in person only, never an API key. */
  peopleOnly?: boolean;
}

/**
 * The admin tier's one gate: a principal (session, or an API key where the context reads keys), a key never
 * on a credential call, the temporary-password gate, then the privilege. The temporary flag comes with the
 * session's own lookup (the admin's row is read per request), so the gate opens the moment the password
 * changes, in every session.
 */
export async function adminGate(ctx: Context, path: string, gate: AdminGate): Promise<AdminPrincipal> {
  const { area, credentials, duringTemporaryPassword, personalData = false, peopleOnly = false } = gate;
  const admin = await ctx.auth.admin();
  if (!admin) {
    ctx.log.warn({ event: 'auth.denied', path, tier: 'admin', reason: 'no_session' }, 'access denied');
    throw signInRequired();
  }
  if (admin.apiKey && credentials) {
    ctx.log.warn({ event: 'auth.denied', path, reason: 'api_key', apiKeyId: admin.apiKey.id }, 'denied');
    throw new AppError('FORBIDDEN', 'apiKeys.sessionRequired', API_KEY_MESSAGES.sessionRequired);
  }
  if (admin.apiKey && personalData) {
    ctx.log.warn({ event: 'auth.denied', path, reason: 'api_key', apiKeyId: admin.apiKey.id }, 'denied');
    throw new AppError('FORBIDDEN', 'apiKeys.personalData', API_KEY_MESSAGES.personalData);
  }
  if (admin.apiKey && peopleOnly) {
    ctx.log.warn({ event: 'auth.denied', path, reason: 'people_only', apiKeyId: admin.apiKey.id }, 'denied');
    throw new AppError('FORBIDDEN', 'apiKeys.peopleOnly', API_KEY_MESSAGES.peopleOnly);
  }
  if (admin.passwordIsTemporary && !duringTemporaryPassword) {
    ctx.log.warn(
      { event: 'auth.denied', path, reason: 'temporary_password', adminId: admin.adminId },
      'access denied: temporary password',
    );
    throw new AppError(
      'FORBIDDEN',
      'auth.temporaryPasswordMustChange',
      AUTH_MESSAGES.temporaryPasswordMustChange,
    );
  }
  if (area !== null && !canAccessArea(admin.privilege, area)) {
    ctx.log.warn(
      {
        event: 'auth.denied',
        path,
        reason: 'privilege',
        area,
        adminId: admin.adminId,
        apiKeyId: admin.apiKey?.id,
        privilege: admin.privilege,
      },
      'access denied: privilege',
    );
    throw new AppError('FORBIDDEN', 'auth.notAllowed', AUTH_MESSAGES.notAllowed);
  }
  return admin;
}
