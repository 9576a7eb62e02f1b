import { todayInDhaka } from './dhaka-time';

/** Month labels as the society writes them: full English month name, a dash, the year ("January-2025"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The same months in Bengali, for Bengali pages and statements. */
export const BN_MONTH_NAMES = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

export interface YearMonth {
  year: number;
  month: number; // 1..12
}

export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]}-${year}`;
}

export function parseMonthLabel(label: string): YearMonth | null {
  const match = /^([A-Za-z]+)-(\d{4})$/.exec(label.trim());
  if (!match) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  if (index < 0) return null;
  return { year: Number(match[2]), month: index + 1 };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const zeroBased = year * 12 + (month - 1) + delta;
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** The label of a month given by any of its ISO dates ('2025-01-01' -> 'January-2025'). */
export function monthLabelOfIso(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return monthLabel({ year, month });
}

/** First day of the month as an ISO date (the database key of a monthly book). */
export function monthStartIso({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The month selector: the 8 months before the current one, the current month and the 3 after. */
export function monthOptions(today: YearMonth): YearMonth[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(today, i - 8));
}

/** The month it is in Dhaka now. */
export function monthInDhaka(now: number = Date.now()): YearMonth {
  const [year, month] = todayInDhaka(now).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * The first day of the last month that has started (the month it is in Dhaka at `now`), as an ISO date.
 * A month has started when its first day is on or before this one: the one rule for what can be due.
 * A book may be made ahead for a month to come; until that month starts it is "upcoming", owed by no one,
 * and left out of dues, arrears, reminders, totals and statements. The database reads the same rule
 * (started-months.queries.ts in the API compares a book's month with this date).
 */
export function lastStartedMonthIso(now: number): string {
  return monthStartIso(monthInDhaka(now));
}

/** Whether a month (a label like "February-2027", or a year and month) has started at `now`, in Dhaka. */
export function hasMonthStarted(month: string | YearMonth, now: number): boolean {
  const ym = typeof month === 'string' ? parseMonthLabel(month) : month;
  if (!ym) throw new Error(`Not a month label: ${String(month)}`);
  return monthStartIso(ym) <= lastStartedMonthIso(now);
}
