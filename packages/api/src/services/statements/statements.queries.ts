import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { reversedByOf } from '../shared/reversals.queries';
import { type MonthScope, monthStarted } from '../shared/started-months.queries';

/**
 * The deposit figures of the member aliased `m` (docs/domain.md), as select expressions, in poisha:
 * deposits = Σ the member's entries, balance = deposits - payable, due = max(payable - deposits, 0).
 * Written once for the member's own statement and the admin's deposits table.
 */
const memberDeposits = sql<number>`coalesce((SELECT sum(d.amount_poisha) FROM deposit_entries d WHERE d.member_id = m.id), 0)`;
export const depositFigures = {
  deposits: sql<number>`${memberDeposits}::bigint`,
  balance: sql<number>`(${memberDeposits} - m.deposit_payable_poisha)::bigint`,
  due: sql<number>`greatest(m.deposit_payable_poisha - ${memberDeposits}, 0)::bigint`,
};

/** payable, deposits and due = max(payable - deposits, 0) of the member, in poisha. */
export async function depositTotals(db: Db, memberId: number) {
  return db
    .selectFrom('members as m')
    .where('m.id', '=', memberId)
    .select([
      'm.deposit_payable_poisha as payable',
      depositFigures.deposits.as('deposits'),
      depositFigures.due.as('due'),
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
    .select(['d.id', 'd.date', 'd.source', 'd.method', 'd.amount_poisha', 'd.original_id', 'd.reason'])
    .select(reversedByOf('deposit_entries', 'd').as('reversed_by'))
    .select(
      sql<number>`(m.deposit_payable_poisha - sum(d.amount_poisha) OVER (ORDER BY d.date, d.id))::bigint`.as(
        'outstanding_poisha',
      ),
    )
    .orderBy('d.date')
    .orderBy('d.id')
    .execute();
}

/**
 * payment of the due row aliased `r` = Σ its payments − Σ its reversals (refunds), in poisha: the one
 * definition every page, statement, check and payment rule reads (docs/domain.md).
 */
export const rowPaymentOf = (due: string) =>
  sql<number>`(coalesce((SELECT sum(p.amount_poisha) FROM monthly_payments p WHERE p.due_id = ${sql.ref(due)}), 0)
    - coalesce((SELECT sum(v.amount_poisha) FROM monthly_payment_reversals v WHERE v.due_id = ${sql.ref(due)}), 0))::bigint`;

/**
 * Every due row (one member, one month) with its payable and payment (above), in poisha. Callers narrow it
 * (a member, a book) and read it as `x` with the figures below. What is due is read over the months that
 * have started only (`{ startedAt: now }`): a month to come is owed by no one yet; a book's own page reads
 * 'every month'.
 */
export function dueRowsQuery(db: Db, months: MonthScope) {
  const rows = db
    .selectFrom('monthly_dues as r')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .select(['r.id', 'r.book_id', 'r.member_id', 'b.month', 'r.payable_poisha'])
    .select(rowPaymentOf('r.id').as('payment_poisha'));
  return months === 'every month' ? rows : rows.where(monthStarted('b.month', months.startedAt));
}

/** due = max(payable - payment, 0) of a due row read as `x`; the row is paid when it is 0. */
const rowDue = sql<number>`greatest(x.payable_poisha - x.payment_poisha, 0)`;

/** The monthly figures over due rows read as `x` (docs/domain.md), in poisha. */
export const dueFigures = {
  due: sql<number>`${rowDue}::bigint`,
  /** Rows with something due (the member's duemonth, the arrears' months_due). */
  monthsDue: sql<number>`count(*) FILTER (WHERE ${rowDue} > 0)::bigint`,
  /** Σ due. */
  dueSum: sql<number>`coalesce(sum(${rowDue}), 0)::bigint`,
  /** Rows with nothing due (a month's paid_by_count). */
  paidCount: sql<number>`count(*) FILTER (WHERE ${rowDue} = 0)::bigint`,
  /** The months with something due, oldest first, as 'YYYY-MM' (a dues reminder names them). */
  monthsOwed: sql<
    string[]
  >`coalesce(array_agg(to_char(x.month, 'YYYY-MM') ORDER BY x.month) FILTER (WHERE ${rowDue} > 0), '{}')`,
  collectable: sql<number>`coalesce(sum(x.payable_poisha), 0)::bigint`,
  collected: sql<number>`coalesce(sum(x.payment_poisha), 0)::bigint`,
};

/** One row per month the member is billed for, oldest first: payable, payment and due = max(payable - payment, 0). */
function monthlyRowsQuery(db: Db, memberId: number, now: Date) {
  return dueRowsQuery(db, { startedAt: now }).where('r.member_id', '=', memberId);
}

/** The member's months that have started at `now` (upcoming ones are in upcomingRows). */
export async function monthlyRows(db: Db, memberId: number, now: Date) {
  const rows = await db
    .selectFrom(monthlyRowsQuery(db, memberId, now).as('x'))
    .select(['x.id', 'x.month', 'x.payable_poisha', 'x.payment_poisha'])
    .select(dueFigures.due.as('due_poisha'))
    // Months with something due first, oldest first (the order "Pay all dues" pays them), then the paid
    // ones newest first: the first page always shows what is owed.
    .orderBy(sql`${dueFigures.due} > 0`, 'desc')
    .orderBy(sql`CASE WHEN ${dueFigures.due} > 0 THEN x.month END`)
    .orderBy('x.month', 'desc')
    .orderBy('x.id')
    .execute();
  return rows;
}

/** duemonth = rows with something due, due = the sum of what is due (docs/domain.md), started months only. */
export async function monthlySummary(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom(monthlyRowsQuery(db, memberId, now).as('x'))
    .select([dueFigures.monthsDue.as('duemonth'), dueFigures.dueSum.as('due_poisha')])
    .executeTakeFirstOrThrow();
}

/** The member's months whose book is made but which have not started at `now`: upcoming, nothing due yet. */
export function upcomingRows(db: Db, memberId: number, now: Date) {
  return db
    .selectFrom('monthly_dues as r')
    .innerJoin('monthly_books as b', 'b.id', 'r.book_id')
    .where('r.member_id', '=', memberId)
    .where((eb) => eb.not(monthStarted('b.month', now)))
    .select(['r.id', 'b.month', 'r.payable_poisha'])
    .orderBy('b.month')
    .orderBy('r.id')
    .execute();
}
