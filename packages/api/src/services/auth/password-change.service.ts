import { AUTH_MESSAGES, type ChangePasswordInput } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../context';
import { recordAudit } from '../audit/audit.service';
import { enforceRateLimit, resetRateLimit } from '../rate-limit/rate-limit.service';
import { PASSWORD_CHANGE_PER_MEMBER } from './login-throttle';
import { findMemberPassword, setMemberPassword } from './member-password.queries';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { MemberPrincipal } from './principals';
import { deleteMemberSessions } from './sessions.queries';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/** Whether the member still uses an initial (issued) password; the dashboard then asks for a new one. */
export async function isDefaultPassword(ctx: Context, member: MemberPrincipal): Promise<boolean> {
  const row = await findMemberPassword(ctx.db, member.memberId);
  return row.password_is_initial;
}

/**
 * Changes the member's own password: the current one must be right, the new one must pass the policy.
 * Every other session of the member ends, so a thief holding an old session is locked out.
 */
export async function changeMemberPassword(
  ctx: Context,
  member: MemberPrincipal,
  input: Required<Omit<ChangePasswordInput, 'member_no'>>,
): Promise<{ message: string }> {
  if (input.new_password !== input.confirm_new_password) throw badRequest(AUTH_MESSAGES.passwordsDoNotMatch);
  // Only wrong current passwords stay counted: the right one clears the counter at once.
  const throttleKey = String(member.memberId);
  await enforceRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey, ctx.now());
  const row = await findMemberPassword(ctx.db, member.memberId);
  if (!row.password_hash || !(await verifyPassword(row.password_hash, input.current_password))) {
    ctx.log.warn(
      { event: 'auth.password_change_failed', memberId: member.memberId },
      'wrong current password',
    );
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  await resetRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey);
  if (input.new_password === input.current_password) throw badRequest(AUTH_MESSAGES.passwordUnchanged);
  assertAcceptablePassword(input.new_password, [row.member_no, row.phone]);

  const hash = await hashPassword(input.new_password);
  const at = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    await setMemberPassword(tx, member.memberId, { hash, initial: false, at });
    await deleteMemberSessions(tx, member.memberId, member.sessionId);
    await recordAudit(
      tx,
      { memberId: member.memberId, ip: ctx.request.ip },
      {
        action: 'member.password.change',
        entity: 'members',
        entityId: row.member_no,
        before: { password_is_initial: row.password_is_initial },
        after: { password_is_initial: false },
      },
    );
  });
  ctx.log.info({ event: 'auth.password_changed', memberId: member.memberId }, 'password changed');
  return { message: AUTH_MESSAGES.passwordChanged };
}
