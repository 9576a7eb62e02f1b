import { AppError, type MonthlyPayment, type PaymentReversal, poishaToTaka } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { alreadyReversed, reversalDate } from '../shared/reversals.service';
import { lockStillDue } from './monthly.queries';
import {
  insertPaymentReversal,
  lockMonthlyPayment,
  type PaymentReversalRow,
  reversalOfPayment,
} from './monthly-reversal.queries';

/**
 * Reversing a monthly payment at the desk (docs/payments.md, How a correction is made): a reversal of the
 * whole payment, dated today in the open year (its recording day in Dhaka), with the reason. The payment is
 * never changed; its month, and only its month, is due again. A payment is reversed at most once (a bKash
 * refund is its reversal too): the payment's row lock and the unique payment_id make one of two
 * simultaneous reversals win and the other a 409.
 */

/** A reversal as the payments list shows it beside its payment (a desk correction or a bKash refund). */
export const toPaymentReversal = (v: PaymentReversalRow): PaymentReversal => ({
  id: v.id,
  amount: poishaToTaka(v.amount_poisha),
  date: v.date,
  reason: v.reason,
  refund: v.refund_trx_id !== null,
});

const paymentNotFound = () =>
  new AppError('NOT_FOUND', 'monthly.paymentNotFound', 'No monthly payment has this number.');

type Tx = AdminContext['db'];
type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockMonthlyPayment>>>;

/**
 * Locks a payment for its reversal, its due row first (the order a payment's recording takes them), and
 * refuses one reversed already. Undefined when there is no such payment.
 */
export async function lockForReversal(tx: Tx, paymentId: number, dueId: number): Promise<LockedPayment> {
  await lockStillDue(tx, dueId);
  const payment = await lockMonthlyPayment(tx, paymentId);
  if (!payment) throw paymentNotFound();
  const existing = await reversalOfPayment(tx, payment.id);
  if (existing) throw alreadyReversed(existing.id);
  return payment;
}

/** Writes the reversal of a locked payment, the whole amount; answers its id. */
export async function takeBackPayment(tx: Tx, ctx: AdminContext, payment: LockedPayment, reason: string) {
  const { id } = await insertPaymentReversal(tx, {
    paymentId: payment.id,
    dueId: payment.due_id,
    amountPoisha: payment.amount_poisha,
    reason,
    refundTrxId: null,
    createdBy: ctx.actor.adminId,
    at: ctx.now(),
  });
  return id;
}

export async function reverseMonthlyPayment(
  ctx: AdminContext,
  input: { id: number; reason: string },
): Promise<MonthlyPayment> {
  const found = await lockMonthlyPayment(ctx.db, input.id);
  if (!found) throw paymentNotFound();
  type Done = { reversalId: number; payment: LockedPayment; date: string };
  const audit = ({ reversalId, payment, date }: Done) => ({
    action: 'monthly.payment.reverse',
    entity: 'monthly_payment_reversals',
    entityId: reversalId,
    before: { payment_id: payment.id, receipt_no: payment.receipt_no, date: payment.date },
    after: { date, amount: poishaToTaka(payment.amount_poisha), reason: input.reason },
  });
  const { reversalId, payment, date } = await withAudit(ctx, audit, async (tx): Promise<Done> => {
    const payment = await lockForReversal(tx, input.id, found.due_id);
    const date = await reversalDate(tx, ctx);
    return { reversalId: await takeBackPayment(tx, ctx, payment, input.reason), payment, date };
  });
  const amount = poishaToTaka(payment.amount_poisha);
  return {
    id: payment.id,
    main_id: payment.due_id,
    date: payment.date,
    method: payment.method,
    note: payment.note,
    amount,
    receipt_no: payment.receipt_no,
    reversal: { id: reversalId, amount, date, reason: input.reason, refund: false },
  };
}
