import type { Db } from '@samity/db';

/**
 * The financial year's first month, with the year-end settings row held in share mode until the transaction
 * ends: closing a year holds the same row for update (year-end-admin.service.ts), so a write that checked
 * the closed years here and the closing of a year never interleave (docs/year-end.md, Closed years).
 */
export async function shareYearSettings(tx: Db): Promise<number> {
  const row = await tx
    .selectFrom('year_end_settings')
    .select('first_month')
    .where('id', '=', 1)
    .forShare()
    .executeTakeFirstOrThrow();
  return row.first_month;
}

/** The first day of the latest closed financial year, or undefined while no year is closed. */
export async function latestClosedYearStart(tx: Db): Promise<string | undefined> {
  const row = await tx
    .selectFrom('year_closings')
    .select('year_start')
    .orderBy('year_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.year_start;
}
