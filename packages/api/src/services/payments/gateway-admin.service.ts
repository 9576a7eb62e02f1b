import {
  AppError,
  type GatewayList,
  type GatewayPaymentEntry,
  type GatewayReconcileResult,
  monthLabelOfIso,
  poishaToTaka,
  type ZGatewayListInput,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { notifyPaymentRefunded } from '../notifications/event-messages';
import type { AdminContext } from '../service-context';
import { toIso, toIsoOrNull } from '../shared/moments';
import { type BkashGateway, bkashAmountToPoisha } from './bkash-client';
import { type BkashReply, statusCodeOf, statusMessageOf } from './bkash-http';
import {
  claimForRefund,
  endPayment,
  findGatewayPaymentById,
  type GatewayListRow,
  gatewayListRow,
  insertReversal,
  listGatewayPayments,
  lockGatewayPayment,
  monthlyPaymentOfGateway,
  openPaymentsToCheck,
  releasePayment,
  saveRefund,
} from './gateway.queries';
import { settlePayment } from './gateway-settle.service';
import { bkashOf, type OnlinePayments, type PaymentsContext } from './online-payments';

/**
 * The finance desk's side of online payments (/GatewayPayments): the list, reconciliation of payments whose
 * payer never came back, and refunds (docs/payments.md).
 */

/** bKash refunds a payment for this many days after it completed. */
export const REFUND_WINDOW_DAYS = 15;
/** A payment is left to its payer this long before reconciliation asks bKash about it. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * How long one refund may talk to bKash before the payment's lease lapses (a refund call and a status call,
 * each bounded by the client's timeout, with slack); a crashed server's lease frees itself after it.
 */
export const REFUND_LEASE_MS = 75_000;
/** The timer asks about one open payment at most this often. */
export const RECHECK_AFTER_MS = 5 * 60_000;
const RECONCILE_BATCH = 100;

function toEntry(row: GatewayListRow): GatewayPaymentEntry {
  return {
    id: row.id,
    invoice: row.invoice,
    payment_id: row.payment_id,
    trx_id: row.trx_id,
    status: row.status,
    detail: row.detail,
    amount: poishaToTaka(row.amount_poisha),
    member_no: row.member_no,
    name: row.name,
    month: monthLabelOfIso(row.month),
    main_id: row.due_id,
    created_at: toIso(row.created_at),
    completed_at: toIsoOrNull(row.completed_at),
    last_checked_at: toIsoOrNull(row.last_checked_at),
    refunded_amount: poishaToTaka(row.refunded_poisha),
    refunded_at: toIsoOrNull(row.refunded_at),
    monthly_payment_id: row.monthly_payment_id,
    sandbox: row.sandbox,
  };
}

export async function listGateway(
  ctx: AdminContext,
  filter: z.output<typeof ZGatewayListInput>,
): Promise<GatewayList> {
  const { rows, total } = await listGatewayPayments(ctx.db, filter);
  return { entries: rows.map(toEntry), total };
}

/**
 * Asks bKash about every payment still open a few minutes after it was created (a closed tab, a lost
 * callback): completed ones are recorded exactly as the callback would, authorised ones executed, and ones
 * past bKash's lifetime expired. `recheckAfterMs` spaces the timer's checks of one payment; the desk's
 * button checks them all.
 */
export async function reconcileGateway(
  ctx: PaymentsContext,
  { recheckAfterMs = 0 }: { recheckAfterMs?: number } = {},
): Promise<GatewayReconcileResult> {
  const result: GatewayReconcileResult = { checked: 0, completed: 0, expired: 0, failed: 0, logs: [] };
  const gateway = ctx.payments.bkash;
  if (!gateway) {
    result.logs.push('bKash is not configured: nothing was checked.');
    return result;
  }
  const now = ctx.now();
  const open = await openPaymentsToCheck(
    ctx.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - recheckAfterMs),
    RECONCILE_BATCH,
  );
  for (const payment of open) {
    result.checked += 1;
    const name = `${payment.invoice}${payment.payment_id ? ` (${payment.payment_id})` : ''}`;
    if (!payment.payment_id) {
      // bKash never gave this payment an id, so the payer never reached bKash's page.
      await endPayment(ctx.db, payment.id, {
        status: 'failed',
        detail: 'bKash never created this payment',
        checkedAt: now,
      });
      result.failed += 1;
      result.logs.push(`${name}: failed, bKash never created it.`);
      continue;
    }
    const settled = await settleSafely(ctx, gateway, payment);
    if (settled.result === 'paid') {
      result.completed += 1;
      result.logs.push(`${name}: completed, recorded as monthly payment ${settled.monthlyPaymentId}.`);
    } else if (settled.result === 'unrecorded') {
      result.completed += 1;
      result.logs.push(`${name}: completed at bKash but the month was already paid: refund it.`);
    } else if (settled.result === 'expired') {
      result.expired += 1;
      result.logs.push(`${name}: expired.`);
    } else if (settled.result === 'pending') {
      result.logs.push(`${name}: still open (${settled.detail}).`);
    } else {
      result.failed += 1;
      result.logs.push(`${name}: ${settled.result} (${settled.detail}).`);
    }
  }
  if (result.checked === 0) result.logs.push('No open payments to check.');
  ctx.log.info({ event: 'payments.reconciled', ...result, logs: undefined }, 'bKash payments reconciled');
  return result;
}

/** One payment's check; a failure of one (a database error) is logged and does not stop the others. */
async function settleSafely(
  ctx: PaymentsContext,
  gateway: BkashGateway,
  payment: Parameters<typeof settlePayment>[2],
) {
  try {
    return await settlePayment(ctx, gateway, payment, 'check');
  } catch (error) {
    ctx.log.error(
      { event: 'payments.reconcile_failed', err: error, gatewayPaymentId: payment.id },
      'check failed',
    );
    return { result: 'pending' as const, detail: 'the check failed; see the server log' };
  }
}

const notFound = () => new AppError('NOT_FOUND', 'payments.notFound', 'No such bKash payment.');

/** What bKash confirmed of a refund: its transaction id and amount, or null. */
function confirmedRefund(reply: BkashReply): { refundTrxId: string; amountPoisha: number } | null {
  if (reply.kind !== 'json' || statusCodeOf(reply) !== '0000') return null;
  const body = reply.body;
  const refundTrxId = body.refundTrxID ?? body.refundTrxId;
  const amount = bkashAmountToPoisha(body.amount ?? body.refundAmount);
  if (body.transactionStatus !== 'Completed' && body.refundTransactionStatus !== 'Completed') return null;
  if (typeof refundTrxId !== 'string' || !refundTrxId || amount === null || amount <= 0) return null;
  return { refundTrxId, amountPoisha: amount };
}

/**
 * Refunds a completed bKash payment within bKash's window. Only what bKash confirms is recorded, in one
 * audited transaction: the refund on the gateway payment (its refundTrxID unique) and a reversal of the
 * monthly payment it recorded, so the month is due again. Asking twice is safe: bKash's "already refunded"
 * is answered from its refund status.
 */
export async function refundGatewayPayment(
  ctx: AdminContext & { payments: OnlinePayments },
  input: { id: number; reason: string; amount?: number },
): Promise<GatewayPaymentEntry> {
  const payment = await findGatewayPaymentById(ctx.db, input.id);
  if (!payment) throw notFound();
  if (payment.status !== 'completed' || !payment.payment_id || !payment.trx_id)
    throw new AppError(
      'CONFLICT',
      'payments.notRefundable',
      'Only a completed bKash payment can be refunded.',
    );
  if (payment.refund_trx_id)
    throw new AppError('CONFLICT', 'payments.alreadyRefunded', 'This payment is already refunded.');
  const completedAt = new Date(payment.completed_at ?? payment.created_at).getTime();
  if (ctx.now().getTime() - completedAt > REFUND_WINDOW_DAYS * 86_400_000)
    throw new AppError(
      'CONFLICT',
      'payments.refundWindowPassed',
      `bKash refunds a payment only within ${REFUND_WINDOW_DAYS} days.`,
    );
  const amountPoisha = input.amount ?? payment.amount_poisha;
  if (amountPoisha > payment.amount_poisha) {
    const message = `A refund cannot be more than the ${poishaToTaka(payment.amount_poisha)} taka paid.`;
    throw new AppError('BAD_REQUEST', 'payments.refundTooMuch', message, {
      fieldErrors: { amount: message },
    });
  }
  const gateway = bkashOf(ctx);
  const leasedAt = ctx.now();
  // The lease is held across the call to bKash and the recording: a second refund asked meanwhile is refused
  // before it reaches bKash, so bKash never makes two refunds where one record is kept.
  if (!(await claimForRefund(ctx.db, payment.id, leasedAt, new Date(leasedAt.getTime() + REFUND_LEASE_MS))))
    throw new AppError(
      'CONFLICT',
      'payments.refundInProgress',
      'A refund of this payment is already in progress. Reload the list to see its result.',
    );
  try {
    const leased = { ...payment, payment_id: payment.payment_id, trx_id: payment.trx_id };
    return await refundUnderLease(ctx, gateway, leased, input, amountPoisha);
  } finally {
    await releasePayment(ctx.db, payment.id);
  }
}

async function refundUnderLease(
  ctx: AdminContext & { payments: OnlinePayments },
  gateway: BkashGateway,
  payment: NonNullable<Awaited<ReturnType<typeof findGatewayPaymentById>>> & {
    payment_id: string;
    trx_id: string;
  },
  input: { id: number; reason: string; amount?: number },
  amountPoisha: number,
): Promise<GatewayPaymentEntry> {
  const ids = { paymentID: payment.payment_id, trxID: payment.trx_id };
  const reply = await gateway.refund({ ...ids, amountPoisha, sku: payment.invoice, reason: input.reason });
  let confirmed = confirmedRefund(reply);
  let answer: BkashReply = reply;
  if (
    !confirmed &&
    (reply.kind === 'unusable' || ['2034', '9999', '503'].includes(statusCodeOf(reply) ?? ''))
  ) {
    // No answer, or "already refunded": bKash's refund status says what really happened.
    answer = await gateway.refundStatus(ids);
    confirmed = confirmedRefund(answer);
  }
  if (!confirmed) {
    ctx.log.warn(
      { event: 'payments.refund_refused', gatewayPaymentId: payment.id, reason: statusMessageOf(answer) },
      'bKash refund not confirmed',
    );
    if (answer.kind === 'unusable')
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'payments.refundUnknown',
        'bKash did not answer. Try again: a refund already made is not made twice.',
      );
    throw new AppError(
      'CONFLICT',
      'payments.refundRefused',
      `bKash refused the refund: ${statusMessageOf(answer)}`,
    );
  }
  const refund = confirmed;
  if (refund.amountPoisha > payment.amount_poisha) {
    ctx.log.error(
      { event: 'payments.refund_mismatch', gatewayPaymentId: payment.id, refund },
      'bKash reports a refund larger than the payment',
    );
    throw new AppError(
      'CONFLICT',
      'payments.refundRefused',
      'bKash reports a refund larger than the payment.',
    );
  }
  const at = ctx.now();
  await withAudit(
    ctx,
    (reversalId: number | null) => ({
      action: 'gateway.payment.refund',
      entity: 'gateway_payments',
      entityId: payment.id,
      before: { status: payment.status, trx_id: payment.trx_id, refunded_poisha: payment.refunded_poisha },
      after: {
        refund_trx_id: refund.refundTrxId,
        refunded_poisha: refund.amountPoisha,
        reason: input.reason,
        reversal_id: reversalId,
      },
    }),
    async (tx) => {
      const current = await lockGatewayPayment(tx, payment.id);
      if (current.refund_trx_id)
        throw new AppError('CONFLICT', 'payments.alreadyRefunded', 'This payment is already refunded.');
      await saveRefund(tx, payment.id, {
        ...refund,
        at,
        response: answer.kind === 'json' ? answer.body : {},
      });
      const recorded = await monthlyPaymentOfGateway(tx, payment.id);
      if (!recorded) return null;
      const reversal = await insertReversal(tx, {
        paymentId: recorded.id,
        dueId: recorded.due_id,
        amountPoisha: Math.min(refund.amountPoisha, recorded.amount_poisha),
        reason: input.reason,
        refundTrxId: refund.refundTrxId,
        createdBy: ctx.actor.adminId,
        at,
      });
      await notifyPaymentRefunded(tx, ctx, {
        paymentId: recorded.id,
        reversalId: reversal.id,
        amountPoisha: Math.min(refund.amountPoisha, recorded.amount_poisha),
      });
      return reversal.id;
    },
  );
  ctx.log.info(
    { event: 'payments.refunded', gatewayPaymentId: payment.id, refundTrxId: refund.refundTrxId },
    'bKash payment refunded',
  );
  return toEntry(await gatewayListRow(ctx.db, payment.id));
}
