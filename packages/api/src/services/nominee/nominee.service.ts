import type { Nominee, NomineeFields, NomineeResult } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { assertOwnMemberNo } from '../members/member-scope';
import type { MemberContext } from '../service-context';
import { findNominee, upsertNominee } from './nominee.queries';

export async function getNominee(ctx: MemberContext, memberNo?: string): Promise<NomineeResult> {
  assertOwnMemberNo(ctx, memberNo, 'member.nominee.get');
  return { success: true, nominee: await findNominee(ctx.db, ctx.actor.memberId) };
}

/** Adds or replaces the member's nominee; the audit row keeps the one it replaced. */
export async function saveNominee(
  ctx: MemberContext,
  { member_no, ...fields }: NomineeFields & { member_no?: string },
): Promise<{ success: true }> {
  assertOwnMemberNo(ctx, member_no, 'member.nominee.update');
  const memberId = ctx.actor.memberId;
  await withAudit(
    ctx,
    (before: Nominee | null) => ({
      action: 'nominee.save',
      entity: 'nominees',
      entityId: memberId,
      before,
      after: fields,
    }),
    async (tx) => {
      const before = await findNominee(tx, memberId);
      await upsertNominee(tx, memberId, fields, ctx.now());
      return before;
    },
  );
  return { success: true };
}
