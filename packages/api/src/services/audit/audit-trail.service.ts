import { type AuditEntry, endOfDhakaDay, startOfDhakaDay } from '@samity/domain';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import { auditAdmins, auditAreas, countAuditRows, listAuditRows } from './audit-trail.queries';

/** The audit trail (/Action): who changed what, before and after, when; written by withAudit. */

/** Bounds of the filter lists: far above any society's admins and the areas the product writes. */
const FILTER_LIMITS = { admins: 1000, areas: 200 } as const;

export interface AuditQuery {
  admin_id?: number;
  area?: string;
  /** First and last Dhaka calendar day, inclusive ('YYYY-MM-DD'). */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** Audit rows newest first, narrowed to an admin, an area (the action's first part) and Dhaka days. */
export async function listAuditTrail(
  ctx: AdminContext,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filter = {
    adminId: query.admin_id,
    area: query.area === '' ? undefined : query.area,
    from: query.from ? new Date(startOfDhakaDay(query.from)) : undefined,
    until: query.to ? new Date(endOfDhakaDay(query.to) + 1) : undefined,
  };
  const [rows, total] = await Promise.all([
    listAuditRows(ctx.db, filter, query),
    countAuditRows(ctx.db, filter),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: toIso(row.at),
      actor: row.actor,
      admin_id: row.actor_admin_id,
      action: row.action,
      area: row.area,
      entity: row.entity,
      entity_id: row.entity_id,
      before: row.before ?? null,
      after: row.after ?? null,
      ip: row.ip,
    })),
    total,
  };
}

/** What the filters offer: every admin, and the areas present in the log (sorted). */
export async function auditTrailFilters(
  ctx: AdminContext,
): Promise<{ admins: { id: number; name: string }[]; areas: string[] }> {
  const [admins, areas] = await Promise.all([
    auditAdmins(ctx.db, FILTER_LIMITS.admins),
    auditAreas(ctx.db, FILTER_LIMITS.areas),
  ]);
  return { admins, areas };
}
