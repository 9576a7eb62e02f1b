import { lastStartedMonthIso } from '@samity/domain';
import { sql } from 'kysely';
import type { Db } from './client';

/**
 * Every member with the number of counted months still unpaid by the end of the cut-off date: months started
 * at `countedAt` (the cut-off day's end, or now if earlier), payments dated on or before the cut-off, and
 * reversals (refunds) recorded by the end of its day. With `enteredBy` (the elections' reading), a payment
 * entered after that moment does not count however it is dated, so a back-dated entry changes nothing.
 *
 * Here rather than in the API's queries because the demo seed draws its meetings' attendance and its
 * election's nominees from the same facts the voter list and the quorum read (the API calls it through
 * services/elections/voter-list.queries.ts). A month counts once it has started (hasMonthStarted).
 */
export function voterFacts(db: Db, cutoffDate: string, cutoffEnd: Date, countedAt: Date, enteredBy?: Date) {
  const entered = enteredBy ? sql`and p.created_at <= ${enteredBy}` : sql``;
  const unpaid = db
    .selectFrom('monthly_dues as d')
    .innerJoin('monthly_books as b', 'b.id', 'd.book_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`d.member_id = m.id`)
    .where(sql<boolean>`b.month <= ${lastStartedMonthIso(countedAt.getTime())}::date`)
    .where(
      sql<boolean>`d.payable_poisha > coalesce((select sum(p.amount_poisha) from monthly_payments p
        where p.due_id = d.id and p.date <= ${cutoffDate}::date ${entered}), 0)
      - coalesce((select sum(r.amount_poisha) from monthly_payment_reversals r
        where r.due_id = d.id and r.created_at <= ${cutoffEnd}), 0)`,
    );
  return db
    .selectFrom('members as m')
    .select(['m.id', 'm.member_no', 'm.name', 'm.business', 'm.status'])
    .select(unpaid.as('unpaid_months'))
    .orderBy(sql`length(m.member_no)`)
    .orderBy('m.member_no')
    .execute();
}
