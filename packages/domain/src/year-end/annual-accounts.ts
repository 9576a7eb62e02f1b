import { z } from 'zod';
import { queryInt } from '../schemas/fields';

/**
 * The adopted annual accounts members read on their dashboard: the years a general meeting adopted, newest first,
 * each with its statements as files (GET /api/member/annual-accounts/{file}?year=&lang=). An open year is
 * never listed nor served: its figures still change.
 */
/** The statements a year has as files, in the order they are shown. */
export const YEAR_END_STATEMENTS = ['receipts', 'income', 'balance', 'trial'] as const;

export const ZAnnualAccountsInput = z.object({
  limit: queryInt(1, 50).default(10),
  offset: queryInt(0, 10_000).default(0),
});
export type AnnualAccountsInput = z.output<typeof ZAnnualAccountsInput>;

export const ZAnnualAccounts = z.object({
  entries: z.array(
    z.object({
      year: z.number().int(),
      label: z.string(),
      start: z.string(),
      end: z.string(),
      /** When the year was closed (ISO). */
      closed_at: z.string(),
      /** The date of the general meeting that adopted the accounts. */
      adopted_on: z.string(),
      /** The appropriation of the surplus, once a second admin approved it. */
      appropriation_approved: z.boolean(),
    }),
  ),
  total: z.number().int(),
  /**
   * The last ended year while its accounts are not adopted: being prepared (not closed), audited (closed) or
   * waiting for the general meeting (audited); null once adopted.
   */
  pending: z
    .object({
      year: z.number().int(),
      label: z.string(),
      stage: z.enum(['preparing', 'auditing', 'adopting']),
    })
    .nullable(),
});
export type AnnualAccounts = z.infer<typeof ZAnnualAccounts>;
