import type { AuditLogTable, Db } from '@samity/db';
import { type Insertable, type RawBuilder, sql } from 'kysely';

/** The area of an action: its first dot-separated part ('expense' of 'expense.delete'). */
const areaOf = sql<string>`split_part(l.action, '.', 1)`;

export interface AuditFilter {
  adminId?: number;
  area?: string;
  /** Moments: from inclusive, until exclusive. */
  from?: Date;
  until?: Date;
}

function matchesFilter(filter: AuditFilter): RawBuilder<boolean> {
  const conditions = [sql`true`];
  if (filter.adminId !== undefined) conditions.push(sql`l.actor_admin_id = ${filter.adminId}`);
  if (filter.area !== undefined) conditions.push(sql`${areaOf} = ${filter.area}`);
  if (filter.from) conditions.push(sql`l.at >= ${filter.from}`);
  if (filter.until) conditions.push(sql`l.at < ${filter.until}`);
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

/**
 * One page of audit rows matching the filter, newest first, with the actor: the admin's name, "API key
 * <name>" for a write made with a key, the member's number for a member's own change, 'system' when neither (the command line creating the first admin).
 */
export function listAuditRows(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .selectFrom('audit_log as l')
    .leftJoin('admins as a', 'a.id', 'l.actor_admin_id')
    .leftJoin('members as m', 'm.id', 'l.actor_member_id')
    .leftJoin('api_keys as k', 'k.id', 'l.actor_api_key_id')
    .where(matchesFilter(filter))
    .select([
      'l.id',
      'l.at',
      'l.actor_admin_id',
      'l.action',
      'l.entity',
      'l.entity_id',
      'l.before',
      'l.after',
      'l.ip',
      sql<string>`coalesce(a.name, 'API key ' || k.name, m.member_no, 'system')`.as('actor'),
      areaOf.as('area'),
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const row = await db
    .selectFrom('audit_log as l')
    .where(matchesFilter(filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The areas the log holds, sorted; at most `limit`. */
export async function auditAreas(db: Db, limit: number): Promise<string[]> {
  const { rows } = await sql<{ area: string }>`
    SELECT DISTINCT split_part(action, '.', 1) AS area FROM audit_log ORDER BY area LIMIT ${limit}`.execute(
    db,
  );
  return rows.map((r) => r.area);
}

/** Every admin (id and name) by name; at most `limit`. */
export function auditAdmins(db: Db, limit: number) {
  return db.selectFrom('admins').select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).execute();
}

/** One row of the trail; withAudit (with-audit.ts) writes it in the transaction of the change it records. */
export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
