import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zText } from './fields';
import { zTakaAmount } from './finance-fields';
import { zMoment, zRecordId } from './member-fields';

/**
 * Online dues (docs/payments.md): a member pays a monthly row with bKash; the server counts the payment only
 * after bKash itself confirmed it. Amounts go out as taka; the amount of a payment is never an input.
 */

/** A gateway payment from creation to its end: created, then completed, failed, cancelled or expired. */
export const GATEWAY_PAYMENT_STATUSES = ['created', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export const PAYMENT_LIMITS = {
  /** bKash's paymentID is about 30 characters; anything far longer is not one of its ids. */
  paymentId: 100,
  /** Months one payment may pay ("Pay all dues"): ten years of books, far above any member's arrears. */
  months: 120,
  refundReason: 255,
} as const;

const taka = z.number().describe('Taka, at most two decimals');

export const ZPaymentMethods = z.object({
  bkash: z.boolean().describe('true when bKash payments can be made now'),
  sandbox: z.boolean().describe('true when bKash is the local test sandbox: no real money moves'),
});
export type PaymentMethods = z.infer<typeof ZPaymentMethods>;

export const ZBkashCreateInput = z.object({
  main_id: zRecordId.describe('The monthly row to pay; the amount is what is still due on it'),
});
export const ZBkashCreateResult = z.object({
  paymentID: z.string(),
  bkashURL: z.string().describe("bKash's payment page: send the payer's browser there"),
});
export type BkashCreateResult = z.infer<typeof ZBkashCreateResult>;

export const ZBkashCreateAllInput = z.object({
  main_ids: z
    .array(zRecordId)
    .min(1, 'Name at least one month')
    .max(PAYMENT_LIMITS.months, 'Too many months')
    .refine((ids) => new Set(ids).size === ids.length, 'A month is named twice')
    .meta({ uniqueItems: true })
    .describe('The monthly rows to pay, all yours and each with something due; allocated oldest month first'),
  amount: zTakaAmount.describe(
    'The total you were shown; refused (409) unless it is what is still due on the rows now',
  ),
});
export type BkashCreateAllInput = z.input<typeof ZBkashCreateAllInput>;

/** A month one payment paid, with what was allocated to it. */
const ZPaidMonth = z.object({
  main_id: z.number().int().describe('The monthly row paid'),
  monthly_payment_id: z.number().int().describe('The monthly payment recorded for it'),
  amount: taka,
});

const zPaymentId = zText({
  max: PAYMENT_LIMITS.paymentId,
  required: 'paymentID is required',
  tooLong: 'paymentID is too long',
});

export const ZPaymentCompleteInput = z.object({
  paymentID: zPaymentId.describe('The paymentID bKash gave when the payment was created'),
});
export const ZPaymentCompleteResult = z.object({
  status: z.literal('paid'),
  paymentID: z.string(),
  trx_id: z.string(),
  main_id: z.number().int().describe('The monthly row paid'),
  monthly_payment_id: z.number().int().describe('The recorded monthly payment (the first month)'),
  amount: taka,
  months: z.array(ZPaidMonth).describe('Every month the payment paid, oldest first'),
});
export type PaymentCompleteResult = z.infer<typeof ZPaymentCompleteResult>;

// ---- The finance desk's gateway payments (/GatewayPayments) ----

export const ZGatewayListInput = z.object({
  status: z.enum(GATEWAY_PAYMENT_STATUSES).optional(),
  limit: queryInt(1, LIST_LIMIT_MAX).default(25),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZGatewayPaymentEntry = z.object({
  id: z.number().int(),
  invoice: z.string().describe('Our invoice number (merchantInvoiceNumber)'),
  payment_id: z.string().nullable().describe("bKash's paymentID"),
  trx_id: z.string().nullable().describe("bKash's transaction id, once completed"),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  detail: z.string().nullable().describe('Why it failed, or what the last check found'),
  amount: taka,
  member_no: z.string(),
  name: z.string(),
  month: z.string().describe('January-2025: the first (oldest) month it pays'),
  main_id: z.number().int(),
  months: z
    .array(z.object({ main_id: z.number().int(), month: z.string(), amount: taka }))
    .describe('Every month it pays, oldest first, with the amount allocated to each'),
  created_at: zMoment,
  completed_at: zMoment.nullable(),
  last_checked_at: zMoment.nullable().describe('When bKash was last asked about it'),
  refunded_amount: taka.describe('0 unless refunded'),
  refunded_at: zMoment.nullable(),
  monthly_payment_id: z.number().int().nullable().describe('The monthly payment it recorded'),
  sandbox: z.boolean().describe('Made through a bKash sandbox: no real money moved'),
  reversed: z.boolean().describe('Its recorded monthly payments were reversed at the desk (a correction)'),
});
export type GatewayPaymentEntry = z.infer<typeof ZGatewayPaymentEntry>;

export const ZGatewayList = z.object({ entries: z.array(ZGatewayPaymentEntry), total: z.number().int() });
export type GatewayList = z.infer<typeof ZGatewayList>;

export const ZGatewayReconcileResult = z.object({
  checked: z.number().int().describe('Payments asked about'),
  completed: z.number().int(),
  expired: z.number().int(),
  failed: z.number().int(),
  logs: z.array(z.string()),
});
export type GatewayReconcileResult = z.infer<typeof ZGatewayReconcileResult>;

export const ZGatewayRefundInput = z.object({
  id: zRecordId.describe('The gateway payment'),
  reason: zText({ max: PAYMENT_LIMITS.refundReason, required: 'Give a reason for the refund' }),
  amount: zTakaAmount.optional().describe('Taka to refund; the whole payment when left out'),
  main_id: zRecordId
    .optional()
    .describe(
      'The month (its due row) a partial refund takes back: required for a partial refund of a payment of ' +
        'several months (409 payments.refundMonthRequired), which reopens that month only',
    ),
});
