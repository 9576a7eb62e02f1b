import { smsLength } from './sms';

/**
 * What the society's SMS may cost (issue 38, docs/notifications.md "What SMS may cost"). The numbers an admin
 * may change live in notification_settings; these are their defaults and bounds, and the limits that are
 * not settings.
 */
export const SMS_BUDGET = {
  /** Default SMS parts a Dhaka day for the whole site (about Tk 700 at 35 poisha a part). */
  defaultDailyParts: 2000,
  /** Default price of one part in poisha (a Bangladeshi bulk SMS costs 25-50 poisha a part). */
  defaultPricePoisha: 35,
  /** Default enquiry SMS one dealer gets a Dhaka day; the rest wait in the inbox behind one summary SMS. */
  defaultEnquirySmsPerDealer: 10,
  /** The admins are warned once a day when this share of the day's parts is used. */
  warnPercent: 80,
  maxDailyParts: 1_000_000,
  maxPricePoisha: 100_000,
  maxEnquirySmsPerDealer: 1000,
  /**
   * The summary SMS waits this long after the first enquiry over the cap, so it can say how many came in
   * meanwhile rather than "1".
   */
  summaryDelayMinutes: 15,
} as const;

/**
 * Messages the budget never holds back: a receipt of money paid or refunded, a login or password code, and
 * the budget's own warning to the admins. Everything else an SMS says can wait for tomorrow's budget.
 */
const URGENT_SMS_KINDS = new Set([
  'payment_recorded',
  'payment_refunded',
  'login_code',
  'password_code',
  'password_reset',
  'sms_budget_warning',
]);

export const isUrgentSms = (kind: string) => URGENT_SMS_KINDS.has(kind);

/** The billed parts of an SMS (GSM-7 160/153 a part, UCS-2 70/67). */
export const smsParts = (text: string) => Math.max(1, smsLength(text).segments);

/** Letters of Latin or Bengali script (Bengali vowel signs and the virama are part of a letter). */
const NAME_LETTER = /[A-Za-z\u0980-\u09E5\u09F0\u09F1\u200C\u200D]/u;
const FIRST_NAME_MAX = 15;

/**
 * The buyer's first name as the dealer's SMS may carry it: letters only (so no link, number or sign an
 * anonymous visitor typed reaches a phone under the society's name), the first word, at most 15 letters.
 * Null when the name has no letters at all.
 */
export function buyerFirstName(name: string): string | null {
  const letters = [...name.normalize('NFC')].map((char) => (NAME_LETTER.test(char) ? char : ' ')).join('');
  const first = letters.trim().split(/\s+/u)[0] ?? '';
  // A Bengali word starts with a letter, never with a vowel sign or a joiner left from a cut.
  const word = first.replace(/^[\u0981-\u0983\u09BC-\u09D7\u200C\u200D]+/u, '');
  if (!word) return null;
  const chars = [...word];
  if (chars.length <= FIRST_NAME_MAX) return word;
  // A longer word is cut, and a cut never ends on a virama or a joiner (half a conjunct).
  return chars
    .slice(0, FIRST_NAME_MAX)
    .join('')
    .replace(/[\u09CD\u200C\u200D]+$/u, '');
}

/** Letters and digits of Latin or Bengali script, and the signs a time is written with ("10:30-11"). */
const TIME_CHAR = /^(?:[A-Za-z0-9\u0980-\u09FF:-]|\u200C|\u200D)$/u;
const DIGIT_RUN = /[0-9\u09E6-\u09EF]+/gu;
const PREFERRED_TIME_MAX = 40;

/**
 * The buyer's preferred time to be called as the dealer's SMS may carry it ("after 5 pm", "সন্ধ্যা ৬টার পর"):
 * letters, digits and ":" and "-" only (no link, address or sign), no run of more than four digits and at most
 * eight digits in all (an hour and minutes take four; a phone number has eleven), whole words up to 40
 * characters. Null when nothing is left.
 */
export function buyerPreferredTime(text: string | null | undefined): string | null {
  if (!text) return null;
  const kept: string[] = [];
  let digits = 0;
  let length = 0;
  const plain = [...text.normalize('NFC')].map((char) => (TIME_CHAR.test(char) ? char : ' ')).join('');
  // ":" and "-" only join the parts of a time ("10:30-11"), never start or end a word ("http:").
  const words = plain.split(/\s+/u).map((word) => word.replace(/^[:-]+|[:-]+$/gu, ''));
  for (const word of words.filter(Boolean)) {
    const runs = word.match(DIGIT_RUN) ?? [];
    const count = runs.join('').length;
    if (runs.some((run) => run.length > 4) || digits + count > 8) continue;
    if (length + word.length + (kept.length ? 1 : 0) > PREFERRED_TIME_MAX) break;
    kept.push(word);
    digits += count;
    length += word.length + (kept.length > 1 ? 1 : 0);
  }
  return kept.length ? kept.join(' ') : null;
}
