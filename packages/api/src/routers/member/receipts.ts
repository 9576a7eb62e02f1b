import { ZPaymentReceiptsInput, ZPaymentReceiptsPage } from '@samity/domain';
import { memberProcedure } from '../../procedures';
import { listPaymentReceipts } from '../../services/receipts/receipts.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's own monthly payments with their receipts (the PDFs are /api/receipts/{id}.pdf). */
export const memberReceiptsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/payments',
        "The member's own monthly payments, newest first, each with its receipt number, month, date, method, amount and whether it was paid online or refunded",
        'The receipt of a payment is /api/receipts/{id}.pdf?lang=en|bn.',
      ),
    )
    .input(ZPaymentReceiptsInput)
    .output(ZPaymentReceiptsPage)
    .query(({ ctx, input }) => listPaymentReceipts(ctx, input)),
});
