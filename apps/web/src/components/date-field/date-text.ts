import { type Lang, localizeDigits, toAsciiDigits } from '@samity/domain';

/**
 * Dates as people in Bangladesh write them, day/month/year, whatever the browser's own locale would show:
 * the typed text is masked to dd/mm/yyyy (Bengali digits typed on a Bengali keyboard count the same) and
 * read into the ISO date (yyyy-mm-dd) the forms send, as before.
 */

/** An ISO date as dd/mm/yyyy in the language's digits; '' for anything that is not one. */
export function isoToDayMonthYear(iso: string | null | undefined, lng: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  return localizeDigits(`${match[3]}/${match[2]}/${match[1]}`, lng);
}

/** What was typed, kept to at most eight digits with the slashes put in as they are reached: "2611" -> "26/11". */
export function maskDayMonthYear(typed: string, lng: Lang): string {
  const digits = toAsciiDigits(typed).replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '');
  // A slash typed right after a complete day or month stays, so "26/" does not jump back to "26".
  const trailingSlash = /\/\s*$/.test(typed) && (digits.length === 2 || digits.length === 4);
  return localizeDigits(parts.join('/') + (trailingSlash ? '/' : ''), lng);
}

/** A complete, real dd/mm/yyyy date as ISO yyyy-mm-dd; null for an incomplete or impossible one (31/02). */
export function dayMonthYearToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(toAsciiDigits(text.trim()));
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
