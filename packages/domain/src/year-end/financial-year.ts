/**
 * The society's financial year: twelve months from a first month kept in the settings (July by default, as
 * the Bangladesh government's fiscal year and the Cooperative Societies Rules' annual statements use). A year
 * is named by the calendar year it starts in: year 2025 with first month 7 runs 2025-07-01 to 2026-06-30.
 */
export const DEFAULT_FIRST_MONTH = 7;

export interface FinancialYear {
  /** The calendar year the financial year starts in. */
  year: number;
  /** 'YYYY-MM-DD', the first day. */
  start: string;
  /** 'YYYY-MM-DD', the last day. */
  end: string;
  /** '2025-26' (or '2025' when the year starts in January). */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month (1-12) of a year. */
function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function financialYear(year: number, firstMonth: number = DEFAULT_FIRST_MONTH): FinancialYear {
  if (!Number.isInteger(firstMonth) || firstMonth < 1 || firstMonth > 12) {
    throw new RangeError('First month must be 1 to 12');
  }
  const start = `${year}-${pad(firstMonth)}-01`;
  // The month before the first month, a year later (or December of the same year when it starts in January).
  const endYear = firstMonth === 1 ? year : year + 1;
  const endMonth = firstMonth === 1 ? 12 : firstMonth - 1;
  const end = `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`;
  const label = firstMonth === 1 ? String(year) : `${year}-${String(year + 1).slice(2)}`;
  return { year, start, end, label };
}

/** The financial year a date ('YYYY-MM-DD') falls in. */
export function financialYearOf(date: string, firstMonth: number = DEFAULT_FIRST_MONTH): FinancialYear {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return financialYear(m >= firstMonth ? y : y - 1, firstMonth);
}

/** The annual statements are due within 30 days after the year ends. */
export const STATEMENTS_DUE_DAYS = 30;

/** 'YYYY-MM-DD' plus a number of days. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
