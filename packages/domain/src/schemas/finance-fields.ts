import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { toAsciiDigits } from '../digits';
import { takaToPoisha } from '../money';
import { MONTH_NAMES, parseMonthLabel } from '../months';
import { zText } from './fields';

/**
 * What the finance schemas share (deposits, monthly contributions, the ledger, the audit trail). Amounts go in
 * and out as taka with at most two decimals; inside, every input amount is turned into integer poisha here, at
 * the schema boundary (docs/domain.md).
 */

export const FINANCE_LIMITS = {
  /** The deposits table and a month's book list every active member; never more than this many rows. */
  members: 5000,
  /** The largest amount one entry may carry, in taka (100 crore). */
  maxTaka: 1_000_000_000,
  source: 200,
  method: 40,
  note: 500,
  reason: 500,
  /** Receipt pictures one ledger entry may carry. */
  receipts: 10,
  /** The receipt string of the API: addresses joined by commas. */
  receiptString: 10 * 510,
} as const;

const AMOUNT_MESSAGE = 'Enter an amount in taka with at most two decimals';
/** Taka as text, at most two decimals and nine whole digits (under FINANCE_LIMITS.maxTaka): above 0, or 0 too. */
const TAKA_TEXT = '^([1-9][0-9]{0,8}(\\.[0-9]{1,2})?|0\\.(0[1-9]|[1-9][0-9]?))$';
const TAKA_TEXT_OR_ZERO = '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,2})?$';

/**
 * An amount typed by an admin: a number or a numeric string ("1500", "0.10"), at most two decimals, more than
 * 0 (or 0 itself where allowZero). 'abc', negatives and 1.234 are refused (no "falls back to 0"). Output: poisha.
 */
export function takaAmount({ allowZero }: { allowZero: boolean }) {
  // The document states the rules below as JSON Schema: a multiple of 0.01 within the bounds, or its text.
  const bounds = allowZero ? { minimum: 0 } : { exclusiveMinimum: 0 };
  const text = allowZero ? TAKA_TEXT_OR_ZERO : TAKA_TEXT;
  return z
    .union(
      [
        z.number().meta({ ...bounds, maximum: FINANCE_LIMITS.maxTaka, multipleOf: 0.01, example: 1500.25 }),
        z.string().trim().max(20, AMOUNT_MESSAGE).meta({ pattern: text, example: '1500.25' }),
      ],
      { error: AMOUNT_MESSAGE },
    )
    .transform((value, ctx) => {
      // A Bengali keyboard's digits are the same digits (১৫০০ is 1500).
      const text = typeof value === 'number' ? String(value) : toAsciiDigits(value);
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      const taka = Number(text);
      if (taka < 0 || (taka === 0 && !allowZero)) {
        ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0' });
        return z.NEVER;
      }
      if (taka > FINANCE_LIMITS.maxTaka) {
        ctx.addIssue({ code: 'custom', message: `Amount must be at most ${FINANCE_LIMITS.maxTaka} taka` });
        return z.NEVER;
      }
      return takaToPoisha(taka);
    });
}

export const zTakaAmount = takaAmount({ allowZero: false }).describe(
  'Taka, more than 0, at most two decimals (a number or a numeric string)',
);

/** Taka as the API answers it (computed from poisha). */
export const zTaka = z.number().describe('Taka, at most two decimals');

export const zFinanceMemberNo = zText({
  max: TEXT_MAX_LENGTH.memberNo,
  digits: true,
  required: 'Member number is required',
  tooLong: 'Member number is too long',
});
export const zEntrySource = zText({ max: FINANCE_LIMITS.source, required: 'Source is required' });
export const zEntryMethod = zText({ max: FINANCE_LIMITS.method, required: 'Method is required' });
export const zEntryNote = zText({ max: FINANCE_LIMITS.note, multiline: true }).default('');

/** A month label as the selector writes it ("January-2025"). Output: the label, normalised. */
export const zMonthLabel = zText({ max: 20, required: 'Month is required', digits: true })
  .refine((value) => parseMonthLabel(value) !== null, 'Month must be written like January-2025')
  .meta({ pattern: `^(${MONTH_NAMES.join('|')})-[0-9]{4}$`, example: 'January-2025' });

/** Actor and time fields the original sent in the body: accepted for compatibility and ignored. */
export const ignoredActor = {
  added_by: z.unknown().optional().describe('Ignored: the logged-in admin is recorded'),
  created_by: z.unknown().optional().describe('Ignored: the logged-in admin is recorded'),
};

/** The ledger and the audit trail page this many entries at a time. */
export const FINANCE_PAGE_SIZE = 25;
