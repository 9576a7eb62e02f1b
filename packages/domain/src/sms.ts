import { normaliseBdMobile } from './phone';

/**
 * SMS lengths. A text in the GSM 03.38 alphabet travels as 7-bit characters: 160 in one message, 153 per
 * part when split (the rest carries the joining header); its extension characters (^{}\[~]|€) take two.
 * Anything else (Bengali, the taka sign) travels as UCS-2: 70 in one message, 67 per part, counted in UTF-16
 * code units. Providers bill per part, so every template is kept within one or two (tested).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as the network counts them (septets for GSM-7, UTF-16 units for UCS-2). */
  units: number;
  segments: number;
}

export const SMS_MAX_SEGMENTS = 2;

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENSION.includes(char)) septets += 2;
    else return lengthOf('ucs2', text.length);
  }
  return lengthOf('gsm7', septets);
}

function lengthOf(encoding: SmsEncoding, units: number): SmsLength {
  const [single, part] = encoding === 'gsm7' ? [160, 153] : [70, 67];
  const segments = units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments };
}

/**
 * Shortens free text (a solution, a notice title) so that `before + text + after` fits in SMS_MAX_SEGMENTS
 * parts, cutting at a character boundary and marking the cut with an ellipsis.
 */
export function fitSms(before: string, text: string, after = ''): string {
  const whole = `${before}${text}${after}`;
  if (smsLength(whole).segments <= SMS_MAX_SEGMENTS) return whole;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that still fits, found by halving (the encoding may change as characters drop).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${before}${chars.slice(0, mid).join('').trimEnd()}...${after}`;
    if (smsLength(candidate).segments <= SMS_MAX_SEGMENTS) low = mid;
    else high = mid - 1;
  }
  return `${before}${chars.slice(0, low).join('').trimEnd()}...${after}`;
}

/**
 * A Bangladeshi mobile number in the international form SMS providers expect (+8801XXXXXXXXX), from any way
 * people type it (01..., 8801..., +880 1..., Bengali digits); null when it is not a Bangladeshi mobile.
 */
export function toInternationalBdMobile(input: string): string | null {
  const national = normaliseBdMobile(input);
  return national ? `+88${national}` : null;
}

/**
 * Fits an SMS made of fixed text and shortenable pieces in SMS_MAX_SEGMENTS parts by dropping whole words,
 * never part of one: a word cut in half reads as another word (Bengali most of all, where a cut may also
 * split a conjunct). `render` writes the message from each piece's words (a piece may end up empty, and
 * `render` says what an empty piece becomes); words go from the end of the piece that has most left, so
 * every piece keeps its start. A shortened piece ends in "..." so the reader knows more was there.
 */
export function fitSmsWords(render: (pieces: string[]) => string, pieces: readonly string[]): string {
  const words = pieces.map((piece) => piece.trim().split(/\s+/u).filter(Boolean));
  const cut = words.map(() => false);
  const text = () =>
    render(words.map((list, i) => (cut[i] && list.length ? `${list.join(' ')}...` : list.join(' '))));
  let message = text();
  while (smsLength(message).segments > SMS_MAX_SEGMENTS) {
    let longest = -1;
    for (const [i, list] of words.entries()) {
      if (list.length > 0 && (longest < 0 || list.length >= words[longest]!.length)) longest = i;
    }
    // Nothing left to drop: the fixed text alone is what the template is tested to keep within the parts.
    if (longest < 0) break;
    words[longest]!.pop();
    cut[longest] = true;
    message = text();
  }
  return message;
}
