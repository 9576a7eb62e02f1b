import { AUTH_MESSAGES } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import type { Logger } from '../../context';
import type { MemberPrincipal } from './principals';

/**
 * Member isolation (ARCHITECTURE rule 3): member-scoped calls act on the session's member. A member_no in
 * the request that names someone else is refused with 403 before anything is read or written.
 */
export function assertOwnMemberNo(
  member: MemberPrincipal,
  memberNo: string | undefined,
  log: Logger,
  path: string,
): void {
  if (memberNo === undefined || memberNo.trim() === member.memberNo) return;
  log.warn(
    { event: 'auth.denied', path, reason: 'other_member', memberId: member.memberId },
    'access denied: another member',
  );
  throw new TRPCError({ code: 'FORBIDDEN', message: AUTH_MESSAGES.notYourAccount });
}
