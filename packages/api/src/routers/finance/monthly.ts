import {
  ZArrears,
  ZCreateBookInput,
  ZCreateBookResult,
  ZMonthInput,
  ZMonthlyBookListInput,
  ZMonthlyBookPage,
  ZMonthlyContributions,
  ZMonthlyHistory,
  ZMonthlyPayment,
  ZMonthlyPaymentInput,
  ZMonthlyPaymentsParam,
  ZReverseInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import {
  addPayment,
  createBook,
  listArrears,
  listBook,
  listPayments,
  monthlyContributions,
  monthlyHistory,
} from '../../services/monthly/monthly.service';
import { reverseMonthlyPayment } from '../../services/monthly/monthly-reversal.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The monthly contributions page (/FinancialMonthly): Finance_Access and above. Amounts in taka. */
export const financeMonthlyRouter = router({
  get: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/monthly-contributions',
        "A month's book: each member's payable, payment and due, and the month's summary",
        'month is written like January-2025. Rows in natural member-number order; due = max(payable - ' +
          'payment, 0) and 0 is paid. summary: total_collectable = Σ payable, total_collected = Σ payment, ' +
          'paid_by_count = rows with nothing due. The book is the roll of the members active when it was ' +
          'created: a member who joins later is not added to it and is billed from the next book. Without a ' +
          'book: book null, data empty, a zero summary. The printable book is GET /finance/monthly-book.pdf. ' +
          'Every row at once: GET /monthly-contributions/rows answers a page, with search and filter.',
      ),
    )
    .input(ZMonthInput)
    .output(ZMonthlyContributions)
    .query(({ ctx, input }) => monthlyContributions(ctx, input.month)),

  list: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/monthly-contributions/rows',
        "A page of a month's book, found by member number or name, optionally only the unpaid rows",
        'Rows in natural member-number order, each as in GET /monthly-contributions; total counts the rows ' +
          "that match. Beside them the book (upcoming while its month has not started), the whole month's " +
          'summary whatever the search, and active_members: how many rows creating the book now would add.',
      ),
    )
    .input(ZMonthlyBookListInput)
    .output(ZMonthlyBookPage)
    .query(({ ctx, input }) => listBook(ctx, input)),

  createBook: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'POST',
        '/monthly-contributions/create-book',
        "Creates a month's book: one due row per active member, payable = amount",
        'A month has one book: a second one is a 409 and writes nothing. The logged-in admin is recorded; ' +
          'audited. Members who join later are billed from the next book. A month that has not started ' +
          '(Dhaka) takes confirmFuture: true, else 409 monthly.futureNotConfirmed and nothing is written; ' +
          'its rows are upcoming (no dues, arrears, reminders, totals or statements) until the month starts.',
      ),
    )
    .input(ZCreateBookInput)
    .output(ZCreateBookResult)
    .mutation(({ ctx, input }) => createBook(ctx, input)),

  payments: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/monthly-payment/{mainId}',
        'The payments of a monthly row (mainId) in (date, id) order',
        'An unknown row is a 404.',
      ),
    )
    .input(ZMonthlyPaymentsParam)
    .output(z.array(ZMonthlyPayment))
    .query(({ ctx, input }) => listPayments(ctx, input.mainId)),

  addPayment: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'POST',
        '/monthly-payment',
        'Adds a payment to a monthly row (main_id)',
        'A payment above what is still due is a 409 monthly.overpaymentNotConfirmed naming the amount still ' +
          'due (params.owed) unless confirm_overpayment is true; a paid row takes no more (409 ' +
          'monthly.alreadyPaid), also under concurrent payments. The logged-in admin is recorded; audited. ' +
          'An unknown row is a 404.',
      ),
    )
    .input(ZMonthlyPaymentInput)
    .output(ZMonthlyPayment)
    .mutation(({ ctx, input }) => addPayment(ctx, input)),

  reversePayment: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'POST',
        '/monthly-payment/{id}/reverse',
        'Reverses a monthly payment: a reversal of the whole payment dated today, with the reason',
        'The payment is never changed and answers its reversal beside it; its month, and only its month, is ' +
          'due again. Audited. 404 monthly.paymentNotFound; 409 reversal.alreadyReversed (also after a bKash ' +
          'refund), or yearEnd.yearClosed when today is in a closed year. A payment of a closed year is ' +
          'reversed in the open year.',
      ),
    )
    .input(ZReverseInput)
    .output(ZMonthlyPayment)
    .mutation(({ ctx, input }) => reverseMonthlyPayment(ctx, input)),

  history: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/monthly-contributions/history',
        'Collectable and collected for the 12 months ending with month, oldest first',
        'A month without a book has 0 and 0.',
      ),
    )
    .input(ZMonthInput)
    .output(ZMonthlyHistory)
    .query(({ ctx, input }) => monthlyHistory(ctx, input.month)),

  arrears: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/monthly-contributions/arrears',
        'Active members owing at least one month: months due, Σ due and band (1, 2-3, 4+)',
        'Months that have started only. Most months first, then member number; 5000 rows at most.',
      ),
    )
    .input(z.void())
    .output(ZArrears)
    .query(({ ctx }) => listArrears(ctx)),
});
