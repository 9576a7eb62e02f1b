import { z } from 'zod';
import { FINANCIAL_ENTRY_TYPES, LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zCalendarDate, zText } from './fields';
import {
  FINANCE_LIMITS,
  FINANCE_PAGE_SIZE,
  ignoredActor,
  zEntryMethod,
  zEntryNote,
  zEntrySource,
  zTaka,
  zTakaAmount,
} from './finance-fields';
import { zImageUrl, zMoment, zRecordId } from './member-fields';
import { reversalLinks } from './reversals';

/** Income and expenses (/FinancialExpenses): the society's ledger. */

/** One address of the receipt string as the document states it (the addresses of zImageUrl, no commas). */
const RECEIPT_URL = '(/[^/\\s,][^\\s,]*|https?://[^\\s,]+)';

/** The receipt string integrators read and send: picture addresses joined by commas ('' for none). */
const zReceiptString = z
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
  .meta({
    pattern: `^(${RECEIPT_URL}(,${RECEIPT_URL}){0,${FINANCE_LIMITS.receipts - 1}})?$`,
    example: '/uploads/3f/3f9a.jpg',
  })
  .describe('Receipt picture addresses joined by commas');

export const ZFinancialEntry = z.object({
  id: z.number().int(),
  type: z.enum(FINANCIAL_ENTRY_TYPES),
  date: z.string().describe('YYYY-MM-DD'),
  source: z.string(),
  method: z.string(),
  note: z.string(),
  amount: zTaka,
  balance_after_transaction: zTaka.describe(
    'Σ signed amounts of active entries up to this one, in (date, id) order',
  ),
  receipt: z.string().describe('Receipt picture addresses joined by commas'),
  added_by: z.string().describe('Name of the admin who added it'),
  ...reversalLinks,
});
export type FinancialEntry = z.infer<typeof ZFinancialEntry>;

export const ZDeletedFinancialEntry = ZFinancialEntry.omit({ balance_after_transaction: true }).extend({
  deleted_by: z.string().describe('Name of the admin who deleted it'),
  deleted_at: zMoment,
});
export type DeletedFinancialEntry = z.infer<typeof ZDeletedFinancialEntry>;

const zOptionalDate = zCalendarDate.optional();
export const ZLedgerListInput = z.object({
  type: z.enum(FINANCIAL_ENTRY_TYPES).optional(),
  from: zOptionalDate.describe('First date, YYYY-MM-DD'),
  to: zOptionalDate.describe('Last date, YYYY-MM-DD'),
  source: zText({ max: FINANCE_LIMITS.source })
    .optional()
    .describe('Only entries of this source, as the year-end statements group them (spaces around ignored)'),
  limit: queryInt(1, LIST_LIMIT_MAX).default(FINANCE_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type LedgerListQuery = z.output<typeof ZLedgerListInput>;

/** Newest first; balance_after_transaction still runs over every active entry, not only the filtered ones. */
export const ZLedgerPage = z.object({
  entries: z.array(ZFinancialEntry),
  total: z.number().int(),
  /** Σ amounts of the income and of the expense entries the filters select (every page). */
  income_total: zTaka,
  expense_total: zTaka,
});
export type LedgerPage = z.infer<typeof ZLedgerPage>;
export const ZDeletedLedgerPage = z.object({
  entries: z.array(ZDeletedFinancialEntry),
  total: z.number().int(),
});

export const ZFinancialEntryInput = z.object({
  type: z.enum(FINANCIAL_ENTRY_TYPES, { error: 'Choose Income or Expense' }),
  date: zCalendarDate,
  source: zEntrySource,
  method: zEntryMethod,
  note: zEntryNote,
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
  reason: zText({ max: FINANCE_LIMITS.reason })
    .optional()
    .describe('Why it is deleted, kept with the reversing entry ("Deleted" when left out)'),
});

export const ZDeleteReceiptInput = z.object({ id: zRecordId, url: zImageUrl });

/** Income and expense per month for the 12 months ending with `month` (chart on /FinancialExpenses). */
export const ZLedgerMonthly = z.array(z.object({ month: z.string(), income: zTaka, expense: zTaka }));

// ---- Society expenses (the ledger, read-only for members) ----

export const EXPENSES_PAGE_SIZE = 20;

export const ZExpensesInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(EXPENSES_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});
export type ExpensesQuery = z.output<typeof ZExpensesInput>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  type: z.enum(['Income', 'Expense']),
  date: z.string().describe('YYYY-MM-DD'),
  source: z.string(),
  method: z.string(),
  note: z.string(),
  amount: zTaka,
  receipts: z.array(z.string()).describe('Receipt picture addresses, in order'),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZExpensesPage = z.object({
  entries: z.array(ZLedgerEntry),
  total: z.number().int().describe('How many active entries there are in all'),
});
export type ExpensesPage = z.infer<typeof ZExpensesPage>;
