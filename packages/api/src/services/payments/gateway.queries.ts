import type { Db } from '@samity/db';
import type { GatewayPaymentStatus } from '@samity/domain';

/** A gateway payment as the payment flows read it. */
const gatewayColumns = [
  'g.id',
  'g.invoice',
  'g.payment_id',
  'g.trx_id',
  'g.due_id',
  'g.member_id',
  'g.amount_poisha',
  'g.currency',
  'g.status',
  'g.created_at',
  'g.completed_at',
  'g.refund_trx_id',
  'g.refunded_poisha',
] as const;

export type GatewayPaymentRow = Awaited<ReturnType<typeof findGatewayPaymentById>> & {};

export function findGatewayPaymentById(db: Db, id: number) {
  return db
    .selectFrom('gateway_payments as g')
    .where('g.id', '=', id)
    .select(gatewayColumns)
    .executeTakeFirst();
}

export function findGatewayPaymentByPaymentId(db: Db, paymentId: string) {
  return db
    .selectFrom('gateway_payments as g')
    .where('g.payment_id', '=', paymentId)
    .select(gatewayColumns)
    .executeTakeFirst();
}

/** The row locked until the transaction ends: whoever records or refunds it does so one at a time. */
export function lockGatewayPayment(db: Db, id: number) {
  return db
    .selectFrom('gateway_payments as g')
    .where('g.id', '=', id)
    .select(gatewayColumns)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function insertGatewayPayment(
  db: Db,
  payment: {
    invoice: string;
    dueId: number;
    memberId: number;
    amountPoisha: number;
    at: Date;
    sandbox: boolean;
  },
) {
  return db
    .insertInto('gateway_payments')
    .values({
      invoice: payment.invoice,
      due_id: payment.dueId,
      member_id: payment.memberId,
      amount_poisha: payment.amountPoisha,
      created_at: payment.at,
      sandbox: payment.sandbox,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export function setPaymentId(db: Db, id: number, paymentId: string, response: unknown) {
  return db
    .updateTable('gateway_payments')
    .set({ payment_id: paymentId, gateway_response: JSON.stringify(response) })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends a payment that is not completed (a completed one never changes: a late cancel or failure cannot undo
 * money that moved). Answers whether it changed.
 */
export async function endPayment(
  db: Db,
  id: number,
  end: {
    status: Exclude<GatewayPaymentStatus, 'created' | 'completed'>;
    detail: string;
    response?: unknown;
    checkedAt?: Date;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('gateway_payments')
    .set({
      status: end.status,
      detail: end.detail.slice(0, 500),
      ...(end.response === undefined ? {} : { gateway_response: JSON.stringify(end.response) }),
      ...(end.checkedAt ? { last_checked_at: end.checkedAt } : {}),
    })
    .where('id', '=', id)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes a check with bKash that changed nothing (the payment is still open). */
export function noteCheck(db: Db, id: number, check: { at: Date; detail: string; response?: unknown }) {
  return db
    .updateTable('gateway_payments')
    .set({
      last_checked_at: check.at,
      detail: check.detail.slice(0, 500),
      ...(check.response === undefined ? {} : { gateway_response: JSON.stringify(check.response) }),
    })
    .where('id', '=', id)
    .execute();
}

export function markCompleted(
  db: Db,
  id: number,
  done: { trxId: string; at: Date; response: unknown; detail: string | null; checkedAt?: Date },
) {
  return db
    .updateTable('gateway_payments')
    .set({
      status: 'completed',
      trx_id: done.trxId,
      completed_at: done.at,
      gateway_response: JSON.stringify(done.response),
      detail: done.detail,
      ...(done.checkedAt ? { last_checked_at: done.checkedAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the payment's lease: while it holds, this caller alone talks to bKash about the payment (so twenty
 * concurrent callbacks execute it once). No database lock is held over the call itself. Answers whether
 * the lease was taken; a completed payment is never leased.
 */
export async function claimPayment(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('gateway_payments')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('status', '<>', 'completed')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes a completed payment's lease for a refund: while it holds, this caller alone asks bKash to refund it,
 * so two refunds asked at once (two clicks, two desks) never make two refunds at bKash. Answers whether it
 * was taken; a payment already refunded, or leased by another caller, is not.
 */
export async function claimForRefund(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('gateway_payments')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('status', '=', 'completed')
    .where('refund_trx_id', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function releasePayment(db: Db, id: number) {
  return db.updateTable('gateway_payments').set({ claimed_until: null }).where('id', '=', id).execute();
}

export function paymentState(db: Db, id: number) {
  return db
    .selectFrom('gateway_payments')
    .where('id', '=', id)
    .select(['status', 'claimed_until'])
    .executeTakeFirstOrThrow();
}

/** Open payments created before `olderThan` and not checked since `checkedBefore`, oldest first. */
export function openPaymentsToCheck(db: Db, olderThan: Date, checkedBefore: Date, limit: number) {
  return db
    .selectFrom('gateway_payments as g')
    .where('g.status', '=', 'created')
    .where('g.created_at', '<', olderThan)
    .where((eb) => eb.or([eb('g.last_checked_at', 'is', null), eb('g.last_checked_at', '<', checkedBefore)]))
    .select(gatewayColumns)
    .orderBy('g.created_at')
    .orderBy('g.id')
    .limit(limit)
    .execute();
}

export function saveRefund(
  db: Db,
  id: number,
  refund: { refundTrxId: string; amountPoisha: number; at: Date; response: unknown },
) {
  return db
    .updateTable('gateway_payments')
    .set({
      refund_trx_id: refund.refundTrxId,
      refunded_poisha: refund.amountPoisha,
      refunded_at: refund.at,
      gateway_response: JSON.stringify(refund.response),
    })
    .where('id', '=', id)
    .execute();
}
