import { monthLabel } from '@samity/domain';

/** Dhaka keeps UTC+6 all year: the society's "today" whatever the browser's own time zone. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** Today's date in Dhaka as YYYY-MM-DD (the Add form's default date). */
export function todayInDhaka(now = Date.now()): string {
  return new Date(now + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The current month in Dhaka as the API's label ("January-2025"): the chart's last month. */
export function currentMonthLabel(now = Date.now()): string {
  const today = todayInDhaka(now);
  return monthLabel({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
}

/** The API's receipt string (addresses joined by commas) as a list; '' is none. */
export function splitReceipts(receipt: string): string[] {
  return receipt
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}
