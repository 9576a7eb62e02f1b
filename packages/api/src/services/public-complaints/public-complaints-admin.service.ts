import {
  type AdminPublicComplaint,
  AppError,
  COMPLAINT_LIST_MAX,
  type ComplaintCounts,
  type ComplaintFilter,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { toIso, toIsoOrNull } from '../shared/moments';
import {
  countDeskComplaints,
  type DeskComplaintRow,
  findDeskComplaint,
  listDeskComplaintRows,
  solveComplaintRow,
} from './public-complaints-admin.queries';

function toAdminComplaint(row: DeskComplaintRow): AdminPublicComplaint {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    member_no: row.member_no,
    business: row.business,
    member_business: row.member_business,
    issue: row.issue,
    submission_timestamp: toIso(row.submitted_at),
    solution: row.solution,
    solution_timestamp: toIsoOrNull(row.solved_at),
  };
}

/** The public complaint desk: newest first, only the unsolved ones or all, bounded. */
export async function listPublicDeskComplaints(
  ctx: AdminContext,
  status: ComplaintFilter,
): Promise<AdminPublicComplaint[]> {
  const rows = await listDeskComplaintRows(ctx.db, {
    unsolvedOnly: status === 'unsolved',
    limit: COMPLAINT_LIST_MAX,
  });
  return rows.map(toAdminComplaint);
}

export function publicDeskCounts(ctx: AdminContext): Promise<ComplaintCounts> {
  return countDeskComplaints(ctx.db);
}

/** Answers a visitor's complaint once (server time, the admin from the session): 404 missing, 409 solved. */
export async function solvePublicComplaint(
  ctx: AdminContext,
  { id, solution }: { id: number; solution: string },
): Promise<AdminPublicComplaint> {
  const solved = await withAudit(
    ctx,
    (row: DeskComplaintRow) => ({
      action: 'publicComplaint.solve',
      entity: 'public_complaints',
      entityId: id,
      after: { solution: row.solution, solution_timestamp: toIsoOrNull(row.solved_at) },
    }),
    async (tx) => {
      const updated = await solveComplaintRow(tx, {
        id,
        solution,
        at: ctx.now(),
        adminId: ctx.actor.adminId,
      });
      const row = await findDeskComplaint(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'complaints.notFound', 'Complaint not found.');
      if (updated === undefined)
        throw new AppError('CONFLICT', 'complaints.alreadySolved', 'This complaint is already solved.');
      return row;
    },
  );
  return toAdminComplaint(solved);
}
