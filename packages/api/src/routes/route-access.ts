import type { AdminArea } from '@samity/domain';
import type { z } from 'zod';
import type { Context } from '../context';
import type { AdminPrincipal, MemberPrincipal } from '../services/principals';
import { adminGate, memberGate } from './gates';

/**
 * What a hand-written route (a file, an upload, a callback: answers a procedure cannot give) uses in place
 * of a procedure's tier and input parser. Each throws an AppError or a ZodError and the server's one error
 * handler answers it with the one error body, as a procedure's refusal is answered. `route` names the route
 * on the log line of a refusal, e.g. 'GET /api/receipts'.
 */

export type MemberRouteContext = Context & { actor: MemberPrincipal };
export type AdminRouteContext = Context & { actor: AdminPrincipal };

/** The request's member, as memberProcedure lets one in: a session, and a password of their own. */
export async function requireMember(ctx: Context, route: string): Promise<MemberRouteContext> {
  return { ...ctx, actor: await memberGate(ctx, route) };
}

/**
 * The request's admin, as adminProcedure(area) lets one in: a session (or an API key, where the context
 * reads keys), no temporary password, a privilege that opens the area.
 */
export async function requireAdminArea(
  ctx: Context,
  area: AdminArea,
  route: string,
): Promise<AdminRouteContext> {
  const actor = await adminGate(ctx, route, { area, credentials: false, duringTemporaryPassword: false });
  return { ...ctx, actor };
}

/**
 * Whoever is logged in, an admin first, each let in as their tier's procedures let them in (any privilege;
 * the temporary- and initial-password gates apply); nobody is 401.
 */
export async function requireSignedIn(
  ctx: Context,
  route: string,
): Promise<AdminRouteContext | MemberRouteContext> {
  if (await ctx.auth.admin()) {
    const actor = await adminGate(ctx, route, {
      area: null,
      credentials: false,
      duringTemporaryPassword: false,
    });
    return { ...ctx, actor };
  }
  return requireMember(ctx, route);
}

/**
 * A route's params or query read through a zod schema: the schema's output, or its ZodError (a 400 naming
 * each field). `otherwise` replaces that error, e.g. with a 404 for an address that names no file.
 */
export function routeInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  otherwise?: () => Error,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw otherwise ? otherwise() : parsed.error;
}
