import { AppError, type NewUpdateRequest, type UpdateRequest } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { enforceFilingLimit } from '../members/member-filing-limit';
import { assertOwnMemberNo } from '../members/member-scope';
import { toIso, toIsoOrNull } from '../moments';
import type { MemberContext } from '../service-context';
import {
  findOpenSameRequest,
  findUpdateRequest,
  insertUpdateRequest,
  listMemberUpdateRequests,
  lockMemberForRequests,
  type UpdateRequestRow,
} from './update-requests.queries';

function toUpdateRequest(row: UpdateRequestRow): UpdateRequest {
  return { ...row, created_at: toIso(row.created_at), solved_at: toIsoOrNull(row.solved_at) };
}

/**
 * Asks the admins to correct a profile field; the request starts unsolved whatever the body says. The same
 * correction still open (a double tap, or filing it again while it waits) is refused with 409 and nothing
 * written; the check runs inside the write's transaction behind a lock on the member's row, so two taps at once
 * cannot both pass it.
 */
export async function requestProfileUpdate(
  ctx: MemberContext,
  { member_no, field, correct_version }: NewUpdateRequest,
): Promise<UpdateRequest> {
  assertOwnMemberNo(ctx, member_no, 'member.updateRequests.create');
  await enforceFilingLimit(ctx, 'updateRequest');
  const row = await withAudit(
    ctx,
    (created: UpdateRequestRow) => ({
      action: 'updateRequest.create',
      entity: 'data_update_requests',
      entityId: created.id,
      after: { field: created.field, status: created.status },
    }),
    async (tx) => {
      await lockMemberForRequests(tx, ctx.actor.memberId);
      if (await findOpenSameRequest(tx, ctx.actor.memberId, field, correct_version))
        throw new AppError(
          'CONFLICT',
          'updateRequests.alreadyOpen',
          'You have already asked for this correction. The admins will look at it soon.',
        );
      const id = await insertUpdateRequest(tx, {
        memberId: ctx.actor.memberId,
        field,
        correctVersion: correct_version,
        at: ctx.now(),
      });
      return findUpdateRequest(tx, id);
    },
  );
  return toUpdateRequest(row);
}

export async function listOwnUpdateRequests(ctx: MemberContext): Promise<UpdateRequest[]> {
  return (await listMemberUpdateRequests(ctx.db, ctx.actor.memberId)).map(toUpdateRequest);
}
