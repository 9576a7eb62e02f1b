import { AppError, type GatewayPaymentEntry } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { reversalOfPayment } from '../monthly/monthly-reversal.queries';
import { lockForReversal, takeBackPayment } from '../monthly/monthly-reversal.service';
import type { AdminContext } from '../service-context';
import { alreadyReversed, reversalDate } from '../shared/reversals.service';
import { findGatewayPaymentById, lockGatewayPayment } from './gateway.queries';
import { gatewayListRow } from './gateway-desk.queries';
import { monthlyPaymentsOfGateway } from './gateway-months.queries';
import { gatewayEntries } from './payments-admin.service';

/**
 * Reversing a bKash payment at the desk (docs/payments.md, How a correction is made): a payment recorded in
 * error is taken back month by month, each month's payment reversed whole, dated today, with the reason. No
 * money moves at bKash (that is the refund) and the gateway payment row is never changed. Months reversed
 * already (a refund, a desk correction) are left as they are; when none is left, a 409.
 */
export async function reverseGatewayPayment(
  ctx: AdminContext,
  input: { id: number; reason: string },
): Promise<GatewayPaymentEntry> {
  const found = await findGatewayPaymentById(ctx.db, input.id);
  if (!found) throw new AppError('NOT_FOUND', 'payments.notFound', 'No such bKash payment.');
  type Done = { reversals: number[]; date: string };
  const audit = ({ reversals, date }: Done) => ({
    action: 'gateway.payment.reverse',
    entity: 'gateway_payments',
    entityId: input.id,
    before: { status: found.status, trx_id: found.trx_id },
    after: { reversal_ids: reversals, date, reason: input.reason },
  });
  await withAudit(ctx, audit, async (tx): Promise<Done> => {
    const payment = await lockGatewayPayment(tx, input.id);
    const recorded = payment.status === 'completed' ? await monthlyPaymentsOfGateway(tx, payment.id) : [];
    if (recorded.length === 0)
      throw new AppError(
        'CONFLICT',
        'payments.notReversible',
        'Only a completed bKash payment that recorded a monthly payment can be reversed.',
      );
    const date = await reversalDate(tx, ctx);
    const reversals: number[] = [];
    let lastReversal: number | null = null;
    for (const paid of recorded) {
      const existing = await reversalOfPayment(tx, paid.id);
      if (existing) {
        lastReversal = existing.id;
        continue;
      }
      const locked = await lockForReversal(tx, paid.id, paid.due_id);
      reversals.push(await takeBackPayment(tx, ctx, locked, input.reason));
    }
    if (reversals.length === 0) throw alreadyReversed(lastReversal!);
    return { reversals, date };
  });
  const [entry] = await gatewayEntries(ctx.db, [await gatewayListRow(ctx.db, input.id)]);
  if (!entry) throw new Error(`Gateway payment ${input.id} vanished after its reversal`);
  return entry;
}
