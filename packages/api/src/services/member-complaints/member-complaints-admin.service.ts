import {
  type AdminMemberComplaint,
  COMPLAINT_LIST_MAX,
  type ComplaintCounts,
  type ComplaintFilter,
} from '@samity/domain';
import { toIso, toIsoOrNull } from '../moments';
import { notifyMember } from '../notifications/notify';
import { findRecipientByNo } from '../notifications/outbox.queries';
import type { AdminContext } from '../service-context';
import { countDeskRows } from '../shared/complaint-desk.queries';
import { solveDeskComplaint } from '../shared/complaint-desk.service';
import {
  type DeskMemberComplaintRow,
  findDeskMemberComplaint,
  listDeskMemberComplaints,
} from './member-complaints-admin.queries';

function toAdminMemberComplaint(row: DeskMemberComplaintRow): AdminMemberComplaint {
  return {
    id: row.id,
    member_no: row.member_no,
    member_name: row.member_name,
    type: row.type,
    objection: row.objection,
    submission_timestamp: toIso(row.submitted_at),
    solution: row.solution,
    solution_timestamp: toIsoOrNull(row.solved_at),
  };
}

/** The members' complaint desk: newest first, only the unsolved ones or all, bounded. */
export async function listDeskComplaints(
  ctx: AdminContext,
  status: ComplaintFilter,
): Promise<AdminMemberComplaint[]> {
  const rows = await listDeskMemberComplaints(ctx.db, {
    unsolvedOnly: status === 'unsolved',
    limit: COMPLAINT_LIST_MAX,
  });
  return rows.map(toAdminMemberComplaint);
}

export function deskComplaintCounts(ctx: AdminContext): Promise<ComplaintCounts> {
  return countDeskRows(ctx.db, 'member_objections');
}

/** Answers a member's complaint once (see solveDeskComplaint); the member reads the same row. */
export async function solveMemberComplaint(
  ctx: AdminContext,
  input: { id: number; solution: string },
): Promise<AdminMemberComplaint> {
  const solved = await solveDeskComplaint(
    ctx,
    {
      table: 'member_objections',
      action: 'objection.solve',
      find: findDeskMemberComplaint,
      notify: async (tx, row) => {
        const member = await findRecipientByNo(tx, row.member_no);
        if (!member || !row.solution) return;
        await notifyMember(tx, ctx, {
          eventKey: `complaint_answered:${row.id}`,
          member,
          message: { kind: 'complaint_answered', solution: row.solution },
        });
      },
    },
    input,
  );
  return toAdminMemberComplaint(solved);
}
