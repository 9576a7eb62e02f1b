import type { Db } from '@samity/db';
import type { GatewayPaymentStatus } from '@samity/domain';
import { sql } from 'kysely';

/** The finance desk's reads of gateway payments (the payment flows' own are in gateway.queries.ts). */
const listColumns = [
  'g.id',
  'g.invoice',
  'g.payment_id',
  'g.trx_id',
  'g.status',
  'g.detail',
  'g.amount_poisha',
  'g.due_id',
  'm.member_no',
  'm.name',
  'b.month',
  'g.created_at',
  'g.completed_at',
  'g.last_checked_at',
  'g.refunded_poisha',
  'g.refunded_at',
  'g.sandbox',
  'p.id as monthly_payment_id',
  // Reversed at the desk (a correction, not a bKash refund): one of its recorded payments has a reversal
  // without a refund transaction.
  sql<boolean>`EXISTS (SELECT 1 FROM monthly_payments mp JOIN monthly_payment_reversals v ON v.payment_id = mp.id
    WHERE mp.gateway_payment_id = g.id AND v.refund_trx_id IS NULL)`.as('reversed'),
] as const;

/** The finance desk's list: newest first, with member, month, last check, refund and the recorded payment. */
function listQuery(db: Db, status: GatewayPaymentStatus | undefined) {
  let query = db
    .selectFrom('gateway_payments as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .innerJoin('monthly_dues as r', 'r.id', 'g.due_id')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    // The payment recorded for the first month (due_id): one row per gateway payment, however many months.
    .leftJoin('monthly_payments as p', (join) =>
      join.onRef('p.gateway_payment_id', '=', 'g.id').onRef('p.due_id', '=', 'g.due_id'),
    );
  if (status) query = query.where('g.status', '=', status);
  return query;
}

export async function listGatewayPayments(
  db: Db,
  filter: { status?: GatewayPaymentStatus; limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    listQuery(db, filter.status)
      .select(listColumns)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    listQuery(db, filter.status).select(sql<number>`count(*)::bigint`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type GatewayListRow = Awaited<ReturnType<typeof listGatewayPayments>>['rows'][number];

export function gatewayListRow(db: Db, id: number) {
  return listQuery(db, undefined).where('g.id', '=', id).select(listColumns).executeTakeFirstOrThrow();
}
