import { z } from 'zod';

/** Taka with at most two decimals (stored as poisha; docs/domain.md). */
const taka = z.number().describe('Taka, at most two decimals');

// ---- The member's statement: deposits and monthly contributions (formulas in docs/domain.md) ----

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

export const ZUpcomingMonth = z.object({
  id: z.number().int().describe('The due row'),
  month: z.string().describe("The month's label, e.g. February-2027"),
  payable: taka,
});

export const ZDebtSummary = z.object({
  summary: z.object({ payable: taka, deposits: taka, due: taka }),
  payments: z.array(ZDepositPayment),
  monthly: z
    .array(ZMonthlyRow)
    .describe('Months with something due first, oldest first; then the paid months, newest first'),
  monthlysummary: z.object({
    duemonth: z.number().int().describe('How many months still have something due'),
    due: taka,
  }),
  upcoming: z
    .array(ZUpcomingMonth)
    .describe(
      'Months whose book is made but which have not started (Dhaka): nothing is due on them yet, and they ' +
        'are in neither monthly nor monthlysummary until they start. Oldest first.',
    ),
});
export type DebtSummary = z.infer<typeof ZDebtSummary>;
