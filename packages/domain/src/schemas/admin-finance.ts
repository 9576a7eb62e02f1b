import { z } from 'zod';
import {
  FINANCIAL_ENTRY_TYPES,
  LIST_LIMIT_MAX,
  LIST_OFFSET_MAX,
  PAYMENT_METHODS,
  TEXT_MAX_LENGTH,
} from '../constants';
import { takaToPoisha } from '../money';
import { parseMonthLabel } from '../months';
import { queryInt, zCalendarDate, zText } from './fields';
import { zImageUrl, zMoment, zRecordId } from './member-fields';

/**
 * The finance screens' calls (/Financial, /FinancialMonthly, /FinancialExpenses, the balance check and the
 * audit trail). Amounts go in and out as taka with at most two decimals; inside, every input amount is turned
 * into integer poisha here, at the schema boundary (docs/domain.md).
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

// ---- Money in ----

const AMOUNT_MESSAGE = 'Enter an amount in taka with at most two decimals';

/**
 * An amount typed by an admin: a number or a numeric string ("1500", "0.10"), at most two decimals, more than
 * 0 (or 0 itself where allowZero). 'abc', negatives and 1.234 are refused (no "falls back to 0"). Output: poisha.
 */
function takaAmount({ allowZero }: { allowZero: boolean }) {
  return z
    .union([z.number(), z.string().trim().max(20, AMOUNT_MESSAGE)], { error: AMOUNT_MESSAGE })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
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
const taka = z.number().describe('Taka, at most two decimals');

const zMemberNoParam = zText({
  max: TEXT_MAX_LENGTH.memberNo,
  required: 'Member number is required',
  tooLong: 'Member number is too long',
});
const zSource = zText({ max: FINANCE_LIMITS.source, required: 'Source is required' });
const zMethod = zText({ max: FINANCE_LIMITS.method, required: 'Method is required' });
const zNote = zText({ max: FINANCE_LIMITS.note, multiline: true }).default('');

/** A month label as the selector writes it ("January-2025"). Output: the label, normalised. */
export const zMonthLabel = zText({ max: 20, required: 'Month is required' }).refine(
  (value) => parseMonthLabel(value) !== null,
  'Month must be written like January-2025',
);

/** Actor and time fields the original sent in the body: accepted for compatibility and ignored. */
const ignoredActor = {
  added_by: z.unknown().optional().describe('Ignored: the logged-in admin is recorded'),
  created_by: z.unknown().optional().describe('Ignored: the logged-in admin is recorded'),
};

// ---- Deposits (/Financial) ----

export const ZFinancialMember = z.object({
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
  phone: z.string(),
  payable: taka.describe('The deposit the member owes in total'),
  deposits: taka.describe('Sum of the member’s deposit entries'),
  balance: taka.describe('deposits - payable: negative while owing, positive for an advance'),
  due: taka.describe('max(payable - deposits, 0)'),
});
export type FinancialMember = z.infer<typeof ZFinancialMember>;

export const ZFinancialsInput = z.object({
  search: zText({ max: TEXT_MAX_LENGTH.search }).optional().describe('Member no, name, business or phone'),
});
export const ZFinancials = z.object({
  members: z.array(ZFinancialMember),
  total_deposit: taka,
  total_due: taka,
  full_paid_count: z.number().int(),
});
export type Financials = z.infer<typeof ZFinancials>;

export const ZFinancialDebtsParam = z.object({ member_no: zMemberNoParam });

export const ZAdminDepositEntry = z.object({
  id: z.number().int(),
  member_no: z.string(),
  source: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  method: z.string(),
  amount: taka,
  outstanding: taka.describe('What was still owed right after this entry; negative means paid in advance'),
});
export type AdminDepositEntry = z.infer<typeof ZAdminDepositEntry>;

export const ZDepositEntryInput = z.object({
  member_no: zMemberNoParam,
  source: zSource,
  date: zCalendarDate,
  method: zMethod,
  amount: zTakaAmount,
  ...ignoredActor,
});
export type DepositEntryInput = z.input<typeof ZDepositEntryInput>;
export type NewDepositEntry = z.output<typeof ZDepositEntryInput>;

export const ZSetPayableInput = z.object({
  member_no: zMemberNoParam,
  payable: takaAmount({ allowZero: true }).describe('The deposit the member owes in total, taka (0 allowed)'),
  reason: zText({ max: FINANCE_LIMITS.reason, required: 'Give a reason for the change', multiline: true }),
});
export type SetPayableInput = z.input<typeof ZSetPayableInput>;

// ---- Monthly contributions (/FinancialMonthly) ----

export const ZMonthInput = z.object({ month: zMonthLabel });

export const ZMonthlyContributionRow = z.object({
  id: z.number().int().describe('The due row: main_id of its payments'),
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  month: z.string().describe('January-2025'),
  payable: taka,
  payment: taka,
  due: taka.describe('max(payable - payment, 0); 0 is paid'),
});
export type MonthlyContributionRow = z.infer<typeof ZMonthlyContributionRow>;

export const ZMonthlyContributions = z.object({
  book: z
    .object({ id: z.number().int(), month: z.string(), amount: taka, created_at: zMoment })
    .nullable()
    .describe("null: this month's book isn't created yet"),
  data: z.array(ZMonthlyContributionRow),
  summary: z.object({
    total_collectable: taka,
    total_collected: taka,
    paid_by_count: z.number().int(),
  }),
});
export type MonthlyContributions = z.infer<typeof ZMonthlyContributions>;

export const ZCreateBookInput = z.object({
  month: zMonthLabel,
  amount: zTakaAmount,
  ...ignoredActor,
});
export type CreateBookInput = z.input<typeof ZCreateBookInput>;
export const ZCreateBookResult = z.object({
  id: z.number().int(),
  month: z.string(),
  amount: taka,
  rows: z.number().int().describe('Due rows created: one per active member'),
});

export const ZMonthlyPaymentsParam = z.object({ mainId: zRecordId });
export const ZMonthlyPayment = z.object({
  id: z.number().int(),
  main_id: z.number().int(),
  date: z.string().describe('YYYY-MM-DD'),
  method: z.string(),
  note: z.string(),
  amount: taka,
  receipt_no: z
    .string()
    .describe('The receipt number, like R-2026-000123; the PDF is at /api/receipts/{id}.pdf'),
});
export type MonthlyPayment = z.infer<typeof ZMonthlyPayment>;

export const ZMonthlyPaymentInput = z.object({
  main_id: zRecordId,
  date: zCalendarDate,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  note: zNote,
  amount: zTakaAmount,
  ...ignoredActor,
});
export type MonthlyPaymentInput = z.input<typeof ZMonthlyPaymentInput>;
export type NewMonthlyPayment = z.output<typeof ZMonthlyPaymentInput>;

/** Collectable vs collected for the 12 months ending with `month` (chart on /FinancialMonthly). */
export const ZMonthlyHistory = z.array(
  z.object({ month: z.string(), total_collectable: taka, total_collected: taka }),
);

/** Members owing at least one month, with how many months and how much (arrears list). */
export const ZArrearsRow = z.object({
  member_no: z.string(),
  name: z.string(),
  phone: z.string(),
  months_due: z.number().int(),
  due: taka,
  band: z.enum(['1', '2-3', '4+']),
});
export const ZArrears = z.array(ZArrearsRow);
export type ArrearsRow = z.infer<typeof ZArrearsRow>;

// ---- Income and expenses (/FinancialExpenses) ----

/** The spec's receipt string: picture addresses joined by commas ('' for none). */
export const zReceiptString = z
  .string()
  .max(FINANCE_LIMITS.receiptString, 'Too many receipt pictures')
  .default('')
  .transform((value, ctx) => {
    const urls = value
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url.length > 0);
    if (urls.length > FINANCE_LIMITS.receipts) {
      ctx.addIssue({ code: 'custom', message: `At most ${FINANCE_LIMITS.receipts} receipt pictures` });
      return z.NEVER;
    }
    for (const url of urls) {
      const checked = zImageUrl.safeParse(url);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: 'Receipts must be uploaded image addresses' });
        return z.NEVER;
      }
    }
    return [...new Set(urls)];
  })
  .describe('Receipt picture addresses joined by commas');

export const ZFinancialEntry = z.object({
  id: z.number().int(),
  type: z.enum(FINANCIAL_ENTRY_TYPES),
  date: z.string().describe('YYYY-MM-DD'),
  source: z.string(),
  method: z.string(),
  note: z.string(),
  amount: taka,
  balance_after_transaction: taka.describe(
    'Σ signed amounts of active entries up to this one, in (date, id) order',
  ),
  receipt: z.string().describe('Receipt picture addresses joined by commas'),
  added_by: z.string().describe('Name of the admin who added it'),
});
export type FinancialEntry = z.infer<typeof ZFinancialEntry>;

export const ZDeletedFinancialEntry = ZFinancialEntry.omit({ balance_after_transaction: true }).extend({
  deleted_by: z.string().describe('Name of the admin who deleted it'),
  deleted_at: zMoment,
});
export type DeletedFinancialEntry = z.infer<typeof ZDeletedFinancialEntry>;

export const FINANCE_PAGE_SIZE = 25;

const zOptionalDate = zCalendarDate.optional();
export const ZLedgerListInput = z.object({
  type: z.enum(FINANCIAL_ENTRY_TYPES).optional(),
  from: zOptionalDate.describe('First date, YYYY-MM-DD'),
  to: zOptionalDate.describe('Last date, YYYY-MM-DD'),
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type LedgerListInput = z.input<typeof ZLedgerListInput>;
export type LedgerListQuery = z.output<typeof ZLedgerListInput>;

/** Newest first; balance_after_transaction still runs over every active entry, not only the filtered ones. */
export const ZLedgerPage = z.object({ entries: z.array(ZFinancialEntry), total: z.number().int() });
export const ZDeletedLedgerPage = z.object({
  entries: z.array(ZDeletedFinancialEntry),
  total: z.number().int(),
});

export const ZFinancialEntryInput = z.object({
  type: z.enum(FINANCIAL_ENTRY_TYPES, { error: 'Choose Income or Expense' }),
  date: zCalendarDate,
  source: zSource,
  method: zMethod,
  note: zNote,
  amount: zTakaAmount,
  receipt: zReceiptString,
  ...ignoredActor,
});
export type FinancialEntryInput = z.input<typeof ZFinancialEntryInput>;
export type NewFinancialEntry = z.output<typeof ZFinancialEntryInput>;

export const ZUpdateFinancialEntryInput = ZFinancialEntryInput.extend({
  id: zRecordId,
  type: z.enum(FINANCIAL_ENTRY_TYPES, { error: 'Choose Income or Expense' }).optional(),
});
export type UpdateFinancialEntryInput = z.input<typeof ZUpdateFinancialEntryInput>;

export const ZDeleteFinancialEntryInput = z.object({
  id: zRecordId,
  deleted_by: z.unknown().optional().describe('Ignored: the logged-in admin is recorded'),
  deleted_at: z.unknown().optional().describe('Ignored: the server clock is recorded'),
});

export const ZDeleteReceiptInput = z.object({ id: zRecordId, url: zImageUrl });

/** Income and expense per month for the 12 months ending with `month` (chart on /FinancialExpenses). */
export const ZLedgerMonthly = z.array(z.object({ month: z.string(), income: taka, expense: taka }));

// ---- Balance check (GET /api/update-member-balances) ----

export const ZBalanceCheck = z.object({
  ok: z.boolean().describe('true when every invariant held'),
  logs: z.array(z.string()),
});
export type BalanceCheck = z.infer<typeof ZBalanceCheck>;

// ---- Audit trail (/Action) ----

export const ZAuditListInput = z.object({
  admin_id: zRecordId.optional(),
  area: zText({ max: 40 }).optional().describe('The first part of the action, e.g. expense or member'),
  from: zOptionalDate,
  to: zOptionalDate,
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type AuditListInput = z.input<typeof ZAuditListInput>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: zMoment,
  actor: z
    .string()
    .describe(
      'The admin’s name, "API key <name>" for a write made with an API key, the member no, or "system"',
    ),
  admin_id: z.number().int().nullable(),
  action: z.string(),
  area: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  // Plain unknown (null included): a nullable unknown documents as an anyOf with an empty schema.
  before: z.unknown().describe('The record before the change; null for a create'),
  after: z.unknown().describe('The record after the change; null for a delete'),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), total: z.number().int() });
export const ZAuditFilters = z.object({
  admins: z.array(z.object({ id: z.number().int(), name: z.string() })),
  areas: z.array(z.string()),
});
