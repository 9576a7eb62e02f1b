import { z } from 'zod';
import { LIST_OFFSET_MAX } from '../constants';
import { queryInt } from './fields';
import { zMoment } from './member-fields';

/**
 * Receipts of monthly payments: every payment (recorded by the finance desk or paid online) has a receipt
 * number and a PDF at /api/receipts/{id}.pdf?lang=en|bn, for the member who paid and for the finance desk.
 */

const PAYMENT_RECEIPTS_PAGE_SIZE = 24;
/** At most this many receipts in one answer (two years of months with a few part payments). */
export const PAYMENT_RECEIPTS_LIMIT_MAX = 60;

export const ZPaymentReceiptsInput = z.object({
  limit: queryInt(1, PAYMENT_RECEIPTS_LIMIT_MAX).default(PAYMENT_RECEIPTS_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type PaymentReceiptsQuery = z.output<typeof ZPaymentReceiptsInput>;

const taka = z.number().describe('Taka, at most two decimals');

export const ZPaymentReceipt = z.object({
  id: z.number().int().describe('The monthly payment; its receipt is /api/receipts/{id}.pdf'),
  receipt_no: z.string().describe('Like R-2026-000123'),
  main_id: z.number().int().describe('The monthly row paid'),
  month: z.string().describe('The month paid for, like January-2025'),
  date: z.string().describe('YYYY-MM-DD: the day of the payment'),
  method: z.string(),
  amount: taka,
  online: z.boolean().describe('Paid online through the payment gateway (and confirmed by it)'),
  trx_id: z.string().nullable().describe("The gateway's transaction id of an online payment"),
  sandbox: z.boolean().describe('Paid through a payment sandbox: no real money moved'),
  refunded: z.boolean().describe('Taken back by a refund: the month is due again'),
  refunded_amount: taka.describe('0 unless refunded'),
  created_at: zMoment.describe('When the payment was recorded'),
  months: z
    .array(
      z.object({
        id: z.number().int().describe('The monthly payment of this month'),
        receipt_no: z.string(),
        month: z.string(),
        amount: taka,
        refunded_amount: taka,
      }),
    )
    .describe(
      'Every month this payment paid, oldest first: one for a payment at the desk or of one month, ' +
        'several for one online payment of several months (then amount is their sum)',
    ),
});
export type PaymentReceipt = z.infer<typeof ZPaymentReceipt>;

export const ZPaymentReceiptsPage = z.object({
  entries: z.array(ZPaymentReceipt).describe('Newest first'),
  total: z.number().int().describe('How many payments the member has in all'),
});
export type PaymentReceiptsPage = z.infer<typeof ZPaymentReceiptsPage>;
