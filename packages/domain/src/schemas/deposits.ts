import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { zCalendarDate, zText } from './fields';
import {
  FINANCE_LIMITS,
  ignoredActor,
  takaAmount,
  zEntryMethod,
  zEntrySource,
  zFinanceMemberNo,
  zTaka,
  zTakaAmount,
} from './finance-fields';
import { reversalLinks } from './reversals';

/** The deposits screen (/Financial): what each member owes and has paid in deposits. */

export const ZFinancialMember = z.object({
  member_no: z.string(),
  name: z.string(),
  business: z.string(),
  phone: z.string(),
  payable: zTaka.describe('The deposit the member owes in total'),
  deposits: zTaka.describe('Sum of the member’s deposit entries'),
  balance: zTaka.describe('deposits - payable: negative while owing, positive for an advance'),
  due: zTaka.describe('max(payable - deposits, 0)'),
});
export type FinancialMember = z.infer<typeof ZFinancialMember>;

export const ZFinancialsInput = z.object({
  search: zText({ max: TEXT_MAX_LENGTH.search, digits: true })
    .optional()
    .describe('Member no, name, business or phone'),
});
export const ZFinancials = z.object({
  members: z.array(ZFinancialMember),
  total_deposit: zTaka,
  total_due: zTaka,
  full_paid_count: z.number().int(),
});
export type Financials = z.infer<typeof ZFinancials>;

export const ZFinancialDebtsParam = z.object({ member_no: zFinanceMemberNo });

export const ZAdminDepositEntry = z.object({
  id: z.number().int(),
  member_no: z.string(),
  source: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  method: z.string(),
  amount: zTaka,
  outstanding: zTaka.describe('What was still owed right after this entry; negative means paid in advance'),
  ...reversalLinks,
});
export type AdminDepositEntry = z.infer<typeof ZAdminDepositEntry>;

export const ZDepositEntryInput = z.object({
  member_no: zFinanceMemberNo,
  source: zEntrySource,
  date: zCalendarDate,
  method: zEntryMethod,
  amount: zTakaAmount,
  confirm_overpayment: z
    .boolean()
    .optional()
    .describe(
      'Must be true to record more than the member still owes: without it such an entry is refused ' +
        '(409 deposit.overpaymentNotConfirmed, naming the amount owed) and nothing is written.',
    ),
  ...ignoredActor,
});
export type DepositEntryInput = z.input<typeof ZDepositEntryInput>;
export type NewDepositEntry = z.output<typeof ZDepositEntryInput>;

export const ZSetPayableInput = z.object({
  member_no: zFinanceMemberNo,
  payable: takaAmount({ allowZero: true }).describe('The deposit the member owes in total, taka (0 allowed)'),
  reason: zText({ max: FINANCE_LIMITS.reason, required: 'Give a reason for the change', multiline: true }),
});
export type SetPayableInput = z.input<typeof ZSetPayableInput>;
