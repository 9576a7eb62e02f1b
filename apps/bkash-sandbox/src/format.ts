import { randomBytes } from 'node:crypto';

/** Bangladesh Standard Time, which bKash's timestamps carry; it has no daylight saving. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * bKash's timestamp shape, e.g. `2023-01-23T02:04:05:736 GMT+0600`: local Dhaka time with a colon (not a dot)
 * before the milliseconds. Clients have to parse it with their own pattern, so the sandbox must not send ISO 8601.
 */
export function bkashTime(at: number): string {
  const t = new Date(at + DHAKA_OFFSET_MS);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}:${pad(t.getUTCMilliseconds(), 3)}` +
    ' GMT+0600'
  );
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * An amount as bKash takes it: a decimal with at most two decimals, sent as a string ("500.00") or, by some clients,
 * as a JSON number. Returns poisha (hundredths of a taka) so no float arithmetic ever touches money; null when the
 * value is not such an amount.
 */
export function parseAmount(value: unknown): number | null {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return null;
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Poisha as a two-decimal taka string, e.g. 123450 → "1234.50". */
export function formatPoisha(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${pad(poisha % 100)}`;
}

/** The string a response echoes for an amount the merchant sent (bKash echoes what it was given). */
export function amountText(value: unknown): string {
  return typeof value === 'number' ? String(value) : String(value).trim();
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const URL_SAFE = `${ALNUM}-_`;

/** Random characters; with a seed, the same sequence on every run (deterministic ids for tests). */
export function makeRandom(seed?: number): (length: number, alphabet?: string) => string {
  let state = (seed ?? 0) >>> 0;
  const next =
    seed === undefined
      ? () => randomBytes(1)[0]! / 256
      : () => {
          // mulberry32: small, fast, good enough for identifiers that only have to look random
          state = (state + 0x6d2b79f5) >>> 0;
          let t = state;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
        };
  return (length, alphabet = ALNUM) => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
}

export const ALPHABETS = { ALNUM, UPPER_ALNUM, URL_SAFE } as const;

/** Adds `paymentID` and `status` to the merchant's callback URL, with `?` or `&` as the URL needs. */
export function callbackWith(callbackURL: string, paymentID: string, status: string, extra = ''): string {
  const hashAt = callbackURL.indexOf('#');
  const base = hashAt >= 0 ? callbackURL.slice(0, hashAt) : callbackURL;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}paymentID=${encodeURIComponent(paymentID)}&status=${status}${extra}`;
}
