import type { Db } from '@samity/db';

/** The two-person rule's setting (one row, made by its migration). */
export async function readApproverMinAgeDays(db: Db): Promise<number> {
  const row = await db
    .selectFrom('governance_settings')
    .select('approver_min_age_days')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.approver_min_age_days;
}

export function writeApproverMinAgeDays(db: Db, days: number, by: number, at: Date) {
  return db
    .updateTable('governance_settings')
    .set({ approver_min_age_days: days, updated_by: by, updated_at: at })
    .where('id', '=', 1)
    .execute();
}

/** The approving admin's row: when it was made, by whom, and whether its password is still a temporary one. */
export function approverRow(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'created_at', 'created_by', 'password_is_temporary'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
}

/**
 * The resets and re-enablings of an admin's account since `since`, from the audit trail (written in the same
 * transaction as each change, so it holds every one of them, not only the last), with who made them.
 */
export function accountChangesSince(db: Db, adminId: number, since: Date) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'at', 'actor_admin_id'])
    .where('entity', '=', 'admins')
    .where('entity_id', '=', String(adminId))
    .where('action', 'in', ['admin.password.reset', 'admin.enable'])
    .where('at', '>=', since)
    .orderBy('at')
    .limit(1000)
    .execute();
}

/** Who asked for each confirmed lifecycle change of the admin since `since` (the asker shares the deed). */
export function confirmedRequestsSince(db: Db, adminId: number, since: Date) {
  return db
    .selectFrom('admin_lifecycle_requests')
    .select(['action', 'decided_at', 'requested_by'])
    .where('target_admin_id', '=', adminId)
    .where('status', '=', 'confirmed')
    .where('decided_at', '>=', since)
    .limit(1000)
    .execute();
}
