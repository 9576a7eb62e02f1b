import type { ComplaintsSummary, MemberComplaint, NewMemberComplaint } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { enforceFilingLimit } from '../members/member-filing-limit';
import { assertOwnMemberNo } from '../members/member-scope';
import { toIso, toIsoOrNull } from '../moments';
import type { MemberContext } from '../service-context';
import {
  countMemberComplaints,
  findMemberComplaint,
  insertMemberComplaint,
  listMemberComplaintRows,
  listUnsolvedMemberComplaints,
  type MemberComplaintRow,
} from './member-complaints.queries';

function toMemberComplaint(row: MemberComplaintRow): MemberComplaint {
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
export async function memberComplaintsSummary(
  ctx: MemberContext,
  memberNo?: string,
): Promise<ComplaintsSummary> {
  assertOwnMemberNo(ctx, memberNo, 'member.memberComplaints.summary');
  const [counts, unsolved] = await Promise.all([
    countMemberComplaints(ctx.db, ctx.actor.memberId),
    listUnsolvedMemberComplaints(ctx.db, ctx.actor.memberId),
  ]);
  return {
    success: true,
    data: {
      total: counts.total,
      solved: counts.solved,
      unsolved: counts.total - counts.solved,
      unsolvedList: unsolved.map(toMemberComplaint),
    },
  };
}

/** Every objection of the member, newest first (the path names the member: another one is 403). */
export async function listMemberComplaints(ctx: MemberContext, memberNo: string): Promise<MemberComplaint[]> {
  assertOwnMemberNo(ctx, memberNo, 'member.memberComplaints.list');
  return (await listMemberComplaintRows(ctx.db, ctx.actor.memberId)).map(toMemberComplaint);
}

/** Files an objection; its time is the server's clock, whatever the body says. */
export async function fileMemberComplaint(
  ctx: MemberContext,
  { member_no, type, objection }: NewMemberComplaint,
): Promise<MemberComplaint> {
  assertOwnMemberNo(ctx, member_no, 'member.memberComplaints.create');
  await enforceFilingLimit(ctx, 'objection');
  const row = await withAudit(
    ctx,
    (created: MemberComplaintRow) => ({
      action: 'objection.create',
      entity: 'member_objections',
      entityId: created.id,
      after: { type: created.type },
    }),
    async (tx) => {
      const id = await insertMemberComplaint(tx, {
        memberId: ctx.actor.memberId,
        type,
        objection,
        at: ctx.now(),
      });
      return findMemberComplaint(tx, id);
    },
  );
  return toMemberComplaint(row);
}
