import type { Db } from '@samity/db';

/**
 * Writes books straight into the tables (the finance desk's rules are tested elsewhere; here only the sums
 * matter): a month's book with one due row per member, payments, refunds, deposits and ledger entries.
 */
export async function addBook(db: Db, month: string, poisha: number, memberIds: readonly number[]) {
  const book = await db
    .insertInto('monthly_books')
    .values({ month, amount_poisha: poisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dues = await db
    .insertInto('monthly_dues')
    .values(memberIds.map((member_id) => ({ book_id: book.id, member_id, payable_poisha: poisha })))
    .returning(['id', 'member_id'])
    .execute();
  return dues.map((d) => d.id);
}

export async function addPayment(db: Db, dueId: number, date: string, method: string, poisha: number) {
  const row = await db
    .insertInto('monthly_payments')
    .values({ due_id: dueId, date, method, amount_poisha: poisha })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A refund of a payment, recorded at a moment (its Dhaka day dates it). */
export async function addRefund(db: Db, paymentId: number, dueId: number, poisha: number, at: string) {
  await db
    .insertInto('monthly_payment_reversals')
    .values({ payment_id: paymentId, due_id: dueId, amount_poisha: poisha, reason: 'test', created_at: at })
    .execute();
}

export async function addDeposit(db: Db, memberId: number, date: string, method: string, poisha: number) {
  await db
    .insertInto('deposit_entries')
    .values({ member_id: memberId, source: 'test', date, method, amount_poisha: poisha })
    .execute();
}

export async function addLedger(
  db: Db,
  adminId: number,
  entry: {
    type: 'Income' | 'Expense';
    date: string;
    source: string;
    method: string;
    poisha: number;
    deletedAt?: string;
    createdAt?: string;
  },
) {
  const row = await db
    .insertInto('financial_entries')
    .values({
      type: entry.type,
      date: entry.date,
      source: entry.source,
      method: entry.method,
      amount_poisha: entry.poisha,
      added_by: adminId,
      ...(entry.createdAt ? { created_at: entry.createdAt } : {}),
      ...(entry.deletedAt ? { deleted_at: entry.deletedAt, deleted_by: adminId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
