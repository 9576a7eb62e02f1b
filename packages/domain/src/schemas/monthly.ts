import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { zCalendarDate } from './fields';
import { ignoredActor, zEntryNote, zMonthLabel, zTaka, zTakaAmount } from './finance-fields';
import { zMoment, zRecordId } from './member-fields';

/** Monthly contributions (/FinancialMonthly): a book per month, its due rows and their payments. */

export const ZMonthInput = z.object({ month: zMonthLabel });

export const ZMonthlyContributionRow = z.object({
  id: z.number().int().describe('The due row: main_id of its payments'),
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  month: z.string().describe('January-2025'),
  payable: zTaka,
  payment: zTaka,
  due: zTaka.describe('max(payable - payment, 0); 0 is paid'),
});
export type MonthlyContributionRow = z.infer<typeof ZMonthlyContributionRow>;

export const ZMonthlyContributions = z.object({
  book: z
    .object({ id: z.number().int(), month: z.string(), amount: zTaka, created_at: zMoment })
    .nullable()
    .describe("null: this month's book isn't created yet"),
  data: z.array(ZMonthlyContributionRow),
  summary: z.object({
    total_collectable: zTaka,
    total_collected: zTaka,
    paid_by_count: z.number().int(),
  }),
});
export type MonthlyContributions = z.infer<typeof ZMonthlyContributions>;

export const ZCreateBookInput = z.object({
  month: zMonthLabel,
  amount: zTakaAmount,
  ...ignoredActor,
});
export const ZCreateBookResult = z.object({
  id: z.number().int(),
  month: z.string(),
  amount: zTaka,
  rows: z.number().int().describe('Due rows created: one per active member'),
});

export const ZMonthlyPaymentsParam = z.object({ mainId: zRecordId });
export const ZMonthlyPayment = z.object({
  id: z.number().int(),
  main_id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD'),
  method: z.string(),
  note: z.string(),
  amount: zTaka,
  receipt_no: z
    .string()
    .describe('The receipt number, like R-2026-000123; the PDF is at /api/receipts/{id}.pdf'),
});
export type MonthlyPayment = z.infer<typeof ZMonthlyPayment>;

export const ZMonthlyPaymentInput = z.object({
  main_id: zRecordId,
  date: zCalendarDate,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  note: zEntryNote,
  amount: zTakaAmount,
  ...ignoredActor,
});
export type MonthlyPaymentInput = z.input<typeof ZMonthlyPaymentInput>;
export type NewMonthlyPayment = z.output<typeof ZMonthlyPaymentInput>;

/** Collectable vs collected for the 12 months ending with `month` (chart on /FinancialMonthly). */
export const ZMonthlyHistory = z.array(
  z.object({ month: z.string(), total_collectable: zTaka, total_collected: zTaka }),
);

/** Members owing at least one month, with how many months and how much (arrears list). */
export const ZArrearsRow = z.object({
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  months_due: z.number().int(),
  due: zTaka,
  band: z.enum(['1', '2-3', '4+']),
});
export const ZArrears = z.array(ZArrearsRow);
export type ArrearsRow = z.infer<typeof ZArrearsRow>;
