import { type AdminArea, AUTH_MESSAGES, canAccessArea } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import { t } from './trpc';

/**
 * One base procedure per tier (ARCHITECTURE rule 1). Resolvers never check roles inline: the tier's
 * middleware does, and each procedure's meta names its tier so the access matrix is visible
 * (and checked by the authorization-matrix test).
 */
export const publicProcedure = t.procedure.meta({ access: { tier: 'public' } });

/** A logged-in member; ctx.member comes from the member session cookie, never from the request body. */
export const memberProcedure = t.procedure
  .meta({ access: { tier: 'member' } })
  .use(async ({ ctx, next, path }) => {
    const member = await ctx.auth.member();
    if (!member) {
      ctx.log.warn({ event: 'auth.denied', path, tier: 'member', reason: 'no_session' }, 'access denied');
      throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.signInRequired });
    }
    return next({ ctx: { member } });
  });

/** A logged-in admin whose privilege opens the area (the one access matrix of packages/domain). */
export function adminProcedure(area: AdminArea) {
  return t.procedure.meta({ access: { tier: 'admin', area } }).use(async ({ ctx, next, path }) => {
    const admin = await ctx.auth.admin();
    if (!admin) {
      ctx.log.warn({ event: 'auth.denied', path, tier: 'admin', reason: 'no_session' }, 'access denied');
      throw new TRPCError({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.signInRequired });
    }
    if (!canAccessArea(admin.privilege, area)) {
      ctx.log.warn(
        {
          event: 'auth.denied',
          path,
          reason: 'privilege',
          area,
          adminId: admin.adminId,
          privilege: admin.privilege,
        },
        'access denied: privilege',
      );
      throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_MESSAGES.notAllowed });
    }
    return next({ ctx: { admin } });
  });
}
