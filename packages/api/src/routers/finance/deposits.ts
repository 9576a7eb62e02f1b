import {
  ZAdminDepositEntry,
  ZDepositEntryInput,
  ZFinancialDebtsParam,
  ZFinancialMember,
  ZFinancials,
  ZFinancialsInput,
  ZReverseInput,
  ZSetPayableInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { reverseDepositEntry } from '../../services/deposits/deposit-reversal.service';
import {
  addDepositEntry,
  listDepositEntries,
  listFinancials,
  setPayable,
} from '../../services/deposits/deposits.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The deposits page (/Financial): Finance_Access and above. Amounts in taka, at most two decimals. */
export const financeDepositsRouter = router({
  list: adminProcedure('deposits')
    .meta(
      rest(
        'finance',
        'GET',
        '/financials',
        "Active members' deposits: payable, deposits, balance and due, with totals",
        'Members in natural member-number order (9 before 10), 5000 at most. total_deposit, total_due and ' +
          'full_paid_count are over the members the search matches (every active member without a search), ' +
          'so they always describe the rows listed. balance = deposits - payable; due = max(payable - deposits, 0).',
      ),
    )
    .input(ZFinancialsInput)
    .output(ZFinancials)
    .query(({ ctx, input }) => listFinancials(ctx, input.search)),

  entries: adminProcedure('deposits')
    .meta(
      rest(
        'finance',
        'GET',
        '/financial-debts/{member_no}',
        "A member's deposit entries in (date, id) order, each with what was still owed right after it",
        'outstanding = payable - the running sum of the entries up to this one; negative means paid in ' +
          'advance. An unknown member number is a 404.',
      ),
    )
    .input(ZFinancialDebtsParam)
    .output(z.array(ZAdminDepositEntry))
    .query(({ ctx, input }) => listDepositEntries(ctx, input.member_no)),

  add: adminProcedure('deposits')
    .meta(
      rest(
        'finance',
        'POST',
        '/financial-debts',
        'Adds a deposit entry for a member and answers it with its outstanding',
        'The logged-in admin is recorded (added_by and created_by in the body are ignored); audited. An ' +
          'unknown member number is a 404 and writes nothing. More than the member still owes is a 409 ' +
          'deposit.overpaymentNotConfirmed naming the amount owed (params.owed) unless confirm_overpayment is true.',
      ),
    )
    .input(ZDepositEntryInput)
    .output(ZAdminDepositEntry)
    .mutation(({ ctx, input }) => addDepositEntry(ctx, input)),

  reverse: adminProcedure('deposits')
    .meta(
      rest(
        'finance',
        'POST',
        '/financial-debts/entries/{id}/reverse',
        'Reverses a deposit entry: a new entry of the negative amount, dated today, with the reason',
        'The original is never changed; both answer the link (original_id, reversed_by). Audited. 404 ' +
          'deposit.entryNotFound; 409 reversal.alreadyReversed, reversal.ofReversal, or yearEnd.yearClosed ' +
          'when today is in a closed year. An entry of a closed year is reversed in the open year.',
      ),
    )
    .input(ZReverseInput)
    .output(ZAdminDepositEntry)
    .mutation(({ ctx, input }) => reverseDepositEntry(ctx, input)),

  setPayable: adminProcedure('deposits')
    .meta(
      rest(
        'finance',
        'PUT',
        '/financial-payable/{member_no}',
        'Sets the deposit a member owes in total (taka, 0 allowed), with a reason',
        'Audited with the payable before and after and the reason. Answers the member’s row of the deposits table.',
      ),
    )
    .input(ZSetPayableInput)
    .output(ZFinancialMember)
    .mutation(({ ctx, input }) => setPayable(ctx, input)),
});
