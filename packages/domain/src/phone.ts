import { toAsciiDigits } from './digits';

/** A Bangladeshi mobile number in its national form: 01, an operator digit 3-9, then 8 digits. */
const NATIONAL_MOBILE = '01[3-9][0-9]{8}';

/** The national form; also the admin login name (the admins table's CHECK says the same). */
export const BD_MOBILE_PATTERN = new RegExp(`^${NATIONAL_MOBILE}$`);
export const BD_MOBILE_MESSAGE = 'Enter a Bangladeshi mobile number, e.g. 01712345678';

const AS_TYPED = new RegExp(`^(?:\\+?88)?(${NATIONAL_MOBILE})$`);

/**
 * What the OpenAPI document promises a mobile number input takes: the national form, with or without the
 * country code. The server also reads spaces, dashes and Bengali digits; the document names the plain forms.
 */
export const BD_MOBILE_AS_TYPED_PATTERN = `^(\\+?88)?${NATIONAL_MOBILE}$`;

/**
 * The national form of a number as people type it: spaces, dashes and brackets removed, Bengali digits
 * (the bn keyboard) read as ASCII, and the country code (+88 / 88 before the 0) dropped. Null if it is not
 * a Bangladeshi mobile number.
 */
export function normaliseBdMobile(input: string): string | null {
  const match = AS_TYPED.exec(toAsciiDigits(input).replace(/[\s\-().]/g, ''));
  return match ? match[1]! : null;
}
