import {
  type AdminPublicComplaint,
  COMPLAINT_LIST_MAX,
  type ComplaintCounts,
  type ComplaintFilter,
} from '@samity/domain';
import { toIso, toIsoOrNull } from '../moments';
import type { AdminContext } from '../service-context';
import { countDeskRows } from '../shared/complaint-desk.queries';
import { solveDeskComplaint } from '../shared/complaint-desk.service';
import {
  type DeskComplaintRow,
  findDeskComplaint,
  listDeskComplaintRows,
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
  return countDeskRows(ctx.db, 'public_complaints');
}

/** Answers a visitor's complaint once (see solveDeskComplaint); the desk reads the same row. */
export async function solvePublicComplaint(
  ctx: AdminContext,
  input: { id: number; solution: string },
): Promise<AdminPublicComplaint> {
  const solved = await solveDeskComplaint(
    ctx,
    { table: 'public_complaints', action: 'publicComplaint.solve', find: findDeskComplaint },
    input,
  );
  return toAdminComplaint(solved);
}
