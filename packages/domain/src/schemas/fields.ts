import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import { CONTROL_CHARACTERS_MESSAGE, controlCharactersPattern, hasControlCharacters } from '../text';

interface TextRules {
  /** Longest accepted value, in characters (after trimming). */
  max: number;
  /** Message when the value is missing or blank; without it a blank value is accepted. */
  required?: string;
  /** Message when longer than max. */
  tooLong?: string;
  /** Line breaks and tabs are allowed (a complaint's text); one-line values refuse them. */
  multiline?: boolean;
  /** Trim surrounding spaces (default); a password keeps them, spaces are characters. */
  trim?: boolean;
  /**
   * The value is made of digits a person may type on a Bengali keyboard (a member number, a code, a search
   * that may hold one): Bengali digits (০-৯) are read as ASCII ones, on both transports, so "১০০১" is member
   * 1001. Free text (a name, a complaint) keeps the digits as written.
   */
  digits?: boolean;
}

/**
 * The one way an input schema reads text. Every text input is bounded and refuses NUL and other control
 * characters with a 400 and a clear message: the database would refuse NUL with an error, and no form
 * field of the product means to carry them.
 */
export function zText({ max, required, tooLong, multiline = false, trim = true, digits = false }: TextRules) {
  let text = z.string(required ? { error: required } : undefined);
  if (trim) text = text.trim();
  if (digits) text = text.overwrite(toAsciiDigits);
  if (required) text = text.min(1, required);
  return (
    text
      .max(max, tooLong ?? `Must be at most ${max} characters`)
      .refine((value) => !hasControlCharacters(value, { multiline }), CONTROL_CHARACTERS_MESSAGE)
      // The refinement is code; the document states it as a pattern (a field's own pattern replaces it).
      .meta({ pattern: controlCharactersPattern({ multiline, trim, required: required !== undefined }) })
  );
}

/**
 * A whole number, in a query string or a JSON body. The schema takes numbers only: a JSON body's `"5"` or
 * `true` is a 400, not 5 or 1. The REST facade reads a query string's text into a number before the schema
 * sees it, by the field's type and on a copy (apps/server/src/plugins/rest-input.ts); tRPC sends numbers.
 */
export const queryInt = (min: number, max: number) => z.number().int().min(min).max(max);

/** A calendar date as 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const zCalendarDate = zText({ max: 10, required: 'Date is required', digits: true })
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Date must be a real date as YYYY-MM-DD')
  // The refinement is code; the document states it as JSON Schema's full-date (a date that exists).
  .meta({ format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example: '2026-11-10' });

/**
 * Rules across fields that JSON Schema cannot state (a parameter that needs another, a minimum above its
 * maximum), as meta on the input object next to the refinement that checks them: the OpenAPI document adds
 * them to the operation's description (packages/api/src/openapi/descriptions.ts), so both read one place.
 * Each rule names the input that is refused, e.g. "`offset` without `limit`".
 */
export const refusedWhen = (...rules: string[]) => ({ refusedWhen: rules });

/** The answer of a write that returns nothing else. */
export const ZSuccess = z.object({ success: z.literal(true) });

/**
 * One branch of a body that takes exactly one of two keys ({id} or {all: true}), as the document states it in
 * `oneOf`: zod checks the rule with a refinement, which JSON Schema cannot read. Both keys at once match both
 * branches, which `oneOf` refuses; other keys are let through, as zod drops them.
 */
export const oneKey = (key: string, schema: Record<string, unknown>) => ({
  type: 'object',
  required: [key],
  properties: { [key]: schema },
});
