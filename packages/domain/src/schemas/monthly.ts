import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX, PAYMENT_METHODS, TEXT_MAX_LENGTH } from '../constants';
import { queryInt, zCalendarDate, zText } from './fields';
import {
  FINANCE_PAGE_SIZE,
  ignoredActor,
  zEntryNote,
  zMonthLabel,
  zTaka,
  zTakaAmount,
} from './finance-fields';
import { zMoment, zRecordId } from './member-fields';
import { ZPaymentReversal } from './reversals';

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

const ZMonthBook = z
  .object({
    id: z.number().int(),
    month: z.string(),
    amount: zTaka,
    created_at: zMoment,
    upcoming: z
      .boolean()
      .describe('The month has not started (Dhaka): nothing on this book is due, owed or reminded yet'),
  })
  .nullable()
  .describe("null: this month's book isn't created yet");
const ZMonthSummary = z.object({
  total_collectable: zTaka,
  total_collected: zTaka,
  paid_by_count: z.number().int(),
});

export const ZMonthlyContributions = z.object({
  book: ZMonthBook,
  data: z.array(ZMonthlyContributionRow),
  summary: ZMonthSummary,
});
export type MonthlyContributions = z.infer<typeof ZMonthlyContributions>;

/** A page of a month's book, found by member number or name, optionally only the rows with something due. */
export const ZMonthlyBookListInput = z.object({
  month: zMonthLabel,
  search: zText({ max: TEXT_MAX_LENGTH.search, digits: true })
    .optional()
    .describe('Part of the member number or name; case does not matter'),
  unpaid: z.boolean().default(false).describe('true: only the rows with something due'),
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type MonthlyBookListInput = z.input<typeof ZMonthlyBookListInput>;

export const ZMonthlyBookPage = z.object({
  entries: z.array(ZMonthlyContributionRow),
  total: z.number().int().describe('Rows that match the search and filter'),
  book: ZMonthBook,
  summary: ZMonthSummary.describe("The whole month's figures, whatever the search"),
  active_members: z
    .number()
    .int()
    .describe('The members active now: how many rows creating this month’s book would add'),
});
export type MonthlyBookPage = z.infer<typeof ZMonthlyBookPage>;

export const ZCreateBookInput = z.object({
  month: zMonthLabel,
  amount: zTakaAmount,
  confirmFuture: z
    .boolean()
    .default(false)
    .describe(
      'Must be true to create the book of a month that has not started (Dhaka): it bills every active ' +
        'member ahead. Without it such a book is refused (409 monthly.futureNotConfirmed) and nothing is written.',
    ),
  ...ignoredActor,
});
export type CreateBookInput = z.input<typeof ZCreateBookInput>;
export const ZCreateBookResult = z.object({
  id: z.number().int(),
  month: z.string(),
  amount: zTaka,
  rows: z.number().int().describe('Due rows created: one per active member'),
  upcoming: z.boolean().describe('The month has not started: its rows are due once it starts'),
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
  reversal: ZPaymentReversal.nullable().describe('Its reversal, when it was taken back'),
});
export type MonthlyPayment = z.infer<typeof ZMonthlyPayment>;

export const ZMonthlyPaymentInput = z.object({
  main_id: zRecordId,
  date: zCalendarDate,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  note: zEntryNote,
  amount: zTakaAmount,
  confirm_overpayment: z
    .boolean()
    .optional()
    .describe(
      'Must be true to record more than is still due on the month: without it such a payment is refused ' +
        '(409 monthly.overpaymentNotConfirmed, naming the amount still due) and nothing is written.',
    ),
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
