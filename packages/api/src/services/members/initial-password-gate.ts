import { authError } from '../auth/auth-errors';
import type { MemberContext } from '../service-context';
import { passwordIsInitial } from './member-password.queries';

/**
 * The initial-password gate: a member still using an issued password may only change it. Read per call
 * (one primary-key lookup), so the gate opens the moment the password changes, in every session.
 */
export async function assertPasswordNotInitial(ctx: MemberContext, path: string): Promise<void> {
  if (!(await passwordIsInitial(ctx.db, ctx.actor.memberId))) return;
  ctx.log.warn(
    { event: 'auth.denied', path, reason: 'initial_password', memberId: ctx.actor.memberId },
    'access denied: initial password',
  );
  throw authError('FORBIDDEN', 'initialPasswordMustChange');
}
