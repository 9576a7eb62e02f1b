import type { Db } from '@samity/db';

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

/** The member's payments, newest recorded first (the receipt numbers' order, reversed). */
export function memberReceipts(db: Db, memberId: number, page: { limit: number; offset: number }) {
  return receiptQuery(db)
    .where('d.member_id', '=', memberId)
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
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
