import {
  ZBkashCreateAllInput,
  ZBkashCreateInput,
  ZBkashCreateResult,
  ZPaymentCompleteInput,
  ZPaymentCompleteResult,
  ZPaymentMethods,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import {
  completeBkashPayment,
  createBkashPayment,
  createBkashPaymentOfMonths,
  paymentMethods,
} from '../../services/payments/payments.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Paying monthly rows online with bKash (docs/payments.md): the member's own rows only. */
export const memberPaymentsRouter = router({
  methods: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/payments/methods',
        'Which online payment methods work now',
        'bkash is false when bKash is not configured: online payment is then unavailable, never faked. ' +
          'sandbox is true when bKash is the local test sandbox (no real money moves).',
      ),
    )
    .input(z.void())
    .output(ZPaymentMethods)
    .query(({ ctx }) => paymentMethods(ctx)),

  bkashCreate: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/payments/bkash/create',
        'Starts a bKash payment of what is still due on one of your monthly rows (main_id)',
        'The amount is what is still due on the row, never an input. Send the browser to bkashURL; bKash ' +
          'returns it to GET /api/payments/bkash/callback, which records the payment only after bKash ' +
          "confirmed it. Another member's row is a 403, a paid row a 409, an unknown row a 404, and 503 " +
          'when bKash is not configured or could not start the payment.',
      ),
    )
    .input(ZBkashCreateInput)
    .output(ZBkashCreateResult)
    .mutation(({ ctx, input }) => createBkashPayment(ctx, input.main_id)),

  bkashCreateAll: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/payments/bkash/create-all',
        'Starts one bKash payment of what is still due on several of your monthly rows ("Pay all dues")',
        'Each row named in main_ids must be yours and have something due; each is allocated what is still ' +
          'due on it, oldest month first, and amount must be their sum (what you were shown). The payment is ' +
          'settled like a single month: once, only after bKash confirmed it, all months or none, with one ' +
          "receipt listing the months. Another member's row is a 403, a paid row or a changed amount a 409, " +
          'an unknown row a 404, and 503 when bKash is not configured or could not start the payment.',
      ),
    )
    .input(ZBkashCreateAllInput)
    .output(ZBkashCreateResult)
    .mutation(({ ctx, input }) => createBkashPaymentOfMonths(ctx, input.main_ids, input.amount)),

  complete: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/monthly-payment-complete',
        'Records a bKash payment of yours once bKash confirms it (paymentID)',
        'The server executes the payment with bKash (or asks for its status) and records it only when bKash ' +
          'answers Completed with the amount, currency and invoice it stored; a payment already recorded ' +
          'answers the same again. A claim bKash does not confirm is a 409 and writes nothing; an unknown ' +
          "paymentID is a 404, another member's a 403. Amounts and months in the body are ignored.",
      ),
    )
    .input(ZPaymentCompleteInput)
    .output(ZPaymentCompleteResult)
    .mutation(({ ctx, input }) => completeBkashPayment(ctx, input.paymentID)),
});
