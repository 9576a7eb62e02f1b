import {
  type AnnualAccounts,
  type AnnualAccountsInput,
  AppError,
  financialYear,
  type YearStatements,
} from '@samity/domain';
import { toIso } from '../moments';
import type { MemberContext } from '../service-context';
import { countClosedYears, findClosing, pageClosedYears } from './annual-accounts.queries';
import { readSettings } from './year-end.queries';
import { yearStatements } from './year-end.service';

/**
 * What members read of the year-end (docs/year-end.md): the closed years' statements only. A closed year's
 * figures are those at its closing moment and never change; an open year's still do, so it is neither listed
 * nor served (404, as if it did not exist).
 */
export async function listAnnualAccounts(
  ctx: MemberContext,
  page: AnnualAccountsInput,
): Promise<AnnualAccounts> {
  const [settings, rows, total] = await Promise.all([
    readSettings(ctx.db),
    pageClosedYears(ctx.db, page),
    countClosedYears(ctx.db),
  ]);
  const entries = rows.map((row) => {
    const fy = financialYear(Number(String(row.year_start).slice(0, 4)), settings.first_month);
    return {
      year: fy.year,
      label: fy.label,
      start: fy.start,
      end: fy.end,
      closed_at: toIso(row.closed_at),
      appropriation_approved: row.approved_at !== null,
    };
  });
  return { entries, total };
}

/** A closed year's statements for a member; 404 for a year that is not closed. */
export async function closedYearStatements(ctx: MemberContext, year: number): Promise<YearStatements> {
  const settings = await readSettings(ctx.db);
  const closing = await findClosing(ctx.db, financialYear(year, settings.first_month).start);
  if (!closing) {
    throw new AppError('NOT_FOUND', 'yearEnd.notAdopted', 'No adopted accounts for this year.');
  }
  return yearStatements(ctx, year);
}
