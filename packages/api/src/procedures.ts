import { type AdminArea, API_KEY_MESSAGES, AppError, AUTH_MESSAGES, canAccessArea } from '@samity/domain';
import { cachePublicReads, readYourWrites } from './read-cache/read-cache-middleware';
import { assertPasswordNotInitial } from './services/members/initial-password-gate';
import { mapAppErrors, t } from './trpc';

const signInRequired = () =>
  new AppError('UNAUTHORIZED', 'auth.signInRequired', AUTH_MESSAGES.signInRequired);

/**
 * One base procedure per tier. Resolvers never check roles inline: the tier's middleware does, and each
 * procedure's meta names its tier so the access matrix is visible (and checked by the authorization-matrix
 * test). The logged-in principal reaches services as ctx.actor, never from the request body.
 */
const baseProcedure = t.procedure.use(mapAppErrors).use(readYourWrites);

/** Only public answers are ever cached: a list that declares what it reads (reads(...)) is kept per input. */
export const publicProcedure = baseProcedure.meta({ access: { tier: 'public' } }).use(cachePublicReads);

/**
 * A logged-in member, initial password or not: only for changing it (member.password.get/update). The
 * auth tier's me and logout are public procedures and need no opt-out.
 */
export const memberProcedureDuringInitialPassword = baseProcedure
  .meta({ access: { tier: 'member' } })
  .use(async ({ ctx, next, path }) => {
    const member = await ctx.auth.member();
    if (!member) {
      ctx.log.warn({ event: 'auth.denied', path, tier: 'member', reason: 'no_session' }, 'access denied');
      throw signInRequired();
    }
    return next({ ctx: { actor: member } });
  });

/**
 * A logged-in member whose password is their own: while it is still an initial (issued) one, every member
 * procedure answers 403 auth.initialPasswordMustChange (docs/member-area.md).
 */
export const memberProcedure = memberProcedureDuringInitialPassword.use(async ({ ctx, next, path }) => {
  await assertPasswordNotInitial(ctx, path);
  return next();
});

type AdminGate = { area: AdminArea | null; credentials: boolean; duringTemporaryPassword: boolean };

/**
 * The admin tier's one gate: a principal (session or API key), a key never on a credential procedure, the
 * temporary-password gate, then the privilege. The temporary flag comes with the session's own lookup (the
 * admin's row is read per request), so the gate opens the moment the password changes, in every session.
 */
function adminGate(gate: AdminGate) {
  const { area, credentials, duringTemporaryPassword } = gate;
  const access = credentials
    ? { tier: 'admin' as const, area, sessionOnly: true as const, credentials: true as const }
    : { tier: 'admin' as const, area: area as AdminArea };
  return baseProcedure.meta({ access }).use(async ({ ctx, next, path }) => {
    const admin = await ctx.auth.admin();
    if (!admin) {
      ctx.log.warn({ event: 'auth.denied', path, tier: 'admin', reason: 'no_session' }, 'access denied');
      throw signInRequired();
    }
    if (admin.apiKey && credentials) {
      ctx.log.warn({ event: 'auth.denied', path, reason: 'api_key', apiKeyId: admin.apiKey.id }, 'denied');
      throw new AppError('FORBIDDEN', 'apiKeys.sessionRequired', API_KEY_MESSAGES.sessionRequired);
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
    return next({ ctx: { actor: admin } });
  });
}

/**
 * A logged-in admin whose privilege opens the area (the one access matrix of packages/domain), or an API key
 * of such a privilege on the REST facade. Never for a procedure that manages credentials or people's access:
 * that is credentialProcedure.
 */
export function adminProcedure(area: AdminArea) {
  return adminGate({ area, credentials: false, duringTemporaryPassword: false });
}

/**
 * A procedure that creates, changes or ends a credential or a person's access: admins and their lifecycle,
 * members' temporary passwords, API keys. Only a person's session will do: a leaked key must not mint people
 * or passwords that outlive its revocation. The access matrix test finds every procedure of these areas by
 * its path and fails when one is not built here.
 */
export function credentialProcedure(area: AdminArea) {
  return adminGate({ area, credentials: true, duringTemporaryPassword: false });
}

/**
 * The logged-in admin's own password, open while it is still a temporary one (it is how one changes it):
 * any privilege, a session only.
 */
export const ownCredentialProcedure = adminGate({
  area: null,
  credentials: true,
  duringTemporaryPassword: true,
});
