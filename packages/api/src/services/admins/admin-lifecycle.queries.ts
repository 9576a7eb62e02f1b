import type { Db } from '@samity/db';
import type { AdminLifecycleAction } from '@samity/domain';

/** The pending requests, oldest first, with the names of the admin they concern and of who asked. */
export function listPendingRequests(db: Db) {
  return db
    .selectFrom('admin_lifecycle_requests as r')
    .innerJoin('admins as t', 't.id', 'r.target_admin_id')
    .innerJoin('admins as q', 'q.id', 'r.requested_by')
    .select([
      'r.id',
      'r.action',
      'r.target_admin_id',
      't.name as target_name',
      'r.requested_by',
      'q.name as requester_name',
      'r.requested_at',
    ])
    .where('r.status', '=', 'pending')
    .orderBy('r.id')
    .limit(100)
    .execute();
}

export function pendingRequestExists(db: Db, targetId: number, action: AdminLifecycleAction) {
  return db
    .selectFrom('admin_lifecycle_requests')
    .select('id')
    .where('target_admin_id', '=', targetId)
    .where('action', '=', action)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function insertRequest(
  db: Db,
  values: { action: AdminLifecycleAction; target: number; by: number; at: Date },
) {
  return db
    .insertInto('admin_lifecycle_requests')
    .values({
      action: values.action,
      target_admin_id: values.target,
      requested_by: values.by,
      requested_at: values.at,
    })
    .returning(['id', 'action', 'target_admin_id', 'requested_by', 'requested_at'])
    .executeTakeFirstOrThrow();
}

/** A pending request, locked until the transaction ends (two confirmations never both act). */
export function lockPendingRequest(db: Db, id: number) {
  return db
    .selectFrom('admin_lifecycle_requests')
    .select(['id', 'action', 'target_admin_id', 'requested_by', 'requested_at'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function decideRequest(
  db: Db,
  id: number,
  decision: { status: 'confirmed' | 'cancelled'; by: number; at: Date },
): Promise<void> {
  await db
    .updateTable('admin_lifecycle_requests')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .execute();
}
