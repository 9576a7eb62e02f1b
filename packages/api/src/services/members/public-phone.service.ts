import type { PublicPhone } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { MemberContext } from '../service-context';
import { assertOwnMemberNo } from './member-scope';
import { findPhones, setPublicPhone } from './public-phone.queries';

/** The number buyers see for the member, and the login phone they see while none is set. */
export async function getPublicPhone(ctx: MemberContext, memberNo?: string): Promise<PublicPhone> {
  assertOwnMemberNo(ctx, memberNo, 'member.publicPhone.get');
  return findPhones(ctx.db, ctx.actor.memberId);
}

/**
 * Sets (or, with null, clears) the number buyers see on the member's cars, dealer page and WhatsApp link.
 * Only the session's own member: it is where buyers' calls go, so nobody else may point it elsewhere. Unlike
 * the login phone it needs no admin's review, as it signs nobody in and receives none of the society's SMS.
 */
export async function updatePublicPhone(
  ctx: MemberContext,
  input: { member_no?: string; public_phone: string | null },
): Promise<PublicPhone> {
  assertOwnMemberNo(ctx, input.member_no, 'member.publicPhone.update');
  const memberId = ctx.actor.memberId;
  return withAudit(
    ctx,
    (before: PublicPhone & { after: PublicPhone }) => ({
      action: 'member.publicPhone.update',
      entity: 'members',
      entityId: memberId,
      before: { public_phone: before.public_phone },
      after: { public_phone: before.after.public_phone },
    }),
    async (tx) => {
      const before = await findPhones(tx, memberId);
      await setPublicPhone(tx, memberId, input.public_phone, ctx.now());
      return { ...before, after: await findPhones(tx, memberId) };
    },
  ).then(({ after }) => after);
}
