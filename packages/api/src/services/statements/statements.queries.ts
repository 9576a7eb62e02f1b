import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** payable, deposits and due = max(payable - deposits, 0) of the member, in poisha. */
export async function depositTotals(db: Db, memberId: number) {
  const deposits = sql<number>`coalesce((SELECT sum(d.amount_poisha) FROM deposit_entries d WHERE d.member_id = m.id), 0)`;
  return db
    .selectFrom('members as m')
    .where('m.id', '=', memberId)
    .select([
      'm.deposit_payable_poisha as payable',
      sql<number>`${deposits}::bigint`.as('deposits'),
      sql<number>`greatest(m.deposit_payable_poisha - ${deposits}, 0)::bigint`.as('due'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The member's deposit entries in (date, id) order, each with what was still owed right after it:
 * payable minus the running sum of the member's entries (a window over the member's index).
 */
export function depositEntriesWithOutstanding(db: Db, memberId: number) {
  return db
    .selectFrom('deposit_entries as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .where('d.member_id', '=', memberId)
    .select(['d.id', 'd.date', 'd.source', 'd.method', 'd.amount_poisha'])
    .select(
      sql<number>`(m.deposit_payable_poisha - sum(d.amount_poisha) OVER (ORDER BY d.date, d.id))::bigint`.as(
        'outstanding_poisha',
      ),
    )
    .orderBy('d.date')
    .orderBy('d.id')
    .execute();
}

/** One row per month the member is billed for, oldest first: payable, payment and due = max(payable - payment, 0). */
function monthlyRowsQuery(db: Db, memberId: number) {
  return db
    .selectFrom('monthly_dues as r')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('r.member_id', '=', memberId)
    .select(['r.id', 'b.month', 'r.payable_poisha'])
    .select(
      sql<number>`coalesce((SELECT sum(p.amount_poisha) FROM monthly_payments p WHERE p.due_id = r.id), 0)::bigint`.as(
        'payment_poisha',
      ),
    );
}

export async function monthlyRows(db: Db, memberId: number) {
  const rows = await db
    .selectFrom(monthlyRowsQuery(db, memberId).as('x'))
    .selectAll('x')
    .select(sql<number>`greatest(x.payable_poisha - x.payment_poisha, 0)::bigint`.as('due_poisha'))
    .orderBy('x.month')
    .orderBy('x.id')
    .execute();
  return rows;
}

/** duemonth = rows with something due, due = the sum of what is due (docs/domain.md). */
export async function monthlySummary(db: Db, memberId: number) {
  const due = sql<number>`greatest(x.payable_poisha - x.payment_poisha, 0)`;
  return db
    .selectFrom(monthlyRowsQuery(db, memberId).as('x'))
    .select([
      sql<number>`count(*) FILTER (WHERE ${due} > 0)::bigint`.as('duemonth'),
      sql<number>`coalesce(sum(${due}), 0)::bigint`.as('due_poisha'),
    ])
    .executeTakeFirstOrThrow();
}
