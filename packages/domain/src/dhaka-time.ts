/**
 * The society's days, months and hours are Dhaka's, whatever the server's or the device's time zone. Dhaka
 * keeps UTC+6 all year (no daylight saving), so its midnight is 18:00 UTC the evening before. Every layer
 * (domain, services, SQL, seed, web) takes the offset and the day arithmetic from here.
 */

/** Dhaka's offset from UTC in milliseconds. */
export const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The same offset as ISO 8601 writes it, for a moment written as text (`2025-07-01T00:00:00+06:00`). */
export const DHAKA_OFFSET = '+06:00';

/** The IANA zone, for PostgreSQL's `AT TIME ZONE` and Intl's `timeZone`. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

const DAY_MS = 86_400_000;

const epoch = (moment: Date | number) => (typeof moment === 'number' ? moment : moment.getTime());

/** The date in Dhaka (YYYY-MM-DD) of a moment; now when none is given. */
export function todayInDhaka(now: Date | number = Date.now()): string {
  return new Date(epoch(now) + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment (epoch milliseconds) a Dhaka date and time (24 hours, "HH:MM") happens: midnight by default. */
export function dhakaMoment(isoDate: string, time = '00:00'): number {
  return Date.parse(`${isoDate}T${time}:00Z`) - DHAKA_OFFSET_MS;
}

/** The first moment of a Dhaka day, as epoch milliseconds. */
export function startOfDhakaDay(isoDate: string): number {
  return dhakaMoment(isoDate);
}

/** The last moment of a Dhaka day, as epoch milliseconds: "on the cut-off date" means by the end of it. */
export function endOfDhakaDay(isoDate: string): number {
  return startOfDhakaDay(isoDate) + DAY_MS - 1;
}

/** The Dhaka day `now` falls in: its date, its first moment and the next day's. */
export function dhakaDay(now: Date): { day: string; start: Date; next: Date } {
  const day = todayInDhaka(now);
  const start = new Date(startOfDhakaDay(day));
  return { day, start, next: new Date(start.getTime() + DAY_MS) };
}

/** The first moment of the Dhaka month `now` falls in. */
export function dhakaMonthStart(now: Date): Date {
  return new Date(startOfDhakaDay(`${todayInDhaka(now).slice(0, 7)}-01`));
}
