import { randomInt } from 'node:crypto';
import type { MemberAccount } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../context';
import { recordAudit } from '../audit/audit.service';
import { setMemberPassword } from '../auth/member-password.queries';
import { hashPassword } from '../auth/passwords';
import type { AdminPrincipal } from '../auth/principals';
import { deleteMemberSessions } from '../auth/sessions.queries';
import { findMemberByNo, listMemberAccounts } from './admins.queries';

export async function listMembersForAdmin(ctx: Context): Promise<MemberAccount[]> {
  const rows = await listMemberAccounts(ctx.db);
  return rows.map((row) => ({ ...row, has_password: Boolean(row.has_password) }));
}

/** No look-alike characters (0/O, 1/l/I), so the password survives being read out over the phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_PASSWORD_LENGTH = 12; // ~69 bits of entropy

export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/**
 * Issues a one-time temporary password (D1): stored only as a hash, marked initial so the dashboard asks
 * for a new one, shown to the admin once in this answer. The member's sessions end.
 */
export async function issueTemporaryPassword(
  ctx: Context,
  actor: AdminPrincipal,
  memberNo: string,
): Promise<{ member_no: string; temporary_password: string }> {
  const member = await findMemberByNo(ctx.db, memberNo);
  if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: 'Member not found.' });
  const password = newTemporaryPassword();
  const hash = await hashPassword(password);
  await ctx.db.transaction().execute(async (tx) => {
    await setMemberPassword(tx, member.id, { hash, initial: true, at: ctx.now() });
    await deleteMemberSessions(tx, member.id);
    await recordAudit(
      tx,
      { adminId: actor.adminId, ip: ctx.request.ip },
      {
        action: 'member.password.issue_temporary',
        entity: 'members',
        entityId: member.member_no,
        before: { password_is_initial: member.password_is_initial },
        after: { password_is_initial: true },
      },
    );
  });
  ctx.log.info(
    { event: 'auth.temporary_password_issued', memberNo: member.member_no, by: actor.adminId },
    'temporary password issued',
  );
  return { member_no: member.member_no, temporary_password: password };
}
