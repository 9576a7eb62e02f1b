import { z } from 'zod';
import { COMPLAINT_TYPES, LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zText } from './fields';
import { zMoment, zOwnMemberNo } from './member-fields';

/** Taka with at most two decimals (stored as poisha; docs/domain.md). */
const taka = z.number().describe('Taka, at most two decimals');

// ---- Debt summary: deposits and monthly contributions (formulas in docs/domain.md) ----

export const ZDepositPayment = z.object({
  id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD'),
  source: z.string(),
  method: z.string(),
  amount: taka,
  outstanding: taka.describe('What was still owed right after this payment; negative means paid in advance'),
});
export type DepositPayment = z.infer<typeof ZDepositPayment>;

export const ZMonthlyRow = z.object({
  id: z.number().int().describe('The due row (main_id of a monthly payment)'),
  month: z.string().describe("The month's label, e.g. January-2025"),
  payable: taka,
  payment: taka,
  due: taka.describe('max(payable - payment, 0); 0 means PAID'),
});
export type MonthlyRow = z.infer<typeof ZMonthlyRow>;

export const ZDebtSummary = z.object({
  summary: z.object({ payable: taka, deposits: taka, due: taka }),
  payments: z.array(ZDepositPayment),
  monthly: z.array(ZMonthlyRow),
  monthlysummary: z.object({
    duemonth: z.number().int().describe('How many months still have something due'),
    due: taka,
  }),
});
export type DebtSummary = z.infer<typeof ZDebtSummary>;

// ---- Complaints (member objections) ----

export const ZObjection = z.object({
  id: z.number().int(),
  member_no: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  objection: z.string(),
  submission_timestamp: zMoment,
  solution: z.string().nullable(),
  solution_timestamp: zMoment.nullable(),
});
export type Objection = z.infer<typeof ZObjection>;

export const ZComplaintsSummary = z.object({
  success: z.literal(true),
  data: z.object({
    total: z.number().int(),
    solved: z.number().int(),
    unsolved: z.number().int(),
    unsolvedList: z.array(ZObjection),
  }),
});
export type ComplaintsSummary = z.infer<typeof ZComplaintsSummary>;

export const OBJECTION_MAX_LENGTH = 5000;

/** The complaint form. submission_timestamp is the server's clock: a value in the body is ignored. */
export const ZObjectionInput = z.object({
  member_no: zOwnMemberNo,
  type: z
    .enum(COMPLAINT_TYPES, { error: 'Choose legal matter or general objection' })
    .default('legal matter'),
  objection: zText({
    max: OBJECTION_MAX_LENGTH,
    required: 'Write your objection',
    tooLong: `The objection must be at most ${OBJECTION_MAX_LENGTH} characters`,
    multiline: true,
  }),
});
export type ObjectionInput = z.input<typeof ZObjectionInput>;
export type NewObjection = z.output<typeof ZObjectionInput>;

export const ZObjectionListInput = z.object({
  member_no: zText({ max: 20, required: 'Member is required', tooLong: 'Member number is too long' }),
});

// ---- Profile update requests ----

export const UPDATE_REQUEST_LIMITS = { field: 60, correctVersion: 1000 } as const;

/** A request to correct a profile field. status is always 'unsolved' at first: a value in the body is ignored. */
export const ZUpdateRequestInput = z.object({
  member_no: zOwnMemberNo,
  field: zText({
    max: UPDATE_REQUEST_LIMITS.field,
    required: 'Name the field to correct',
    tooLong: `The field must be at most ${UPDATE_REQUEST_LIMITS.field} characters`,
  }),
  correct_version: zText({
    max: UPDATE_REQUEST_LIMITS.correctVersion,
    required: 'Write the correct version',
    tooLong: `The correct version must be at most ${UPDATE_REQUEST_LIMITS.correctVersion} characters`,
    multiline: true,
  }),
});
export type UpdateRequestInput = z.input<typeof ZUpdateRequestInput>;
export type NewUpdateRequest = z.output<typeof ZUpdateRequestInput>;

export const ZUpdateRequest = z.object({
  id: z.number().int(),
  member_no: z.string(),
  field: z.string(),
  correct_version: z.string(),
  status: z.enum(['unsolved', 'solved']),
  created_at: zMoment,
  solved_at: zMoment.nullable(),
});
export type UpdateRequest = z.infer<typeof ZUpdateRequest>;

// ---- Society expenses (the ledger, read-only for members) ----

export const EXPENSES_PAGE_SIZE = 20;

export const ZExpensesInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(EXPENSES_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type ExpensesInput = z.input<typeof ZExpensesInput>;
export type ExpensesQuery = z.output<typeof ZExpensesInput>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  type: z.enum(['Income', 'Expense']),
  date: z.string().describe('YYYY-MM-DD'),
  source: z.string(),
  method: z.string(),
  note: z.string(),
  amount: taka,
  receipts: z.array(z.string()).describe('Receipt picture addresses, in order'),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZExpensesPage = z.object({
  entries: z.array(ZLedgerEntry),
  total: z.number().int().describe('How many active entries there are in all'),
});
export type ExpensesPage = z.infer<typeof ZExpensesPage>;

export const ZSuccess = z.object({ success: z.literal(true) });
