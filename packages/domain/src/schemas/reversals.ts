import { z } from 'zod';
import { zText } from './fields';
import { FINANCE_LIMITS, zTaka } from './finance-fields';
import { zRecordId } from './member-fields';

/**
 * Corrections are entries, never edits (docs/payments.md, How a correction is made): a deposit, a monthly
 * payment, a ledger entry or a bKash payment is taken back by a reversing entry dated the day it is made,
 * with a reason, linked both ways to the original. The original is never changed.
 */
export const ZReverseInput = z.object({
  id: zRecordId.describe('The entry to reverse'),
  reason: zText({
    max: FINANCE_LIMITS.reason,
    required: 'Give the reason for the reversal',
    multiline: true,
  }).describe('Why the entry is reversed (kept with the reversal and in the audit trail)'),
});

/** The two links of a deposit or ledger entry: each side of a reversal names the other. */
export const reversalLinks = {
  original_id: z
    .number()
    .int()
    .nullable()
    .describe('On a reversing entry, the entry it reverses (its amount is the negative of the original)'),
  reversed_by: z.number().int().nullable().describe('On a reversed entry, the entry that reverses it'),
  reason: z.string().nullable().describe('On a reversing entry, why it was made'),
};

/** A monthly payment's reversal (a correction at the desk, or a bKash refund), beside the payment. */
export const ZPaymentReversal = z.object({
  id: z.number().int(),
  amount: zTaka,
  date: z.string().describe('YYYY-MM-DD, the Dhaka day it was recorded'),
  reason: z.string(),
  refund: z.boolean().describe('A bKash refund (money returned through bKash) rather than a desk correction'),
});
export type PaymentReversal = z.infer<typeof ZPaymentReversal>;
