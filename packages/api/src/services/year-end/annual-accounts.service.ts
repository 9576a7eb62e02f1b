import {
  type AnnualAccounts,
  type AnnualAccountsInput,
  AppError,
  financialYear,
  lastEndedYear,
  todayInDhaka,
  type YearStatements,
  yearState,
} from '@samity/domain';
import { toIso } from '../moments';
import type { MemberContext } from '../service-context';
import { countClosedYears, findClosing, pageClosedYears } from './annual-accounts.queries';
import { readSettings } from './year-end.queries';
import { yearStatements } from './year-end.service';

/**
 * What members read of the year-end (docs/year-end.md): the adopted years' statements only, the accounts the
 * general meeting adopted after the audit. A year not adopted yet is neither listed nor served (404, as if it
 * did not exist); the list says instead what the last ended year is waiting for (prepared, audited, adopted).
 */
export async function listAnnualAccounts(
  ctx: MemberContext,
  page: AnnualAccountsInput,
): Promise<AnnualAccounts> {
  const settings = await readSettings(ctx.db);
  const last = lastEndedYear(todayInDhaka(ctx.now().getTime()), settings.first_month);
  const [rows, total, lastClosing] = await Promise.all([
    pageClosedYears(ctx.db, page),
    countClosedYears(ctx.db),
    findClosing(ctx.db, last.start),
  ]);
  const lastState = yearState(lastClosing ?? null);
  const entries = rows.map((row) => {
    const fy = financialYear(Number(String(row.year_start).slice(0, 4)), settings.first_month);
    return {
      year: fy.year,
      label: fy.label,
      start: fy.start,
      end: fy.end,
      closed_at: toIso(row.closed_at),
      adopted_on: String(row.adopted_on),
      appropriation_approved: row.approved_at !== null,
    };
  });
  const pending =
    lastState === 'adopted'
      ? null
      : {
          year: last.year,
          label: last.label,
          stage: PENDING_STAGE[lastState],
        };
  return { entries, total, pending };
}

/** What members are told of the last ended year until its accounts are adopted. */
const PENDING_STAGE = { open: 'preparing', closed: 'auditing', audited: 'adopting' } as const;

/** An adopted year's statements for a member; 404 for a year whose accounts are not adopted. */
export async function closedYearStatements(ctx: MemberContext, year: number): Promise<YearStatements> {
  const settings = await readSettings(ctx.db);
  const closing = await findClosing(ctx.db, financialYear(year, settings.first_month).start);
  if (yearState(closing ?? null) !== 'adopted') {
    throw new AppError('NOT_FOUND', 'yearEnd.notAdopted', 'No adopted accounts for this year.');
  }
  return yearStatements(ctx, year);
}
