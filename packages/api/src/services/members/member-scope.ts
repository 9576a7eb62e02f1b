import { authError } from '../auth/auth-errors';
import type { MemberContext } from '../service-context';

/**
 * Member isolation: a member service acts on the session's member only. A member_no in the request that
 * names someone else is refused with 403 before anything is read or written.
 */
export function assertOwnMemberNo(ctx: MemberContext, memberNo: string | undefined, action: string): void {
  if (memberNo === undefined || memberNo.trim() === ctx.actor.memberNo) return;
  ctx.log.warn(
    { event: 'auth.denied', action, reason: 'other_member', memberId: ctx.actor.memberId },
    'access denied: another member',
  );
  throw authError('FORBIDDEN', 'notYourAccount');
}
