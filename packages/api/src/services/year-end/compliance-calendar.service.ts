import { type ComplianceCalendar, complianceCalendar, lastEndedYear, todayInDhaka } from '@samity/domain';
import { currentTerm } from '../elections/elections.service';
import type { ServiceContext } from '../service-context';
import { agmAfter, closedYearStarts, yearLifeDates } from './compliance-calendar.queries';
import { readSettings } from './year-end.queries';

/**
 * The compliance calendar of the admin home (docs/year-end.md): today from the server's clock in Dhaka; the
 * statements' deadline from the financial-year setting and the closed years; the audit and the annual general
 * meeting from the year's life (its recorded audit and the meeting that adopted it), else from the meetings
 * feature (an older audit date recorded on the meeting, the meeting scheduled after the year); the committee's
 * term from the elections feature's own reading of it (currentTerm), so /Admin has one source for it.
 */
export async function getComplianceCalendar(ctx: ServiceContext): Promise<ComplianceCalendar> {
  const today = todayInDhaka(ctx.now().getTime());
  const settings = await readSettings(ctx.db);
  const year = lastEndedYear(today, settings.first_month);
  const [closings, agm, life, term] = await Promise.all([
    closedYearStarts(ctx.db),
    agmAfter(ctx.db, year.end),
    yearLifeDates(ctx.db, year.start),
    currentTerm(ctx),
  ]);
  return complianceCalendar({
    today,
    firstMonth: settings.first_month,
    closedYears: closings.map((c) => Number(String(c.year_start).slice(0, 4))),
    agm: agm ? { date: String(agm.date), audit_completed_on: agm.audit_completed_on } : null,
    life: life
      ? {
          audit_completed_on: life.audit_completed_on,
          adopted_on: life.adopted_on ? String(life.adopted_on) : null,
        }
      : null,
    termEnds: term.term_ends,
  });
}
