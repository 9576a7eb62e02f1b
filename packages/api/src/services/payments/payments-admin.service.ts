import {
  type GatewayList,
  type GatewayPaymentEntry,
  type GatewayReconcileResult,
  monthLabelOfIso,
  poishaToTaka,
  type ZGatewayListInput,
} from '@samity/domain';
import type { z } from 'zod';
import { toIso, toIsoOrNull } from '../moments';
import type { AdminContext } from '../service-context';
import type { BkashGateway } from './bkash-client';
import { endPayment, openPaymentsToCheck } from './gateway.queries';
import { type GatewayListRow, listGatewayPayments } from './gateway-desk.queries';
import { monthsOfPayments } from './gateway-months.queries';
import { settlePayment } from './gateway-settle.service';
import type { PaymentsContext } from './online-payments';

/**
 * The finance desk's side of online payments (/GatewayPayments): the list, reconciliation of payments whose
 * payer never came back (docs/payments.md); refunds are in gateway-refund.service.ts.
 */

/** A payment is left to its payer this long before reconciliation asks bKash about it. */
const RECONCILE_AFTER_MS = 5 * 60_000;
/** The timer asks about one open payment at most this often. */
export const RECHECK_AFTER_MS = 5 * 60_000;
const RECONCILE_BATCH = 100;

type PaymentMonthRow = Awaited<ReturnType<typeof monthsOfPayments>>[number];

/** A payment as the desk lists it (also the answer of a refund), with every month it pays. */
function toGatewayEntry(row: GatewayListRow, months: readonly PaymentMonthRow[]): GatewayPaymentEntry {
  return {
    id: row.id,
    invoice: row.invoice,
    payment_id: row.payment_id,
    trx_id: row.trx_id,
    status: row.status,
    detail: row.detail,
    amount: poishaToTaka(row.amount_poisha),
    member_no: row.member_no,
    name: row.name,
    month: monthLabelOfIso(row.month),
    main_id: row.due_id,
    months: months.map((m) => ({
      main_id: m.due_id,
      month: monthLabelOfIso(m.month),
      amount: poishaToTaka(Number(m.amount_poisha)),
    })),
    created_at: toIso(row.created_at),
    completed_at: toIsoOrNull(row.completed_at),
    last_checked_at: toIsoOrNull(row.last_checked_at),
    refunded_amount: poishaToTaka(row.refunded_poisha),
    refunded_at: toIsoOrNull(row.refunded_at),
    monthly_payment_id: row.monthly_payment_id,
    sandbox: row.sandbox,
    reversed: row.reversed,
  };
}

export async function listGateway(
  ctx: AdminContext,
  filter: z.output<typeof ZGatewayListInput>,
): Promise<GatewayList> {
  const { rows, total } = await listGatewayPayments(ctx.db, filter);
  return { entries: await gatewayEntries(ctx.db, rows), total };
}

/** Payments as the desk lists them, their months read in one query. */
export async function gatewayEntries(
  db: AdminContext['db'],
  rows: readonly GatewayListRow[],
): Promise<GatewayPaymentEntry[]> {
  const months = await monthsOfPayments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toGatewayEntry(
      row,
      months.filter((m) => m.gateway_payment_id === row.id),
    ),
  );
}

/**
 * Asks bKash about every payment still open a few minutes after it was created (a closed tab, a lost
 * callback): completed ones are recorded exactly as the callback would, authorised ones executed, and ones
 * past bKash's lifetime expired. `recheckAfterMs` spaces the timer's checks of one payment; the desk's
 * button checks them all.
 */
export async function reconcileGateway(
  ctx: PaymentsContext,
  { recheckAfterMs = 0 }: { recheckAfterMs?: number } = {},
): Promise<GatewayReconcileResult> {
  const result: GatewayReconcileResult = { checked: 0, completed: 0, expired: 0, failed: 0, logs: [] };
  const gateway = ctx.payments.bkash;
  if (!gateway) {
    result.logs.push('bKash is not configured: nothing was checked.');
    return result;
  }
  const now = ctx.now();
  const open = await openPaymentsToCheck(
    ctx.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - recheckAfterMs),
    RECONCILE_BATCH,
  );
  for (const payment of open) {
    result.checked += 1;
    const name = `${payment.invoice}${payment.payment_id ? ` (${payment.payment_id})` : ''}`;
    if (!payment.payment_id) {
      // bKash never gave this payment an id, so the payer never reached bKash's page.
      await endPayment(ctx.db, payment.id, {
        status: 'failed',
        detail: 'bKash never created this payment',
        checkedAt: now,
      });
      result.failed += 1;
      result.logs.push(`${name}: failed, bKash never created it.`);
      continue;
    }
    const settled = await settleSafely(ctx, gateway, payment);
    if (settled.result === 'paid') {
      result.completed += 1;
      result.logs.push(`${name}: completed, recorded as monthly payment ${settled.monthlyPaymentId}.`);
    } else if (settled.result === 'unrecorded') {
      result.completed += 1;
      result.logs.push(`${name}: completed at bKash but the month was already paid: refund it.`);
    } else if (settled.result === 'expired') {
      result.expired += 1;
      result.logs.push(`${name}: expired.`);
    } else if (settled.result === 'pending') {
      result.logs.push(`${name}: still open (${settled.detail}).`);
    } else {
      result.failed += 1;
      result.logs.push(`${name}: ${settled.result} (${settled.detail}).`);
    }
  }
  if (result.checked === 0) result.logs.push('No open payments to check.');
  ctx.log.info({ event: 'payments.reconciled', ...result, logs: undefined }, 'bKash payments reconciled');
  return result;
}

/** One payment's check; a failure of one (a database error) is logged and does not stop the others. */
async function settleSafely(
  ctx: PaymentsContext,
  gateway: BkashGateway,
  payment: Parameters<typeof settlePayment>[2],
) {
  try {
    return await settlePayment(ctx, gateway, payment, 'check');
  } catch (error) {
    ctx.log.error(
      { event: 'payments.reconcile_failed', err: error, gatewayPaymentId: payment.id },
      'check failed',
    );
    return { result: 'pending' as const, detail: 'the check failed; see the server log' };
  }
}
