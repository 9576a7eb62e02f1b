import type { Db } from '@samity/db';
import { AppError } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { toIsoOrNull } from '../moments';
import type { AdminContext } from '../service-context';
import { type DeskTable, solveDeskRow } from './complaint-desk.queries';

interface SolvableRow {
  solution: string | null;
  solved_at: Date | string | null;
}

/**
 * Answers a complaint of either desk once: the solution, the admin (from the session) and the time (the
 * server's clock) are saved together with the audit row. A missing id is 404, an already solved one 409.
 */
export async function solveDeskComplaint<Row extends SolvableRow>(
  ctx: AdminContext,
  desk: {
    table: DeskTable;
    action: string;
    find: (db: Db, id: number) => Promise<Row | undefined>;
    /** Tells the complainant, in the same transaction (the member's desk writes their notification). */
    notify?: (tx: Db, row: Row) => Promise<unknown>;
  },
  { id, solution }: { id: number; solution: string },
): Promise<Row> {
  return withAudit(
    ctx,
    (row: Row) => ({
      action: desk.action,
      entity: desk.table,
      entityId: id,
      after: { solution: row.solution, solution_timestamp: toIsoOrNull(row.solved_at) },
    }),
    async (tx) => {
      const updated = await solveDeskRow(tx, desk.table, {
        id,
        solution,
        at: ctx.now(),
        adminId: ctx.actor.adminId,
      });
      const row = await desk.find(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'complaints.notFound', 'Complaint not found.');
      if (updated === undefined)
        throw new AppError('CONFLICT', 'complaints.alreadySolved', 'This complaint is already solved.');
      await desk.notify?.(tx, row);
      return row;
    },
  );
}
