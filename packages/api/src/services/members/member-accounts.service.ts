import { AppError, type MemberAccount } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { hashPassword } from '../auth/passwords';
import { deleteMemberSessions } from '../auth/sessions.queries';
import { newTemporaryPassword } from '../auth/temporary-password';
import type { AdminContext } from '../service-context';
import { setMemberPassword } from './member-password.queries';
import { findMemberByNo, listMemberAccounts } from './members.queries';

export async function listMembersForAdmin(ctx: AdminContext): Promise<MemberAccount[]> {
  const rows = await listMemberAccounts(ctx.db);
  return rows.map((row) => ({ ...row, has_password: Boolean(row.has_password) }));
}

/**
 * Issues a one-time temporary password: stored only as a hash, marked initial so the dashboard asks for a
 * new one, shown to the admin once in this answer. The member's sessions end. Admins never see a member's
 * own password (docs/security.md).
 */
export async function issueTemporaryPassword(
  ctx: AdminContext,
  memberNo: string,
): Promise<{ member_no: string; temporary_password: string }> {
  const member = await findMemberByNo(ctx.db, memberNo);
  if (!member) throw new AppError('NOT_FOUND', 'members.notFound', 'Member not found.');
  const password = newTemporaryPassword();
  const hash = await hashPassword(password);
  const entry = {
    action: 'member.password.issue_temporary',
    entity: 'members',
    entityId: member.member_no,
    before: { password_is_initial: member.password_is_initial },
    after: { password_is_initial: true },
  };
  await withAudit(ctx, entry, async (tx) => {
    await setMemberPassword(tx, member.id, { hash, initial: true, at: ctx.now() });
    await deleteMemberSessions(tx, member.id);
  });
  ctx.log.info(
    { event: 'auth.temporary_password_issued', memberNo: member.member_no, by: ctx.actor.adminId },
    'temporary password issued',
  );
  return { member_no: member.member_no, temporary_password: password };
}
