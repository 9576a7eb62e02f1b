import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { monthStarted } from '../shared/started-months.queries';
import { depositFigures, dueFigures, dueRowsQuery } from '../statements/statements.queries';

/**
 * The balance check's reads. Each figure is computed twice from the entries: per member with the product's
 * own expressions, and as a straight aggregate written here, so the service compares two independent
 * computations. Nothing is written.
 */

/**
 * Every active member's deposit and monthly figures, computed by the same expressions the deposits table,
 * the monthly book and the member statements use (docs/domain.md), by member number. Monthly figures are
 * of the months that have started at `now`, as everywhere a due is summed.
 */
export function memberFigures(db: Db, now: Date) {
  const monthly = db
    .selectFrom(dueRowsQuery(db, { startedAt: now }).as('x'))
    .select([
      'x.member_id',
      dueFigures.collectable.as('payable'),
      dueFigures.collected.as('paid'),
      dueFigures.dueSum.as('due'),
      dueFigures.monthsDue.as('months_due'),
    ])
    .groupBy('x.member_id');
  return db
    .selectFrom('members as m')
    .leftJoin(monthly.as('mo'), 'mo.member_id', 'm.id')
    .where('m.status', '=', 'active')
    .select([
      'm.member_no',
      'm.deposit_payable_poisha as payable',
      depositFigures.deposits.as('deposits'),
      depositFigures.balance.as('balance'),
      depositFigures.due.as('due'),
      sql<number>`coalesce(mo.payable, 0)::bigint`.as('monthly_payable'),
      sql<number>`coalesce(mo.paid, 0)::bigint`.as('monthly_paid'),
      sql<number>`coalesce(mo.due, 0)::bigint`.as('monthly_due'),
      sql<number>`coalesce(mo.months_due, 0)::bigint`.as('months_due'),
    ])
    .orderBy('m.member_no')
    .execute();
}

/**
 * The society's totals, each as one aggregate over the entries of active members; the monthly ones over
 * the months that have started at `now`.
 */
export async function aggregateTotals(db: Db, now: Date) {
  const started = monthStarted('b.month', now);
  const { rows } = await sql<{
    total_payable: number;
    total_deposit: number;
    monthly_collectable: number;
    monthly_collected: number;
  }>`
    SELECT
      (SELECT coalesce(sum(deposit_payable_poisha), 0) FROM members WHERE status = 'active')::bigint
        AS total_payable,
      (SELECT coalesce(sum(e.amount_poisha), 0) FROM deposit_entries e
        JOIN members m ON m.id = e.member_id WHERE m.status = 'active')::bigint AS total_deposit,
      (SELECT coalesce(sum(d.payable_poisha), 0) FROM monthly_dues d
        JOIN monthly_books b ON b.id = d.book_id
        JOIN members m ON m.id = d.member_id WHERE m.status = 'active' AND ${started})::bigint
        AS monthly_collectable,
      ((SELECT coalesce(sum(p.amount_poisha), 0) FROM monthly_payments p
        JOIN monthly_dues d ON d.id = p.due_id
        JOIN monthly_books b ON b.id = d.book_id
        JOIN members m ON m.id = d.member_id WHERE m.status = 'active' AND ${started})
      - (SELECT coalesce(sum(v.amount_poisha), 0) FROM monthly_payment_reversals v
        JOIN monthly_dues d ON d.id = v.due_id
        JOIN monthly_books b ON b.id = d.book_id
        JOIN members m ON m.id = d.member_id WHERE m.status = 'active' AND ${started}))::bigint
        AS monthly_collected`.execute(db);
  return rows[0]!;
}

/** The society's total due: Σ over active members of what each still owes towards the deposit. */
export async function aggregateTotalDue(db: Db) {
  const { rows } = await sql<{ total_due: number; full_paid: number }>`
    SELECT coalesce(sum(greatest(m.deposit_payable_poisha - coalesce(d.paid, 0), 0)), 0)::bigint AS total_due,
      count(*) FILTER (WHERE m.deposit_payable_poisha <= coalesce(d.paid, 0))::bigint AS full_paid
    FROM members m
    LEFT JOIN (SELECT member_id, sum(amount_poisha) AS paid FROM deposit_entries GROUP BY member_id) d
      ON d.member_id = m.id
    WHERE m.status = 'active'`.execute(db);
  return rows[0]!;
}

/**
 * Monthly rows whose payments less their reversals (refunds) exceed what was payable: a payment the admin
 * confirmed above what was due (an advance, or a typo to reverse), listed for review.
 */
export async function overpaidMonthlyRows(db: Db, limit: number) {
  const { rows } = await sql<{
    id: number;
    member_no: string;
    month: string;
    payable: number;
    paid: number;
  }>`
    SELECT d.id, m.member_no, b.month, d.payable_poisha AS payable,
      (sum(p.amount_poisha) - coalesce((SELECT sum(v.amount_poisha) FROM monthly_payment_reversals v
        WHERE v.due_id = d.id), 0))::bigint AS paid
    FROM monthly_dues d
    JOIN monthly_payments p ON p.due_id = d.id
    JOIN members m ON m.id = d.member_id
    LEFT JOIN monthly_books b ON b.id = d.book_id
    GROUP BY d.id, m.member_no, b.month
    HAVING sum(p.amount_poisha) - coalesce((SELECT sum(v.amount_poisha) FROM monthly_payment_reversals v
      WHERE v.due_id = d.id), 0) > d.payable_poisha
    ORDER BY m.member_no, b.month, d.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Reversals larger than the payment they take back (the refund refuses that, so each one is a fault). */
export async function excessiveReversals(db: Db, limit: number) {
  const { rows } = await sql<{
    id: number;
    payment_id: number;
    member_no: string;
    amount: number;
    paid: number;
  }>`
    SELECT v.id, v.payment_id, m.member_no, v.amount_poisha AS amount, p.amount_poisha AS paid
    FROM monthly_payment_reversals v
    JOIN monthly_payments p ON p.id = v.payment_id
    JOIN monthly_dues d ON d.id = v.due_id
    JOIN members m ON m.id = d.member_id
    WHERE v.amount_poisha > p.amount_poisha
    ORDER BY v.id LIMIT ${limit}`.execute(db);
  return rows;
}

/** Payments whose due row is missing, and due rows whose book is missing (foreign keys should forbid both). */
export async function orphanRows(db: Db, limit: number) {
  const [payments, dues] = await Promise.all([
    sql<{ id: number; due_id: number }>`
      SELECT p.id, p.due_id FROM monthly_payments p
      WHERE NOT EXISTS (SELECT 1 FROM monthly_dues d WHERE d.id = p.due_id)
      ORDER BY p.id LIMIT ${limit}`.execute(db),
    sql<{ id: number; book_id: number; member_no: string | null }>`
      SELECT d.id, d.book_id, m.member_no FROM monthly_dues d
      LEFT JOIN members m ON m.id = d.member_id
      WHERE NOT EXISTS (SELECT 1 FROM monthly_books b WHERE b.id = d.book_id)
      ORDER BY d.id LIMIT ${limit}`.execute(db),
  ]);
  return { payments: payments.rows, dues: dues.rows };
}

/** Deposit entries (other than reversals) and monthly payments of 0 or less (CHECK constraints forbid them). */
export async function nonPositiveAmounts(db: Db, limit: number) {
  const { rows } = await sql<{
    kind: 'deposit' | 'payment';
    id: number;
    member_no: string | null;
    amount: number;
  }>`
    (SELECT 'deposit' AS kind, e.id, m.member_no, e.amount_poisha AS amount
      FROM deposit_entries e LEFT JOIN members m ON m.id = e.member_id
      WHERE e.amount_poisha <= 0 AND e.original_id IS NULL ORDER BY e.id LIMIT ${limit})
    UNION ALL
    (SELECT 'payment' AS kind, p.id, m.member_no, p.amount_poisha AS amount
      FROM monthly_payments p
      LEFT JOIN monthly_dues d ON d.id = p.due_id
      LEFT JOIN members m ON m.id = d.member_id
      WHERE p.amount_poisha <= 0 ORDER BY p.id LIMIT ${limit})`.execute(db);
  return rows;
}
