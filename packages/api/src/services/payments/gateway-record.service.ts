import { todayInDhaka } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { insertPayment, lockStillDue } from '../monthly/monthly.queries';
import { notifyPaymentsRecorded } from '../notifications/event-messages';
import { type GatewayPaymentRow, lockGatewayPayment, markCompleted } from './gateway.queries';
import { monthsOfPayment } from './gateway-months.queries';
import type { PaymentsContext } from './online-payments';

/** One month a settled payment recorded: its due row, the monthly payment written, and the amount. */
export interface RecordedMonth {
  dueId: number;
  monthlyPaymentId: number;
  amountPoisha: number;
}

/** Thrown inside the recording transaction when another caller recorded the payment first: roll back. */
export class AlreadyRecorded extends Error {}

/**
 * In one transaction, after bKash confirmed the payment: the gateway payment locked and found still open,
 * then each of its months, oldest first, locked like the finance desk locks a row, and, only when every
 * month still has at least its allocated amount due, one monthly payment per month (through the desk's own
 * insert, so each gets its receipt number) and the gateway payment completed with its unique trxID, audited.
 * If any month was paid meanwhile (cash at the desk), nothing is recorded for any month: the money bKash took
 * stays whole on the completed gateway payment, whose detail says to refund it. All or nothing keeps every
 * month exact and the refund one amount; a month is never overpaid and money is never split by a guess.
 */
export async function recordSettled(
  ctx: PaymentsContext,
  payment: GatewayPaymentRow,
  settled: { trxId: string; response: object; checking: boolean },
): Promise<{ months: RecordedMonth[]; detail: string | null }> {
  const at = ctx.now();
  const { trxId, response, checking } = settled;
  return withAudit(
    ctx,
    (r: { months: RecordedMonth[]; detail: string | null }) => ({
      action: 'gateway.payment.complete',
      entity: 'gateway_payments',
      entityId: payment.id,
      after: {
        invoice: payment.invoice,
        payment_id: payment.payment_id,
        trx_id: trxId,
        member_id: payment.member_id,
        due_id: payment.due_id,
        amount_poisha: payment.amount_poisha,
        monthly_payment_id: r.months[0]?.monthlyPaymentId ?? null,
        months: r.months.map((m) => ({
          due_id: m.dueId,
          monthly_payment_id: m.monthlyPaymentId,
          amount_poisha: m.amountPoisha,
        })),
        detail: r.detail,
      },
    }),
    async (tx) => {
      const current = await lockGatewayPayment(tx, payment.id);
      if (current.status === 'completed') throw new AlreadyRecorded();
      const months = await monthsOfPayment(tx, payment.id);
      const allocated = months.reduce((sum, m) => sum + Number(m.amount_poisha), 0);
      let owed = months.length > 0 && allocated === payment.amount_poisha;
      // Locked in month order, as every payment of several months does: two of them never wait on each other.
      for (const month of months) {
        const row = await lockStillDue(tx, month.due_id);
        if (!row || Number(month.amount_poisha) > row.stillDue) owed = false;
      }
      const checkedAt = checking ? at : undefined;
      if (!owed) {
        const detail =
          months.length > 1
            ? 'A month of this payment was already paid when bKash confirmed it: nothing recorded, refund it.'
            : 'The month was already paid when bKash confirmed this payment: refund it.';
        await markCompleted(tx, payment.id, { trxId, at, response, detail, checkedAt });
        return { months: [], detail };
      }
      const recorded: RecordedMonth[] = [];
      for (const month of months) {
        const inserted = await insertPayment(tx, {
          dueId: month.due_id,
          date: todayInDhaka(at),
          method: 'bkash',
          note: `bKash ${trxId}`,
          amountPoisha: Number(month.amount_poisha),
          createdBy: null,
          at,
          gatewayPaymentId: payment.id,
        });
        recorded.push({
          dueId: month.due_id,
          monthlyPaymentId: inserted.id,
          amountPoisha: Number(month.amount_poisha),
        });
      }
      // One message for the payment, however many months it paid.
      await notifyPaymentsRecorded(
        tx,
        ctx,
        recorded.map((m) => m.monthlyPaymentId),
      );
      await markCompleted(tx, payment.id, { trxId, at, response, detail: null, checkedAt });
      return { months: recorded, detail: null };
    },
  );
}
