import type { ComplaintsSummary, MemberComplaint, NewMemberComplaint } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { enforceFilingLimit } from '../members/member-filing-limit';
import { assertOwnMemberNo } from '../members/member-scope';
import type { MemberContext } from '../service-context';
import { toIso, toIsoOrNull } from '../shared/moments';
import {
  countObjections,
  findObjection,
  insertObjection,
  listMemberObjections,
  listUnsolvedObjections,
  type ObjectionRow,
} from './member-complaints.queries';

function toObjection(row: ObjectionRow): MemberComplaint {
  return {
    id: row.id,
    member_no: row.member_no,
    type: row.type,
    objection: row.objection,
    submission_timestamp: toIso(row.submitted_at),
    solution: row.solution,
    solution_timestamp: toIsoOrNull(row.solved_at),
  };
}

/** The dashboard's complaint totals and the unsolved ones, newest first. */
export async function objectionsSummary(ctx: MemberContext, memberNo?: string): Promise<ComplaintsSummary> {
  assertOwnMemberNo(ctx, memberNo, 'member.memberComplaints.summary');
  const [counts, unsolved] = await Promise.all([
    countObjections(ctx.db, ctx.actor.memberId),
    listUnsolvedObjections(ctx.db, ctx.actor.memberId),
  ]);
  return {
    success: true,
    data: {
      total: counts.total,
      solved: counts.solved,
      unsolved: counts.total - counts.solved,
      unsolvedList: unsolved.map(toObjection),
    },
  };
}

/** Every objection of the member, newest first (the path names the member: another one is 403). */
export async function listObjections(ctx: MemberContext, memberNo: string): Promise<MemberComplaint[]> {
  assertOwnMemberNo(ctx, memberNo, 'member.memberComplaints.list');
  return (await listMemberObjections(ctx.db, ctx.actor.memberId)).map(toObjection);
}

/** Files an objection; its time is the server's clock, whatever the body says. */
export async function fileObjection(
  ctx: MemberContext,
  { member_no, type, objection }: NewMemberComplaint,
): Promise<MemberComplaint> {
  assertOwnMemberNo(ctx, member_no, 'member.memberComplaints.create');
  await enforceFilingLimit(ctx, 'objection');
  const row = await withAudit(
    ctx,
    (created: ObjectionRow) => ({
      action: 'objection.create',
      entity: 'member_objections',
      entityId: created.id,
      after: { type: created.type },
    }),
    async (tx) => {
      const id = await insertObjection(tx, { memberId: ctx.actor.memberId, type, objection, at: ctx.now() });
      return findObjection(tx, id);
    },
  );
  return toObjection(row);
}
