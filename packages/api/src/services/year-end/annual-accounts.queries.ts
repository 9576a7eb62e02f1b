import type { Db } from '@samity/db';

/** The closed years, newest first, a page at a time, with whether their appropriation was approved. */
export function pageClosedYears(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('year_closings as c')
    .leftJoin('appropriations as a', 'a.year_start', 'c.year_start')
    .select(['c.year_start', 'c.closed_at', 'a.approved_at'])
    .orderBy('c.year_start', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countClosedYears(db: Db): Promise<number> {
  const row = await db
    .selectFrom('year_closings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findClosing(db: Db, yearStart: string) {
  return db
    .selectFrom('year_closings')
    .select('closed_at')
    .where('year_start', '=', yearStart)
    .executeTakeFirst();
}
