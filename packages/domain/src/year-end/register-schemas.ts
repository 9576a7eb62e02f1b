import { z } from 'zod';
import { queryInt, zCalendarDate, zText } from '../schemas/fields';
import { zTaka } from '../schemas/finance-fields';
import { daysBetween } from './financial-year';

/**
 * The statutory registers (docs/year-end.md, Registers): each for a date range of at most
 * REGISTER_SPAN_DAYS_MAX days (five financial years), so a page or a file stays a bounded read; a file holds
 * at most REGISTER_FILE_ROWS_MAX rows (a longer range is refused, to be cut into shorter ones).
 */
export const REGISTER_SPAN_DAYS_MAX = 1830;
export const REGISTER_FILE_ROWS_MAX = 20_000;
export const REGISTER_PAGE_SIZE = 50;
export const REGISTERS = ['members', 'deposits', 'cash-book'] as const;
export type RegisterKind = (typeof REGISTERS)[number];

/** Why a range is refused, as a field error on `to`, or null when it is a register's range. */
export function registerRangeProblem(from: string, to: string): string | null {
  if (from > to) return 'Must not be before the start';
  if (daysBetween(from, to) >= REGISTER_SPAN_DAYS_MAX)
    return `At most ${REGISTER_SPAN_DAYS_MAX} days from the start`;
  return null;
}

const page = {
  limit: queryInt(1, 500).default(REGISTER_PAGE_SIZE),
  offset: queryInt(0, 1_000_000).default(0),
};

export const ZMemberRegisterInput = z.object({ from: zCalendarDate, to: zCalendarDate, ...page });
export type MemberRegisterQuery = z.infer<typeof ZMemberRegisterInput>;

export const ZMemberRegisterEntry = z.object({
  member_no: z.string(),
  name: z.string(),
  father: z.string(),
  business: z.string(),
  address: z.string(),
  /** The day the member's record was made in Samity (Dhaka), the joining the books know. */
  joined_on: z.string(),
  status: z.enum(['active', 'deceased']),
  /** The day of death; a member leaves the roll only by death in Samity's books. */
  deceased_on: z.string().nullable(),
  nominee: z.string().nullable(),
  nominee_relation: z.string().nullable(),
});
export type MemberRegisterEntry = z.infer<typeof ZMemberRegisterEntry>;
export const ZMemberRegisterPage = z.object({
  entries: z.array(ZMemberRegisterEntry),
  total: z.number().int(),
});
export type MemberRegisterPage = z.infer<typeof ZMemberRegisterPage>;

export const ZDepositRegisterInput = z.object({
  from: zCalendarDate,
  to: zCalendarDate,
  member_no: zText({ max: 20, digits: true }).optional().describe("One member's entries only"),
  ...page,
});
export type DepositRegisterQuery = z.infer<typeof ZDepositRegisterInput>;

export const ZDepositRegisterEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  member_no: z.string(),
  name: z.string(),
  source: z.string(),
  method: z.string(),
  amount: zTaka,
  /** The member's deposits up to and including this entry, every entry of theirs counted. */
  member_balance: zTaka,
  /** Members' deposits of the society after this entry: the opening balance and the entries since it. */
  register_balance: zTaka,
});
export type DepositRegisterEntry = z.infer<typeof ZDepositRegisterEntry>;
export const ZDepositRegisterPage = z.object({
  entries: z.array(ZDepositRegisterEntry),
  total: z.number().int(),
  /** Members' deposits at the end of `to` (the balance sheet's line on a year's last day). */
  closing: zTaka,
  /** Σ amounts of every entry listed (all pages): the receipts and payments account's deposits for a year. */
  amount_total: zTaka,
});
export type DepositRegisterPage = z.infer<typeof ZDepositRegisterPage>;

/** The year-end pack's manifest as the audit trail keeps it: each file and its SHA-256. */
export const ZYearEndPackFiles = z.array(z.object({ name: z.string(), sha256: z.string() }));
