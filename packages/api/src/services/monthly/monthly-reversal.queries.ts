import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { dhakaDate } from '../shared/dhaka-time.queries';

/**
 * Monthly payment reversals (monthly_payment_reversals): a payment taken back, by a bKash refund or by a
 * correction at the desk. At most one per payment (payment_id is unique); the row's payment is Σ payments −
 * Σ reversals, so the month the payment paid is the month that is due again.
 */

/** A monthly payment with its due row, locked until the transaction ends (a reversal decides on it). */
export function lockMonthlyPayment(db: Db, id: number) {
  return db
    .selectFrom('monthly_payments')
    .where('id', '=', id)
    .select(['id', 'due_id', 'date', 'method', 'note', 'amount_poisha', 'receipt_no', 'gateway_payment_id'])
    .forUpdate()
    .executeTakeFirst();
}

/** The reversal of a payment, read by a statement of its own after the payment's lock. */
export function reversalOfPayment(db: Db, paymentId: number) {
  return db
    .selectFrom('monthly_payment_reversals')
    .where('payment_id', '=', paymentId)
    .select(['id', 'amount_poisha'])
    .executeTakeFirst();
}

/** The one way a reversal is written: a bKash refund (refundTrxId) or a desk correction (null). */
export function insertPaymentReversal(
  db: Db,
  reversal: {
    paymentId: number;
    dueId: number;
    amountPoisha: number;
    reason: string;
    refundTrxId: string | null;
    createdBy: number;
    at: Date;
  },
) {
  return db
    .insertInto('monthly_payment_reversals')
    .values({
      payment_id: reversal.paymentId,
      due_id: reversal.dueId,
      amount_poisha: reversal.amountPoisha,
      reason: reversal.reason,
      refund_trx_id: reversal.refundTrxId,
      created_by: reversal.createdBy,
      created_at: reversal.at,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

/** The reversals of the given payments, with the Dhaka day each was recorded. */
export function reversalsOfPayments(db: Db, paymentIds: readonly number[]) {
  return db
    .selectFrom('monthly_payment_reversals')
    .where('payment_id', 'in', paymentIds.length ? [...paymentIds] : [-1])
    .select(['id', 'payment_id', 'amount_poisha', 'reason', 'refund_trx_id'])
    .select(sql<string>`(${dhakaDate('created_at')})::text`.as('date'))
    .execute();
}

export type PaymentReversalRow = Awaited<ReturnType<typeof reversalsOfPayments>>[number];
