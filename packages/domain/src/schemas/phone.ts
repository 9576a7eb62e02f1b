import { z } from 'zod';

/** A Bangladeshi mobile number in its national form: 01, an operator digit 3-9, then 8 digits. */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;
export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number, e.g. 01712345678';

/**
 * The national form of a number as people type it: spaces, dashes and brackets removed, Bengali digits
 * (the bn keyboard) read as ASCII, and the country code (+88 / 88 before the 0) dropped. Null if it is not
 * a Bangladeshi mobile number.
 */
export function normaliseBdMobile(input: string): string | null {
  const ascii = input
    .replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[\s\-().]/g, '');
  const match = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(ascii);
  return match ? match[1]! : null;
}

/** Input schema of a mobile number; the parsed value is always the national form (01XXXXXXXXX). */
export const ZBdMobilePhone = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .min(1, 'Enter your phone number')
  .max(30, BD_MOBILE_MESSAGE)
  .refine((value) => normaliseBdMobile(value) !== null, BD_MOBILE_MESSAGE)
  .transform((value) => normaliseBdMobile(value)!);
