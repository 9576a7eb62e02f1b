/**
 * Bengali and ASCII digits. Bengali pages show Bengali digits, and people on a Bengali keyboard type them
 * into searches, phone numbers and amounts: every conversion in the project goes through these two.
 */
const BENGALI_ZERO = 0x09e6;

/** Replaces ASCII digits with Bengali ones and leaves every other character alone. */
export function toBengaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}

/** Replaces Bengali digits with ASCII ones and leaves every other character alone. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}
