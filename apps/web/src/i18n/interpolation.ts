import { localizeDigits } from '@samity/domain';

/**
 * Every number or text put into a sentence ("১ থেকে ৬টি", a member number, a phone) is written in the page's
 * digits, once here for every t() call instead of at each call site. React escapes, so the translator does not.
 */
export function localizeInterpolation(value: unknown, format: string | undefined, lng: string): unknown {
  // The translator turns what this returns into text itself: a value that is not a number or a text goes back
  // as it came.
  if (lng !== 'bn' || (typeof value !== 'number' && typeof value !== 'string')) return value;
  // `{{model, name}}`: a name as it is written (a car's "RX 350", a dealer's business), never part Bengali.
  if (format === 'name') return value as string;
  return localizeDigits(value, 'bn');
}
