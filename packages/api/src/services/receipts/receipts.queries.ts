import type { Db } from '@samity/db';
import { sql } from 'kysely';

/**
 * A monthly payment with what its receipt shows: the member, the month, the gateway's transaction id when it
 * was paid online, and its reversal when it was refunded (at most one per payment).
 */
function receiptQuery(db: Db) {
  return db
    .selectFrom('monthly_payments as p')
    .innerJoin('monthly_dues as d', 'd.id', 'p.due_id')
    .innerJoin('monthly_books as b', 'b.id', 'd.book_id')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .leftJoin('gateway_payments as g', 'g.id', 'p.gateway_payment_id')
    .leftJoin('monthly_payment_reversals as v', 'v.payment_id', 'p.id')
    .select([
      'p.id',
      'p.receipt_no',
      'p.due_id',
      'p.date',
      'p.method',
      'p.note',
      'p.amount_poisha',
      'p.created_at',
      'p.gateway_payment_id',
      'd.member_id',
      'm.member_no',
      'm.name',
      'b.month',
      'g.trx_id',
      'g.sandbox',
      'v.amount_poisha as refunded_poisha',
      'v.created_at as refunded_at',
    ]);
}

export function findReceipt(db: Db, paymentId: number) {
  return receiptQuery(db).where('p.id', '=', paymentId).executeTakeFirst();
}

/**
 * The monthly payments one online payment recorded (one per month), oldest month first: together they are
 * one receipt, led by the first one recorded.
 */
export function receiptsOfGatewayPayments(db: Db, gatewayPaymentIds: readonly number[]) {
  return receiptQuery(db)
    .where('p.gateway_payment_id', 'in', gatewayPaymentIds.length ? [...gatewayPaymentIds] : [-1])
    .orderBy('b.month')
    .orderBy('p.id')
    .execute();
}

/**
 * Only the payment that leads its receipt: a payment at the desk, or the first monthly payment an online
 * payment of several months recorded (the others are listed on its receipt).
 */
const isLead = sql<boolean>`NOT EXISTS (SELECT 1 FROM monthly_payments q
  WHERE q.gateway_payment_id = p.gateway_payment_id AND q.id < p.id)`;

/** The member's receipts, newest recorded first (the receipt numbers' order, reversed). */
export function memberReceipts(db: Db, memberId: number, page: { limit: number; offset: number }) {
  return receiptQuery(db)
    .where('d.member_id', '=', memberId)
    .where(isLead)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMemberReceipts(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('monthly_payments as p')
    .innerJoin('monthly_dues as d', 'd.id', 'p.due_id')
    .where('d.member_id', '=', memberId)
    .where(isLead)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
