import {
  type AdminObjection,
  AppError,
  COMPLAINT_LIST_MAX,
  type ComplaintCounts,
  type ComplaintFilter,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { toIso, toIsoOrNull } from '../shared/moments';
import {
  countDeskObjections,
  type DeskObjectionRow,
  findDeskObjection,
  listDeskObjections,
  solveObjectionRow,
} from './objections-admin.queries';

function toAdminObjection(row: DeskObjectionRow): AdminObjection {
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
): Promise<AdminObjection[]> {
  const rows = await listDeskObjections(ctx.db, {
    unsolvedOnly: status === 'unsolved',
    limit: COMPLAINT_LIST_MAX,
  });
  return rows.map(toAdminObjection);
}

export function deskComplaintCounts(ctx: AdminContext): Promise<ComplaintCounts> {
  return countDeskObjections(ctx.db);
}

/**
 * Answers a member's complaint: the solution, the admin and the time (the server's clock) are saved once;
 * the member's dashboard reads the same row. A missing id is 404, an already solved one 409.
 */
export async function solveMemberObjection(
  ctx: AdminContext,
  { id, solution }: { id: number; solution: string },
): Promise<AdminObjection> {
  const solved = await withAudit(
    ctx,
    (row: DeskObjectionRow) => ({
      action: 'objection.solve',
      entity: 'member_objections',
      entityId: id,
      after: { solution: row.solution, solution_timestamp: toIsoOrNull(row.solved_at) },
    }),
    async (tx) => {
      const updated = await solveObjectionRow(tx, {
        id,
        solution,
        at: ctx.now(),
        adminId: ctx.actor.adminId,
      });
      const row = await findDeskObjection(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'complaints.notFound', 'Complaint not found.');
      if (updated === undefined)
        throw new AppError('CONFLICT', 'complaints.alreadySolved', 'This complaint is already solved.');
      return row;
    },
  );
  return toAdminObjection(solved);
}
