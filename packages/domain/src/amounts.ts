/**
 * Amounts of taka as people in Bangladesh say and type them: "১৫ লাখ", "15 lakh", "1.5 crore", "১৩,৫০,০০০",
 * "১৩ লাখ ৫০ হাজার". The reader is for boxes where a person types a price (the stock filters, an alert's price
 * range, a dealer's asking price); the words are the echo beside such a box, so one zero too many is seen
 * before it is saved (Tk 13.5 lakh is not Tk 1.35 crore).
 */
import { toAsciiDigits } from './digits';
import { formatNumber, type Lang, localizeDigits } from './format';

const UNITS: readonly { words: readonly string[]; value: number }[] = [
  { words: ['crore', 'crores', 'cr', 'কোটি'], value: 10_000_000 },
  { words: ['lakh', 'lakhs', 'lac', 'lacs', 'l', 'লাখ', 'লক্ষ', 'লাক'], value: 100_000 },
  { words: ['thousand', 'k', 'হাজার'], value: 1_000 },
];

const unitOf = (word: string) => UNITS.find((unit) => unit.words.includes(word.toLowerCase()))?.value;

/**
 * The taka a box holds, or null when it cannot be read (then the box says so; it is never read as 0 or
 * dropped). Digits in either script; lakh or western grouping commas; a number followed by crore / lakh /
 * thousand in English or Bengali, several such parts added up ("1 crore 20 lakh"); "taka", "tk", "৳" and
 * "টাকা" ignored. At most two decimals in the result (poisha).
 */
export function readTaka(typed: string): number | null {
  const text = toAsciiDigits(typed)
    .toLowerCase()
    .replace(/৳|টাকা|taka|tk\.?/g, ' ')
    .replace(/(\d),(?=\d)/g, '$1')
    .trim();
  if (!text) return null;
  const parts = text.match(/\d+(?:\.\d+)?\s*[^\d\s.]*/g);
  if (!parts || parts.join('').replace(/\s/g, '') !== text.replace(/\s/g, '')) return null;
  let total = 0;
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)\s*([^\d\s.]*)$/.exec(part.trim());
    if (!match) return null;
    const [, number = '', word = ''] = match;
    const unit = word === '' ? 1 : unitOf(word);
    if (unit === undefined) return null;
    // A bare number after a unit ("1 crore 20") is ambiguous: refuse rather than guess.
    if (unit === 1 && parts.length > 1) return null;
    total += Number(number) * unit;
  }
  if (!Number.isFinite(total)) return null;
  return Math.round(total * 100) / 100;
}

const WORDS: Record<Lang, { crore: string; lakh: string; thousand: string; taka: string }> = {
  en: { crore: 'crore', lakh: 'lakh', thousand: 'thousand', taka: 'taka' },
  bn: { crore: 'কোটি', lakh: 'লাখ', thousand: 'হাজার', taka: 'টাকা' },
};

/**
 * Whole taka in words of the language, in crore, lakh and thousand: 1350000 is "13 lakh 50 thousand taka" /
 * "১৩ লাখ ৫০ হাজার টাকা"; 1,23,45,678 is "1 crore 23 lakh 45 thousand 678 taka". Poisha are left out (an
 * echo of a price, not a receipt).
 */
export function takaInWords(amount: number, lng: Lang): string {
  const words = WORDS[lng];
  let rest = Math.floor(Math.abs(amount));
  const parts: string[] = [];
  for (const [value, word] of [
    [10_000_000, words.crore],
    [100_000, words.lakh],
    [1_000, words.thousand],
  ] as const) {
    const count = Math.floor(rest / value);
    if (count > 0) parts.push(`${formatNumber(count, lng)} ${word}`);
    rest %= value;
  }
  if (rest > 0 || parts.length === 0) parts.push(localizeDigits(rest, lng));
  return `${parts.join(' ')} ${words.taka}`;
}
