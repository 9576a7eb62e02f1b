import {
  ZGatewayList,
  ZGatewayListInput,
  ZGatewayPaymentEntry,
  ZGatewayReconcileResult,
  ZGatewayRefundInput,
  ZReverseInput,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { refundGatewayPayment } from '../../services/payments/gateway-refund.service';
import { reverseGatewayPayment } from '../../services/payments/gateway-reversal.service';
import { listGateway, reconcileGateway } from '../../services/payments/payments-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Online payments as the finance desk watches them (/GatewayPayments): Finance_Access and above. */
export const financePaymentsRouter = router({
  list: adminProcedure('gatewayPayments')
    .meta(
      rest(
        'finance',
        'GET',
        '/gateway-payments',
        'bKash payments, newest first, with member, month, status, last check and refund',
        'status filters (created, completed, failed, cancelled, expired). monthly_payment_id is the monthly ' +
          'payment a completed payment recorded; a completed payment without one was paid at bKash for a ' +
          'month already paid, and is to be refunded.',
      ),
    )
    .input(ZGatewayListInput)
    .output(ZGatewayList)
    .query(({ ctx, input }) => listGateway(ctx, input)),

  reconcile: adminProcedure('gatewayPayments')
    .meta(
      rest(
        'finance',
        'POST',
        '/gateway-payments/reconcile',
        'Asks bKash about every payment still open a few minutes after it was created',
        'Completed ones are recorded (once), ones the payer authorised without coming back are executed, ' +
          'expired and failed ones are marked so; the rest stay open. The server also does this on its own ' +
          'every few minutes. Recorded payments are audited.',
      ),
    )
    .input(z.void())
    .output(ZGatewayReconcileResult)
    .mutation(({ ctx }) => reconcileGateway(ctx)),

  refund: adminProcedure('gatewayPayments')
    .meta(
      rest(
        'finance',
        'POST',
        '/gateway-payments/{id}/refund',
        'Refunds a completed bKash payment (all of it, or amount taka of the month main_id names)',
        'Within 15 days of the payment. Only a refund bKash confirms is recorded: its refund transaction and ' +
          'a reversal of the monthly payment, so the month is due again; audited. 409 for a payment not ' +
          'completed, already refunded, too old, or a refund bKash refused; 503 when bKash did not answer ' +
          '(asking again never refunds twice).',
      ),
    )
    .input(ZGatewayRefundInput)
    .output(ZGatewayPaymentEntry)
    .mutation(({ ctx, input }) => refundGatewayPayment(ctx, input)),

  reverse: adminProcedure('gatewayPayments')
    .meta(
      rest(
        'finance',
        'POST',
        '/gateway-payments/{id}/reverse',
        'Reverses the monthly payments a completed bKash payment recorded, with the reason (no money moves)',
        'A correction at the desk, for a payment recorded in error: each month it paid is reversed, dated ' +
          'today, and due again; the gateway payment itself is never changed (money to return goes through ' +
          'the refund). Audited. 404 payments.notFound; 409 payments.notReversible for a payment not ' +
          'completed or that recorded nothing, reversal.alreadyReversed when every month is reversed already.',
      ),
    )
    .input(ZReverseInput)
    .output(ZGatewayPaymentEntry)
    .mutation(({ ctx, input }) => reverseGatewayPayment(ctx, input)),
});
