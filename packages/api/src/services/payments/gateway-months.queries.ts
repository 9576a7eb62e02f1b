import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { monthStarted } from '../shared/started-months.queries';
import { rowPaymentOf } from '../statements/statements.queries';

/**
 * The months a gateway payment pays (one, or several with "Pay all dues"), each with the amount allocated to
 * it when the payment was created (docs/payments.md).
 */

/** Due rows with their member and month (and whether it has started), for a member who names them to pay. */
export function dueRowsForPayment(db: Db, dueIds: readonly number[], now: Date) {
  return db
    .selectFrom('monthly_dues as r')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('r.id', 'in', dueIds.length ? [...dueIds] : [-1])
    .select(['r.id', 'r.member_id', 'b.month'])
    .select(monthStarted('b.month', now).as('started'))
    .execute();
}

export function insertPaymentMonths(
  db: Db,
  gatewayPaymentId: number,
  months: readonly { dueId: number; amountPoisha: number }[],
) {
  return db
    .insertInto('gateway_payment_months')
    .values(
      months.map((m) => ({
        gateway_payment_id: gatewayPaymentId,
        due_id: m.dueId,
        amount_poisha: m.amountPoisha,
      })),
    )
    .execute();
}

/**
 * A payment's months, oldest first, each with its allocated amount and what is still due on it now (read
 * without a lock: a look before bKash is asked to take the money, not the recording's check).
 */
export function monthsOfPayment(db: Db, gatewayPaymentId: number) {
  return db
    .selectFrom('gateway_payment_months as gm')
    .innerJoin('monthly_dues as r', 'r.id', 'gm.due_id')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('gm.gateway_payment_id', '=', gatewayPaymentId)
    .select(['gm.due_id', 'gm.amount_poisha', 'b.month'])
    .select(sql<number>`greatest(r.payable_poisha - ${rowPaymentOf('r.id')}, 0)::bigint`.as('still_due'))
    .orderBy('b.month')
    .orderBy('gm.due_id')
    .execute();
}

/** The months of several payments (a page of the finance desk's list), oldest first within each. */
export function monthsOfPayments(db: Db, gatewayPaymentIds: readonly number[]) {
  return db
    .selectFrom('gateway_payment_months as gm')
    .innerJoin('monthly_dues as r', 'r.id', 'gm.due_id')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('gm.gateway_payment_id', 'in', gatewayPaymentIds.length ? [...gatewayPaymentIds] : [-1])
    .select(['gm.gateway_payment_id', 'gm.due_id', 'gm.amount_poisha', 'b.month'])
    .orderBy('gm.gateway_payment_id')
    .orderBy('b.month')
    .execute();
}

/** The monthly payments a gateway payment recorded, first recorded first (the oldest month's leads). */
export function monthlyPaymentsOfGateway(db: Db, gatewayPaymentId: number) {
  return db
    .selectFrom('monthly_payments')
    .where('gateway_payment_id', '=', gatewayPaymentId)
    .select(['id', 'due_id', 'amount_poisha'])
    .orderBy('id')
    .execute();
}
