import type { Db } from '@samity/db';
import type { AdminPrincipal, MemberPrincipal } from '../principals';
import type { ServiceContext } from '../service-context';
import { insertAuditRow } from './audit-trail.queries';

interface AuditEntry {
  action: string; // e.g. 'member.create', 'notice.delete'
  entity: string; // table or concept, e.g. 'members'
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who acts: an admin from the session or an API key, a member from the session, or nobody (the command line creating the first admin). */
interface AuditContext extends Pick<ServiceContext, 'db' | 'now'> {
  actor?: AdminPrincipal | MemberPrincipal | null;
  request?: { ip: string } | null;
}

/**
 * Runs a write in one transaction and records who did what (the row before and after) inside the same
 * transaction, so the audit row exists exactly when the change does. The entry may depend on what the write
 * answered (e.g. the new row's id).
 */
export async function withAudit<T>(
  ctx: AuditContext,
  entry: AuditEntry | ((result: T) => AuditEntry),
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (tx) => {
    const result = await write(tx);
    await insertAuditRow(tx, auditRow(ctx, typeof entry === 'function' ? entry(result) : entry));
    return result;
  });
}

function auditRow(ctx: AuditContext, entry: AuditEntry) {
  const { actor } = ctx;
  return {
    at: ctx.now(),
    // A write made with an API key is the key's, not its creator's: the trail names the key.
    actor_admin_id: actor?.kind === 'admin' && !actor.apiKey ? actor.adminId : null,
    actor_api_key_id: actor?.kind === 'admin' ? (actor.apiKey?.id ?? null) : null,
    actor_member_id: actor?.kind === 'member' ? actor.memberId : null,
    ip: ctx.request?.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
}
