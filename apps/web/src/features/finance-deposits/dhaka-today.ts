/** Dhaka keeps UTC+6 all year: today's date there, as YYYY-MM-DD (the default date of a new entry). */
export function dhakaToday(now: number = Date.now()): string {
  return new Date(now + 6 * 3_600_000).toISOString().slice(0, 10);
}
