import type { Db } from '@samity/db';
import { AppError, financialYear, financialYearOf } from '@samity/domain';
import { latestClosedYearStart, shareYearSettings } from './closed-years.queries';

/**
 * The closed-year rule (docs/year-end.md, Closed years): once a financial year is closed, no entry dated in it
 * (or before it: years are closed in order, and the books before the opening balances are stood for by them)
 * is added, changed or deleted; a correction is entered in the open year. Every write of an entry calls this
 * inside the transaction that writes, before writing: the settings row it shares waits for a closing under
 * way, and a closing waits for the write, so a write never lands in a year closed meanwhile.
 * The refusal names the year in `params.year`, for the translated message; no field error, whose English
 * words would stand beside a Bengali form.
 */
export async function assertDatesOpen(tx: Db, dates: readonly string[]): Promise<void> {
  const firstMonth = await shareYearSettings(tx);
  const start = await latestClosedYearStart(tx);
  if (!start) return;
  const closedThrough = financialYear(Number(start.slice(0, 4)), firstMonth).end;
  const closed = dates.find((date) => date <= closedThrough);
  if (closed === undefined) return;
  const year = financialYearOf(closed, firstMonth).label;
  const message = `The financial year ${year} is closed: an entry dated in it cannot be added, changed or deleted. Enter the correction in the open year.`;
  throw new AppError('CONFLICT', 'yearEnd.yearClosed', message, { params: { year } });
}
