import type { RotatedVerification } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { memberNotFound } from '../members/members-admin.service';
import type { AdminContext } from '../service-context';
import { lockVerificationOfMemberNo, replaceVerificationToken } from './verification.queries';
import { verificationPath } from './verification.service';

/**
 * Gives the member a new verification token: the old address (and every QR code printed with it) answers
 * 404 from then on. The audit row records when each token was made, never the tokens themselves.
 */
export async function rotateVerificationToken(
  ctx: AdminContext,
  memberNo: string,
): Promise<RotatedVerification> {
  const result = await withAudit(
    ctx,
    (r: { memberId: number; before: Date; after: Date }) => ({
      action: 'verification.rotate',
      entity: 'member_verification_tokens',
      entityId: r.memberId,
      before: { token_created_at: r.before },
      after: { token_created_at: r.after },
    }),
    async (tx) => {
      const current = await lockVerificationOfMemberNo(tx, memberNo);
      if (!current) throw memberNotFound();
      const next = await replaceVerificationToken(tx, current.id, ctx.now());
      return { memberId: current.id, before: current.created_at, after: next.created_at, token: next.token };
    },
  );
  ctx.log.info(
    { event: 'verification.rotated', memberNo, by: ctx.actor.adminId },
    'verification token rotated',
  );
  return { member_no: memberNo, token: result.token, path: verificationPath(result.token) };
}
