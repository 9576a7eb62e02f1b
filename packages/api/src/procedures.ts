import type { AdminArea } from '@samity/domain';
import { cachePublicReads, readYourWrites } from './read-cache-middleware';
import { type AdminGate, memberGate, adminGate as passAdminGate } from './routes/gates';
import { mapAppErrors, t } from './trpc';

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
    const member = await memberGate(ctx, path, { duringInitialPassword: true });
    return next({ ctx: { actor: member } });
  });

/**
 * A logged-in member whose password is their own: while it is still an initial (issued) one, every member
 * procedure answers 403 auth.initialPasswordMustChange (docs/member-area.md).
 */
export const memberProcedure = baseProcedure
  .meta({ access: { tier: 'member' } })
  .use(async ({ ctx, next, path }) => {
    const member = await memberGate(ctx, path);
    return next({ ctx: { actor: member } });
  });

/** The admin tier's procedures, each behind the one gate (routes/gates.ts) with its meta naming it. */
function adminGate(gate: AdminGate) {
  const { area, credentials, personalData } = gate;
  const access = credentials
    ? { tier: 'admin' as const, area, sessionOnly: true as const, credentials: true as const }
    : personalData
      ? { tier: 'admin' as const, area: area as AdminArea, sessionOnly: true as const }
      : { tier: 'admin' as const, area: area as AdminArea };
  return baseProcedure.meta({ access }).use(async ({ ctx, next, path, meta }) => {
    const admin = await passAdminGate(ctx, path, { ...gate, peopleOnly: meta?.peopleOnly !== undefined });
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
 * A read of personal data of people who are not members (buyers' names and phones in their enquiries): an
 * admin whose privilege opens the area, in person. An API key of any privilege is refused (403
 * apiKeys.personalData): an integrator has no need of strangers' phones, and a leaked key must not become a
 * list of them.
 */
export function personalDataProcedure(area: AdminArea) {
  return adminGate({ area, credentials: false, duringTemporaryPassword: false, personalData: true });
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

/**
 * Marks an irreversible act as one for people only: closing a year, the appropriation, adopting minutes,
 * publishing candidates and results, changing the committee, disabling or resetting an admin. An API key is a
 * machine's credential that outlives its maker and leaves no person answerable for the act, so the admin gate
 * refuses it (403 apiKeys.peopleOnly, before anything is read or written) and the OpenAPI description of the
 * operation says so. `act` names it there: `.meta(peopleOnly('closing a financial year'))`.
 */
export function peopleOnly(act: string): { peopleOnly: string } {
  return { peopleOnly: act };
}
