import type { Database } from '@samity/db';
import type { Kysely, Transaction } from 'kysely';

export interface AuditActor {
  adminId?: number | null;
  memberId?: number | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: string; // e.g. 'member.create', 'notice.delete'
  entity: string; // table or concept, e.g. 'members'
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Every admin write records who did what, with the row before and after (ARCHITECTURE rule 6).
 * Call it with the same transaction as the write, so the audit row exists exactly when the change does.
 */
export async function recordAudit(
  tx: Transaction<Database> | Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      actor_admin_id: actor.adminId ?? null,
      actor_member_id: actor.memberId ?? null,
      ip: actor.ip ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
