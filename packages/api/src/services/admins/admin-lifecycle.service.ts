import type { AdminLifecycleAction, AdminLifecycleRequest, ZAdminLifecycleConfirmed } from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { hashPassword } from '../auth/passwords';
import { newTemporaryPassword } from '../auth/temporary-password';
import type { AdminContext } from '../service-context';
import {
  decideRequest,
  insertRequest,
  listPendingRequests,
  lockPendingRequest,
  pendingRequestExists,
} from './admin-lifecycle.queries';
import {
  adminError,
  auditedAdmin,
  disableLocked,
  lockForLifecycle,
  needsSecondAdmin,
  resetLocked,
  toAccount,
} from './admins.service';
import { assertSecondPerson } from './two-person.service';

/**
 * Full_Access+ lifecycle changes that need a second Full_Access+ admin (docs/governance.md): one asks, another
 * confirms, and only the confirmation acts. The confirmer is a second person by the two-person rule (an
 * account the asker did not make, reset or re-enable for the occasion), read against the request's time.
 */

export async function listLifecycleRequests(ctx: AdminContext): Promise<AdminLifecycleRequest[]> {
  return (await listPendingRequests(ctx.db)).map((r) => ({
    id: Number(r.id),
    action: r.action,
    target_admin_id: Number(r.target_admin_id),
    target_name: r.target_name,
    requested_by: Number(r.requested_by),
    requester_name: r.requester_name,
    requested_at: new Date(r.requested_at).toISOString(),
  }));
}

/** Asks for a change that needs a second admin; refused (409) when the change needs none, or is already asked. */
export async function requestLifecycleChange(
  ctx: AdminContext,
  input: { id: number; action: AdminLifecycleAction },
): Promise<AdminLifecycleRequest[]> {
  if (input.id === ctx.actor.adminId) throw adminError('BAD_REQUEST', 'notYourself');
  await withAudit(
    ctx,
    (row: { id: number }) => ({
      action: 'admin.lifecycle.request',
      entity: 'admin_lifecycle_requests',
      entityId: row.id,
      after: { action: input.action, target_admin_id: input.id },
    }),
    async (tx) => {
      const { usable, target } = await lockForLifecycle(ctx, tx, input.id);
      if (input.action === 'disable' && target.disabled_at !== null)
        throw adminError('CONFLICT', 'alreadyDisabled');
      if (!needsSecondAdmin(target, usable)) throw adminError('CONFLICT', 'confirmationNotNeeded');
      if (await pendingRequestExists(tx, target.id, input.action))
        throw adminError('CONFLICT', 'requestPending');
      const row = await insertRequest(tx, {
        action: input.action,
        target: target.id,
        by: ctx.actor.adminId,
        at: ctx.now(),
      });
      return { id: Number(row.id) };
    },
  );
  return listLifecycleRequests(ctx);
}

/**
 * Confirms a pending request and makes the change: a Full_Access+ admin other than the asker, who passes the
 * two-person rule against the request. A reset's temporary password is answered to the confirmer, once: the
 * asker alone never holds it. The audit row names the request and flags a confirmer whose account changed
 * recently.
 */
export async function confirmLifecycleChange(
  ctx: AdminContext,
  requestId: number,
): Promise<z.infer<typeof ZAdminLifecycleConfirmed>> {
  const password = newTemporaryPassword();
  const hash = await hashPassword(password);
  const done = await withAudit(
    ctx,
    (result: Awaited<ReturnType<typeof confirmLocked>>) => ({
      action: result.action === 'disable' ? 'admin.disable' : 'admin.password.reset',
      entity: 'admins',
      entityId: result.before.id,
      before: auditedAdmin(result.before),
      after: {
        ...auditedAdmin(result.after),
        request_id: requestId,
        requested_by: result.requestedBy,
        ...result.flags,
      },
    }),
    (tx) => confirmLocked(ctx, tx, requestId, hash),
  );
  ctx.log.info(
    { event: 'admin.lifecycle_confirmed', requestId, adminId: done.before.id, by: ctx.actor.adminId },
    'lifecycle change confirmed',
  );
  return {
    admin: toAccount(done.after),
    temporary_password: done.action === 'reset' ? password : null,
  };
}

async function confirmLocked(ctx: AdminContext, tx: AdminContext['db'], requestId: number, hash: string) {
  const request = await lockPendingRequest(tx, requestId);
  if (!request) throw adminError('NOT_FOUND', 'requestNotFound');
  const requestedBy = Number(request.requested_by);
  if (requestedBy === ctx.actor.adminId) throw adminError('FORBIDDEN', 'ownRequest');
  const { active, target } = await lockForLifecycle(ctx, tx, Number(request.target_admin_id));
  const flags = await assertSecondPerson(
    tx,
    { proposerId: requestedBy, proposedAt: new Date(request.requested_at) },
    ctx.actor.adminId,
    ctx.now(),
  );
  const changed =
    request.action === 'disable'
      ? await disableLocked(ctx, tx, active, target)
      : await resetLocked(ctx, tx, target, hash);
  await decideRequest(tx, requestId, { status: 'confirmed', by: ctx.actor.adminId, at: ctx.now() });
  return { ...changed, action: request.action, requestedBy, flags };
}

/** Withdraws a pending request: its asker or any Full_Access+ admin (nothing changes but the request). */
export async function cancelLifecycleRequest(ctx: AdminContext, requestId: number) {
  await withAudit(
    ctx,
    { action: 'admin.lifecycle.cancel', entity: 'admin_lifecycle_requests', entityId: requestId },
    async (tx) => {
      const request = await lockPendingRequest(tx, requestId);
      if (!request) throw adminError('NOT_FOUND', 'requestNotFound');
      await lockForLifecycle(ctx, tx, Number(request.target_admin_id));
      await decideRequest(tx, requestId, { status: 'cancelled', by: ctx.actor.adminId, at: ctx.now() });
    },
  );
  return listLifecycleRequests(ctx);
}
