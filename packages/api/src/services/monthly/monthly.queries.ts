import type { Db } from '@samity/db';
import { sql } from 'kysely';
import { orderByMemberNo } from '../shared/member-order.queries';
import { likePattern } from '../shared/search.queries';
import { dueFigures, dueRowsQuery, rowPaymentOf } from '../statements/statements.queries';

export function findBook(db: Db, monthStart: string) {
  return db
    .selectFrom('monthly_books')
    .where('month', '=', monthStart)
    .select(['id', 'month', 'amount_poisha', 'created_at'])
    .executeTakeFirst();
}

/** Which of a book's rows a page shows: part of the member number or name, only those with something due. */
export interface BookFilter {
  search?: string;
  unpaid?: boolean;
}

/** A book's rows with their member, narrowed by the filter (the book's own page reads every month's rows). */
function bookRowsQuery(db: Db, bookId: number, filter: BookFilter) {
  let query = db
    .selectFrom(dueRowsQuery(db, 'every month').where('r.book_id', '=', bookId).as('x'))
    .innerJoin('members as m', 'm.id', 'x.member_id');
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('m.member_no', 'ilike', pattern), eb('m.name', 'ilike', pattern)]));
  }
  if (filter.unpaid) query = query.where(dueFigures.due, '>', 0);
  return query;
}

/**
 * A page of a book's rows with member no, name and phone, payable, payment and due, in natural
 * member-number order.
 */
export function bookRows(
  db: Db,
  bookId: number,
  filter: BookFilter,
  page: { limit: number; offset: number },
) {
  const query = bookRowsQuery(db, bookId, filter)
    .select(['x.id', 'm.member_no', 'm.name', 'm.phone', 'x.payable_poisha', 'x.payment_poisha'])
    .select(dueFigures.due.as('due_poisha'));
  return orderByMemberNo(query, 'm.member_no').limit(page.limit).offset(page.offset).execute();
}

/** How many of a book's rows the filter lets through. */
export async function countBookRows(db: Db, bookId: number, filter: BookFilter): Promise<number> {
  const row = await bookRowsQuery(db, bookId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many members are active now: the rows a book created now would add. */
export async function countActiveMembers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('members')
    .where('status', '=', 'active')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** total_collectable, total_collected and paid_by_count of a book (docs/domain.md), in poisha. */
export function bookSummary(db: Db, bookId: number) {
  return db
    .selectFrom(dueRowsQuery(db, 'every month').where('r.book_id', '=', bookId).as('x'))
    .select([
      dueFigures.collectable.as('total_collectable'),
      dueFigures.collected.as('total_collected'),
      dueFigures.paidCount.as('paid_by_count'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Adds the month's book unless it exists: answers undefined when another book of the month is there, also
 * one a concurrent transaction has just added (ON CONFLICT waits for it and then does nothing).
 */
export function insertBookUnlessExists(
  db: Db,
  book: { monthStart: string; amountPoisha: number; createdBy: number; at: Date },
) {
  return db
    .insertInto('monthly_books')
    .values({
      month: book.monthStart,
      amount_poisha: book.amountPoisha,
      created_by: book.createdBy,
      created_at: book.at,
    })
    .onConflict((oc) => oc.column('month').doNothing())
    .returning(['id', 'month', 'amount_poisha'])
    .executeTakeFirst();
}

/** One due row per active member now, each payable the book's amount; answers how many rows. */
export async function insertDuesForActiveMembers(db: Db, bookId: number, payablePoisha: number) {
  const result = await db
    .insertInto('monthly_dues')
    .columns(['book_id', 'member_id', 'payable_poisha'])
    .expression(
      db
        .selectFrom('members')
        .where('status', '=', 'active')
        .select([
          sql<number>`${bookId}::bigint`.as('book_id'),
          'id',
          sql<number>`${payablePoisha}::bigint`.as('p'),
        ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** A due row with its payable, locked until the transaction ends so its payments are added one at a time. */
function lockDueRow(db: Db, dueId: number) {
  return db
    .selectFrom('monthly_dues')
    .where('id', '=', dueId)
    .select(['id', 'payable_poisha'])
    .forUpdate()
    .executeTakeFirst();
}

/** What is paid on a due row: Σ its payments − Σ its reversals, in poisha (the pages' own expression). */
async function paidOnRow(db: Db, dueId: number): Promise<number> {
  const row = await db
    .selectFrom('monthly_dues as r')
    .where('r.id', '=', dueId)
    .select(rowPaymentOf('r.id').as('paid'))
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/**
 * What is still due on a month's row, max(payable − paid, 0) in poisha (docs/domain.md), with the row locked
 * until the transaction ends: two payments on one month are added one at a time, and the paid sum is read
 * by a statement after the lock, so it sees a payment the lock waited for. Undefined when no such row.
 */
export async function lockStillDue(
  db: Db,
  dueId: number,
): Promise<{ id: number; stillDue: number } | undefined> {
  const row = await lockDueRow(db, dueId);
  if (!row) return undefined;
  return { id: row.id, stillDue: Math.max(row.payable_poisha - (await paidOnRow(db, row.id)), 0) };
}

export function dueRowExists(db: Db, dueId: number) {
  return db.selectFrom('monthly_dues').where('id', '=', dueId).select('id').executeTakeFirst();
}

const paymentColumns = ['id', 'due_id', 'date', 'method', 'note', 'amount_poisha', 'receipt_no'] as const;

export function paymentsOfRow(db: Db, dueId: number) {
  return db
    .selectFrom('monthly_payments')
    .where('due_id', '=', dueId)
    .select(paymentColumns)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * The one way a monthly payment is written: by the finance desk (createdBy the admin) or by a verified online
 * payment (createdBy null, gatewayPaymentId its gateway payment). The caller holds the due row's lock
 * (lockDueRow) and has checked what is still due.
 */
export function insertPayment(
  db: Db,
  payment: {
    dueId: number;
    date: string;
    method: string;
    note: string;
    amountPoisha: number;
    createdBy: number | null;
    at: Date;
    gatewayPaymentId?: number;
  },
) {
  return db
    .insertInto('monthly_payments')
    .values({
      due_id: payment.dueId,
      date: payment.date,
      method: payment.method,
      note: payment.note,
      amount_poisha: payment.amountPoisha,
      created_by: payment.createdBy,
      created_at: payment.at,
      gateway_payment_id: payment.gatewayPaymentId ?? null,
    })
    .returning(paymentColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Collectable and collected for each month from first to last (first days of months), oldest first; a
 * month without a book, or one that has not started at `now`, has 0 and 0. One query: the months, their
 * books, and the books' rows.
 */
export function totalsByMonth(db: Db, firstMonth: string, lastMonth: string, now: Date) {
  const months = sql<{
    month: string;
  }>`(SELECT generate_series(${firstMonth}::date, ${lastMonth}::date, interval '1 month')::date AS month)`;
  return db
    .selectFrom(months.as('g'))
    .leftJoin(dueRowsQuery(db, { startedAt: now }).as('x'), 'x.month', 'g.month')
    .groupBy('g.month')
    .select([
      'g.month',
      dueFigures.collectable.as('total_collectable'),
      dueFigures.collected.as('total_collected'),
    ])
    .orderBy('g.month')
    .execute();
}

/**
 * Active members owing at least one month that has started at `now`, grouped by member, with months_due
 * and due_poisha, optionally found by part of the member number or name.
 */
function arrearsQuery(db: Db, now: Date, search?: string) {
  const query = db
    .selectFrom(dueRowsQuery(db, { startedAt: now }).as('x'))
    .innerJoin('members as m', 'm.id', 'x.member_id')
    .where('m.status', '=', 'active')
    .groupBy(['m.id', 'm.member_no', 'm.name', 'm.phone'])
    .select(['m.member_no', 'm.name', 'm.phone'])
    .select([dueFigures.monthsDue.as('months_due'), dueFigures.dueSum.as('due_poisha')])
    .having(dueFigures.monthsDue, '>', 0);
  const text = search?.trim();
  if (!text) return query;
  const pattern = likePattern(text);
  return query.where((eb) => eb.or([eb('m.member_no', 'ilike', pattern), eb('m.name', 'ilike', pattern)]));
}

/**
 * Active members owing at least one month: how many months and how much (Σ due), most months first, then
 * natural member-number order.
 */
export function arrearsRows(db: Db, now: Date, limit: number) {
  const query = arrearsQuery(db, now).orderBy(dueFigures.monthsDue, 'desc');
  return orderByMemberNo(query, 'm.member_no').limit(limit).execute();
}

/**
 * The same arrears with the member's id and the months owed ('YYYY-MM', oldest first), for dues reminders:
 * a page of them, or the members named (memberIds), in the arrears list's order.
 */
export function arrearsWithMonths(
  db: Db,
  now: Date,
  scope: { limit: number; offset: number; memberIds?: number[]; search?: string },
) {
  let query = arrearsQuery(db, now, scope.search)
    .select(['m.id as member_id', dueFigures.monthsOwed.as('months')])
    .orderBy(dueFigures.monthsDue, 'desc');
  if (scope.memberIds) query = query.where('m.id', 'in', scope.memberIds.length ? scope.memberIds : [-1]);
  return orderByMemberNo(query, 'm.member_no').limit(scope.limit).offset(scope.offset).execute();
}

/** How many active members owe at least one started month (found by the search), and how much in all (poisha). */
export function arrearsTotals(db: Db, now: Date, search?: string) {
  return db
    .selectFrom(arrearsQuery(db, now, search).as('a'))
    .select((eb) => [
      eb.fn.countAll<string>().as('members'),
      sql<string>`coalesce(sum(a.due_poisha), 0)::bigint`.as('due_poisha'),
    ])
    .executeTakeFirstOrThrow();
}
