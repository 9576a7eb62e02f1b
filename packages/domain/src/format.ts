/**
 * Number, money and date formatting for both site languages, shared by the web app and the server's
 * statements. Written by hand rather than through Intl.NumberFormat so the output is identical in every
 * browser and on the server, whatever ICU data each ships:
 * Bangladesh groups digits in lakhs and crores (12,34,56,789) in both languages, and Bengali pages
 * show Bengali digits.
 */

import { DHAKA_OFFSET_MS } from './dhaka-time';
import { toBengaliDigits } from './digits';
import { BN_MONTH_NAMES, MONTH_NAMES, parseMonthLabel } from './months';

export type Lang = 'en' | 'bn';

export const asLang = (language: string | undefined): Lang => (language?.startsWith('bn') ? 'bn' : 'en');

/** Digits in the script of the language: numbers, years, member numbers and phone numbers alike. */
export function localizeDigits(value: string | number, lng: Lang): string {
  return lng === 'bn' ? toBengaliDigits(value) : String(value);
}

/** Lakh grouping of a run of digits: the last three, then pairs ("12345678" -> "1,23,45,678"). */
export function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * A number with lakh grouping and a fixed count of decimals (0 to 2). Rounds half away from zero on
 * the hundredths, working in integers so 1.005 cannot turn into 1.00 through binary floating point.
 */
export function formatNumber(value: number, lng: Lang, decimals: 0 | 1 | 2 = 0): string {
  if (!Number.isFinite(value)) return localizeDigits('0', lng);
  const scale = 10 ** decimals;
  const scaled = Math.round(Number((Math.abs(value) * scale).toFixed(6)));
  const whole = Math.floor(scaled / scale);
  const fraction = decimals > 0 ? `.${String(scaled % scale).padStart(decimals, '0')}` : '';
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return localizeDigits(`${sign}${groupLakh(String(whole))}${fraction}`, lng);
}

/** Taka with the ৳ sign and two decimals, e.g. ৳12,50,000.00 or ৳১২,৫০,০০০.০০. */
export function formatTaka(amount: number, lng: Lang): string {
  const text = formatNumber(amount, lng, 2);
  return text.startsWith('-') ? `-৳${text.slice(1)}` : `৳${text}`;
}

/**
 * An asking price: whole taka without poisha (৳12,50,000 / ৳১২,৫০,০০০), as listings and car pages show prices;
 * a price with poisha keeps them. Statements and receipts use formatTaka (always two decimals).
 */
export function formatPrice(amount: number, lng: Lang): string {
  return Number.isInteger(amount) ? `৳${formatNumber(amount, lng)}` : formatTaka(amount, lng);
}

/** A calendar date ('YYYY-MM-DD') as "4 March 2025" / "৪ মার্চ ২০২৫"; anything else is shown as is. */
export function formatDate(isoDate: string, lng: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const month = (lng === 'bn' ? BN_MONTH_NAMES : MONTH_NAMES)[date.getUTCMonth()];
  return localizeDigits(`${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`, lng);
}

/**
 * A moment from the API (ISO 8601) as the date and time in Dhaka: "4 March 2025, 14:05" /
 * "৪ মার্চ ২০২৫, ১৪:০৫"; anything unreadable is shown as is.
 */
export function formatMoment(iso: string, lng: Lang): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString();
  return `${formatDate(local.slice(0, 10), lng)}, ${localizeDigits(local.slice(11, 16), lng)}`;
}

/** A month label as the API writes it ("January-2025") in the language: "জানুয়ারি-২০২৫" in Bengali. */
export function formatMonthLabel(label: string, lng: Lang): string {
  const parsed = parseMonthLabel(label);
  if (!parsed || lng === 'en') return label;
  return `${BN_MONTH_NAMES[parsed.month - 1]}-${localizeDigits(parsed.year, 'bn')}`;
}
