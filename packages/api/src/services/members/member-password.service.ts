import { AUTH_MESSAGES, type ChangePasswordInput } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { authError } from '../auth/auth-errors';
import { PASSWORD_CHANGE_PER_MEMBER } from '../auth/login-throttle';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteMemberSessions } from '../auth/sessions.queries';
import { enforceRateLimit, resetRateLimit } from '../rate-limit/rate-limit.service';
import type { MemberContext } from '../service-context';
import { findMemberPassword, setMemberPassword } from './member-password.queries';
import { assertOwnMemberNo } from './member-scope';

/** Whether the member still uses an initial (issued) password; the dashboard then asks for a new one. */
export async function isDefaultPassword(ctx: MemberContext, memberNo: string): Promise<boolean> {
  assertOwnMemberNo(ctx, memberNo, 'member.password.get');
  const row = await findMemberPassword(ctx.db, ctx.actor.memberId);
  return row.password_is_initial;
}

/**
 * Changes the member's own password: the current one must be right, the new one must pass the policy.
 * Every other session of the member ends, so a thief holding an old session is locked out.
 */
export async function changeMemberPassword(
  ctx: MemberContext,
  input: ChangePasswordInput,
): Promise<{ message: string }> {
  assertOwnMemberNo(ctx, input.member_no, 'member.password.update');
  const { actor: member } = ctx;
  if (input.new_password !== input.confirm_new_password)
    throw authError('BAD_REQUEST', 'passwordsDoNotMatch');
  // Only wrong current passwords stay counted: the right one clears the counter at once.
  const throttleKey = String(member.memberId);
  await enforceRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey, ctx.now());
  const row = await findMemberPassword(ctx.db, member.memberId);
  if (!row.password_hash || !(await verifyPassword(row.password_hash, input.current_password))) {
    ctx.log.warn(
      { event: 'auth.password_change_failed', memberId: member.memberId },
      'wrong current password',
    );
    throw authError('BAD_REQUEST', 'currentPasswordWrong');
  }
  await resetRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey);
  if (input.new_password === input.current_password) throw authError('BAD_REQUEST', 'passwordUnchanged');
  assertAcceptablePassword(input.new_password, [row.member_no, row.phone]);

  const hash = await hashPassword(input.new_password);
  const entry = {
    action: 'member.password.change',
    entity: 'members',
    entityId: row.member_no,
    before: { password_is_initial: row.password_is_initial },
    after: { password_is_initial: false },
  };
  await withAudit(ctx, entry, async (tx) => {
    await setMemberPassword(tx, member.memberId, { hash, initial: false, at: ctx.now() });
    await deleteMemberSessions(tx, member.memberId, member.sessionId);
  });
  ctx.log.info({ event: 'auth.password_changed', memberId: member.memberId }, 'password changed');
  return { message: AUTH_MESSAGES.passwordChanged };
}
