import { z } from 'zod';
import { agmLastDay } from '../meetings';
import { addDays, daysBetween, financialYear, financialYearOf, STATEMENTS_DUE_DAYS } from './financial-year';

/**
 * The admin home's compliance calendar (docs/year-end.md): the dates the law sets for the society's year,
 * each with the days left from today (Dhaka) and where it is done. Pure: the server gives it today, the
 * settings, the closed years, the annual general meeting of the last ended year and the committee's term.
 */

/** Where each item is done. */
const CALENDAR_PATHS = {
  statements: '/YearEnd',
  audit: '/YearEnd',
  agm: '/MeetingsAdmin',
  term: '/ElectionsAdmin',
} as const;

const zDate = z.string();
const zDays = z.number().int().nullable();

export const ZComplianceCalendar = z.object({
  today: zDate,
  /** The last financial year that has ended: the calendar is about its statements, audit and meeting. */
  year: z.object({ year: z.number().int(), label: z.string(), end: zDate }),
  statements: z.object({
    /** 30 days after the year ends. */
    due: zDate,
    /** Days from today to `due`: 0 on the day, negative once it has passed. */
    days_left: z.number().int(),
    state: z.enum(['closed', 'due', 'late']),
    path: z.literal(CALENDAR_PATHS.statements),
  }),
  audit: z.object({
    /**
     * The audit's completion date as recorded for the year (/YearEnd, the year's life), else as an older
     * record put it on the year's annual general meeting; null when neither has one.
     */
    completed_on: zDate.nullable(),
    state: z.enum(['completed', 'unrecorded']),
    path: z.literal(CALENDAR_PATHS.audit),
  }),
  agm: z.object({
    /** The last day the meeting may be held (60 days after the audit), null while the audit date is unknown. */
    due: zDate.nullable(),
    days_left: zDays,
    /** The date of the meeting that adopted the year's accounts, else of the one scheduled after the year. */
    date: zDate.nullable(),
    /** adopted: a meeting adopted the year's audited accounts (the year's life is done). */
    state: z.enum(['unscheduled', 'scheduled', 'held', 'adopted']),
    /** Held, or scheduled, after the last allowed day; or, with none scheduled, that day has passed. */
    late: z.boolean(),
    path: z.literal(CALENDAR_PATHS.agm),
  }),
  term: z.object({
    /** The current committee's term end (the last published election's), null before the first. */
    ends: zDate.nullable(),
    days_left: zDays,
    state: z.enum(['unrecorded', 'running', 'ended']),
    path: z.literal(CALENDAR_PATHS.term),
  }),
});
export type ComplianceCalendar = z.infer<typeof ZComplianceCalendar>;

interface CalendarFacts {
  /** Today in Dhaka, 'YYYY-MM-DD'. */
  today: string;
  firstMonth: number;
  /** The calendar years the closed financial years start in. */
  closedYears: readonly number[];
  /** The annual general meeting held (or to be held) after the last ended year, if any. */
  agm: { date: string; audit_completed_on: string | null } | null;
  /** The last ended year's life (docs/year-end.md): its audit date and the date of the meeting that adopted it. */
  life: { audit_completed_on: string | null; adopted_on: string | null } | null;
  termEnds: string | null;
}

/** The financial year whose statements, audit and meeting are due now: the last one that has ended. */
export function lastEndedYear(today: string, firstMonth: number) {
  return financialYear(financialYearOf(today, firstMonth).year - 1, firstMonth);
}

export function complianceCalendar(facts: CalendarFacts): ComplianceCalendar {
  const { today } = facts;
  const year = lastEndedYear(today, facts.firstMonth);
  const statementsDue = addDays(year.end, STATEMENTS_DUE_DAYS);
  const statementsLeft = daysBetween(today, statementsDue);
  const closed = facts.closedYears.includes(year.year);

  const auditOn = facts.life?.audit_completed_on ?? facts.agm?.audit_completed_on ?? null;
  const agmDue = auditOn ? agmLastDay(auditOn) : null;
  const adoptedOn = facts.life?.adopted_on ?? null;
  const agmDate = adoptedOn ?? facts.agm?.date ?? null;
  const agmState =
    adoptedOn !== null
      ? 'adopted'
      : agmDate === null
        ? 'unscheduled'
        : agmDate < today
          ? 'held'
          : 'scheduled';
  const agmLate = agmDue !== null && (agmDate ?? today) > agmDue;

  const termLeft = facts.termEnds ? daysBetween(today, facts.termEnds) : null;
  return {
    today,
    year: { year: year.year, label: year.label, end: year.end },
    statements: {
      due: statementsDue,
      days_left: statementsLeft,
      state: closed ? 'closed' : statementsLeft >= 0 ? 'due' : 'late',
      path: CALENDAR_PATHS.statements,
    },
    audit: {
      completed_on: auditOn,
      state: auditOn ? 'completed' : 'unrecorded',
      path: CALENDAR_PATHS.audit,
    },
    agm: {
      due: agmDue,
      days_left: agmDue ? daysBetween(today, agmDue) : null,
      date: agmDate,
      state: agmState,
      late: agmLate,
      path: CALENDAR_PATHS.agm,
    },
    term: {
      ends: facts.termEnds,
      days_left: termLeft,
      state: termLeft === null ? 'unrecorded' : termLeft >= 0 ? 'running' : 'ended',
      path: CALENDAR_PATHS.term,
    },
  };
}
