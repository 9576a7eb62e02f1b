import type { Db } from '@samity/db';

/**
 * The years whose accounts a general meeting adopted, newest first, a page at a time, with the meeting's date
 * and whether their appropriation took effect.
 */
export function pageClosedYears(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('year_closings as c')
    .innerJoin('meetings as m', 'm.id', 'c.adopted_meeting_id')
    .leftJoin('appropriations as a', 'a.year_start', 'c.year_start')
    .select(['c.year_start', 'c.closed_at', 'm.date as adopted_on', 'a.approved_at'])
    .where('c.adopted_at', 'is not', null)
    .orderBy('c.year_start', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countClosedYears(db: Db): Promise<number> {
  const row = await db
    .selectFrom('year_closings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('adopted_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A year's closing row (its life's state), or none for a year not closed. */
export function findClosing(db: Db, yearStart: string) {
  return db
    .selectFrom('year_closings')
    .select(['closed_at', 'audited_at', 'adopted_at'])
    .where('year_start', '=', yearStart)
    .executeTakeFirst();
}
