import { AppError, type GatewayPaymentEntry, poishaToTaka } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { insertPaymentReversal } from '../monthly/monthly-reversal.queries';
import { notifyPaymentRefunded } from '../notifications/event-messages';
import type { AdminContext } from '../service-context';
import { type BkashGateway, bkashAmountToPoisha } from './bkash-client';
import { type BkashReply, statusCodeOf, statusMessageOf } from './bkash-http';
import {
  claimForRefund,
  findGatewayPaymentById,
  lockGatewayPayment,
  releasePayment,
  saveRefund,
} from './gateway.queries';
import { gatewayListRow } from './gateway-desk.queries';
import { monthlyPaymentsOfGateway } from './gateway-months.queries';
import { bkashOf, type OnlinePayments } from './online-payments';
import { gatewayEntries } from './payments-admin.service';

/** The finance desk's refunds of completed bKash payments (docs/payments.md). */

/** bKash refunds a payment for this many days after it completed. */
const REFUND_WINDOW_DAYS = 15;
/**
 * How long one refund may talk to bKash before the payment's lease lapses (a refund call and a status call,
 * each bounded by the client's timeout, with slack); a crashed server's lease frees itself after it.
 */
const REFUND_LEASE_MS = 75_000;

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
  input: { id: number; reason: string; amount?: number; main_id?: number },
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
  await assertRefundMonth(ctx, payment.id, amountPoisha, input.main_id);
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

/**
 * A partial refund takes back the month the treasurer names (main_id), and only that month is due again; a
 * partial refund of a payment of several months without a month named is refused before bKash is asked, so
 * the money never lands on a month nobody chose. The named month must be one the payment paid, for at least
 * the refund's amount.
 */
async function assertRefundMonth(
  ctx: AdminContext,
  gatewayPaymentId: number,
  amountPoisha: number,
  dueId: number | undefined,
): Promise<void> {
  const recorded = await monthlyPaymentsOfGateway(ctx.db, gatewayPaymentId);
  const whole = recorded.reduce((sum, paid) => sum + Number(paid.amount_poisha), 0);
  if (dueId === undefined) {
    if (recorded.length > 1 && amountPoisha < whole)
      throw new AppError(
        'CONFLICT',
        'payments.refundMonthRequired',
        'This payment paid several months: name the month a partial refund takes back.',
        { fieldErrors: { main_id: 'Choose the month' } },
      );
    return;
  }
  const paid = recorded.find((row) => row.due_id === dueId);
  if (!paid || Number(paid.amount_poisha) < amountPoisha) {
    const message = 'The refund must take back a month this payment paid, and no more than was paid for it.';
    throw new AppError('BAD_REQUEST', 'payments.refundMonthNotPaid', message, {
      fieldErrors: { main_id: message },
    });
  }
}

async function refundUnderLease(
  ctx: AdminContext & { payments: OnlinePayments },
  gateway: BkashGateway,
  payment: NonNullable<Awaited<ReturnType<typeof findGatewayPaymentById>>> & {
    payment_id: string;
    trx_id: string;
  },
  input: { id: number; reason: string; amount?: number; main_id?: number },
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
      // Each month's payment is taken back with the same refund; a partial refund takes back the month the
      // treasurer named (assertRefundMonth), or the one month the payment paid.
      const all = await monthlyPaymentsOfGateway(tx, payment.id);
      const recorded =
        input.main_id === undefined ? all : all.filter((paid) => paid.due_id === input.main_id);
      let left = refund.amountPoisha;
      let firstReversal: number | null = null;
      for (const paid of [...recorded].reverse()) {
        const amountPoisha = Math.min(left, Number(paid.amount_poisha));
        if (amountPoisha <= 0) break;
        left -= amountPoisha;
        const reversal = await insertPaymentReversal(tx, {
          paymentId: paid.id,
          dueId: paid.due_id,
          amountPoisha,
          reason: input.reason,
          refundTrxId: refund.refundTrxId,
          createdBy: ctx.actor.adminId,
          at,
        });
        await notifyPaymentRefunded(tx, ctx, { paymentId: paid.id, reversalId: reversal.id, amountPoisha });
        firstReversal = reversal.id;
      }
      return firstReversal;
    },
  );
  ctx.log.info(
    { event: 'payments.refunded', gatewayPaymentId: payment.id, refundTrxId: refund.refundTrxId },
    'bKash payment refunded',
  );
  const [entry] = await gatewayEntries(ctx.db, [await gatewayListRow(ctx.db, payment.id)]);
  if (!entry) throw new Error(`Gateway payment ${payment.id} vanished after its refund`);
  return entry;
}
