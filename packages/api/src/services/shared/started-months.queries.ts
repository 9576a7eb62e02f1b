import { lastStartedMonthIso } from '@samity/domain';
import { sql } from 'kysely';

/**
 * Whether the month in `monthColumn` (a book's first day, like monthly_books.month) has started at `now`:
 * the database's reading of hasMonthStarted (packages/domain/src/months.ts). A book made ahead for a month
 * to come is upcoming until its month starts, and every figure of what is due (dues, arrears, reminders,
 * totals, statements) keeps to the rows this predicate lets through.
 */
export const monthStarted = (monthColumn: string, now: Date) =>
  sql<boolean>`(${sql.ref(monthColumn)} <= ${lastStartedMonthIso(now.getTime())}::date)`;

/** Which months' due rows a figure reads: those started at a moment, or every month (a book's own page). */
export type MonthScope = { startedAt: Date } | 'every month';
