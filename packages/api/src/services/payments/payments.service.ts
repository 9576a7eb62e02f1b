import { randomBytes } from 'node:crypto';
import {
  AppError,
  type BkashCreateResult,
  type PaymentCompleteResult,
  type PaymentMethods,
  type PaymentResult,
  poishaToTaka,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { authError } from '../auth/auth-errors';
import { lockStillDue } from '../monthly/monthly.queries';
import { enforceRateLimit } from '../rate-limit/rate-limit.service';
import type { MemberContext } from '../service-context';
import { bkashAmountToPoisha } from './bkash-client';
import { type BkashReply, isSuccess, statusMessageOf } from './bkash-http';
import {
  endPayment,
  findGatewayPaymentByPaymentId,
  insertGatewayPayment,
  setPaymentId,
} from './gateway.queries';
import { dueRowsForPayment, insertPaymentMonths } from './gateway-months.queries';
import { resultOfStored, type SettleResult, settlePayment } from './gateway-settle.service';
import { bkashOf, type OnlinePayments, type PaymentsContext } from './online-payments';

/**
 * A member paying a monthly row online (docs/payments.md). The member and the amount come from the server:
 * the member from the session, the amount from what is still due on the row. A payment counts only once
 * bKash itself confirmed it (gateway-settle.service.ts).
 */

type MemberPaymentsContext = MemberContext & { payments: OnlinePayments };

export function paymentMethods(ctx: { payments: OnlinePayments }): PaymentMethods {
  const bkash = ctx.payments.bkash;
  return { bkash: bkash !== null, sandbox: bkash?.sandbox ?? false };
}

/**
 * Payments one member may start in an hour: far above honest use (a few retries a month), low enough that a
 * stuck script or a stolen session cannot flood bKash and the finance desk's list. Over it: 429.
 */
const CREATE_LIMIT = { name: 'member-bkash-create', limit: 30, windowSeconds: 3600 } as const;

const rowNotFound = () =>
  new AppError('NOT_FOUND', 'monthly.rowNotFound', 'Monthly contribution row not found.');

function refuseOtherMember(ctx: MemberContext, action: string): never {
  ctx.log.warn(
    { event: 'auth.denied', action, reason: 'other_member', memberId: ctx.actor.memberId },
    'access denied: another member',
  );
  throw authError('FORBIDDEN', 'notYourAccount');
}

/** Our invoice number for bKash (merchantInvoiceNumber): opaque, unique, no member data in it. */
function newInvoice(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `SMT${day}${randomBytes(6).toString('hex').toUpperCase()}`;
}

const isWebAddress = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Starts a bKash payment of what is still due on one of the member's rows. The payment is stored (created,
 * with its own invoice number) before bKash is asked, so every payment bKash knows of is ours to reconcile;
 * the browser then goes to bkashURL.
 */
export function createBkashPayment(ctx: MemberPaymentsContext, dueId: number): Promise<BkashCreateResult> {
  return startPayment(ctx, [dueId], { action: 'member.payments.bkashCreate' });
}

/**
 * "Pay all dues": one bKash payment of what is still due on several of the member's rows, each month
 * allocated what is still due on it, oldest first. The amount the member was shown (amountPoisha) must be
 * that sum, counted under the rows' locks: otherwise the dues changed since the page was read and nothing
 * is started (409).
 */
export function createBkashPaymentOfMonths(
  ctx: MemberPaymentsContext,
  dueIds: readonly number[],
  amountPoisha: number,
): Promise<BkashCreateResult> {
  return startPayment(ctx, dueIds, { action: 'member.payments.bkashCreateAll', amountPoisha });
}

async function startPayment(
  ctx: MemberPaymentsContext,
  dueIds: readonly number[],
  ask: { action: string; amountPoisha?: number },
): Promise<BkashCreateResult> {
  const gateway = bkashOf(ctx);
  const rows = await dueRowsForPayment(ctx.db, dueIds, ctx.now());
  if (rows.length !== new Set(dueIds).size || rows.length === 0) throw rowNotFound();
  if (rows.some((r) => r.member_id !== ctx.actor.memberId)) refuseOtherMember(ctx, ask.action);
  // A month that has not started is not yet due (its book was made ahead): nothing to pay until it starts.
  if (rows.some((r) => !r.started))
    throw new AppError('CONFLICT', 'monthly.notYetDue', 'This month has not started yet; it is not due.');
  // Oldest month first: the order the months are allocated, locked, recorded and shown on the receipt.
  const ordered = [...rows].sort((a, b) => String(a.month).localeCompare(String(b.month)) || a.id - b.id);
  await enforceRateLimit(ctx.db, CREATE_LIMIT, String(ctx.actor.memberId), ctx.now());
  const at = ctx.now();
  const invoice = newInvoice(at);
  const created = await withAudit(
    ctx,
    (stored: { id: number; amountPoisha: number; months: { dueId: number; amountPoisha: number }[] }) => ({
      action: 'gateway.payment.create',
      entity: 'gateway_payments',
      entityId: stored.id,
      after: {
        invoice,
        due_id: stored.months[0]?.dueId,
        member_id: ctx.actor.memberId,
        amount_poisha: stored.amountPoisha,
        months: stored.months.map((m) => ({ due_id: m.dueId, amount_poisha: m.amountPoisha })),
        sandbox: gateway.sandbox,
      },
    }),
    async (tx) => {
      const months: { dueId: number; amountPoisha: number }[] = [];
      for (const row of ordered) {
        const locked = await lockStillDue(tx, row.id);
        if (!locked) throw rowNotFound();
        if (locked.stillDue === 0)
          throw new AppError('CONFLICT', 'monthly.alreadyPaid', 'This month is already paid.');
        months.push({ dueId: row.id, amountPoisha: locked.stillDue });
      }
      const amountPoisha = months.reduce((sum, m) => sum + m.amountPoisha, 0);
      if (ask.amountPoisha !== undefined && ask.amountPoisha !== amountPoisha)
        throw new AppError(
          'CONFLICT',
          'payments.amountChanged',
          `Your dues have changed: ${poishaToTaka(amountPoisha)} taka is due now. Please check and pay again.`,
        );
      const first = months[0];
      if (!first) throw rowNotFound();
      const { id } = await insertGatewayPayment(tx, {
        invoice,
        dueId: first.dueId,
        memberId: ctx.actor.memberId,
        amountPoisha,
        at,
        // Marked for good: a sandbox takes no money, whatever the settings are later.
        sandbox: gateway.sandbox,
      });
      await insertPaymentMonths(tx, id, months);
      return { id, amountPoisha, months };
    },
  );

  let reply: BkashReply;
  try {
    reply = await gateway.create({
      amountPoisha: created.amountPoisha,
      invoice,
      payerReference: ctx.actor.memberNo,
      callbackURL: ctx.payments.callbackUrl,
    });
  } catch (error) {
    // No token (bKash refused or did not answer): the payment never reached bKash.
    await endPayment(ctx.db, created.id, { status: 'failed', detail: 'bKash could not be reached' });
    throw error;
  }
  const body = reply.kind === 'json' ? reply.body : {};
  const fine =
    isSuccess(reply) &&
    typeof body.paymentID === 'string' &&
    body.paymentID.length > 0 &&
    isWebAddress(body.bkashURL) &&
    bkashAmountToPoisha(body.amount) === created.amountPoisha &&
    body.merchantInvoiceNumber === invoice;
  if (!fine) {
    await endPayment(ctx.db, created.id, {
      status: 'failed',
      detail: `bKash did not create the payment: ${statusMessageOf(reply)}`,
      response: reply.kind === 'json' ? reply.body : { unusable: reply.reason },
    });
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'payments.createFailed',
      'bKash could not start the payment. Please try again.',
    );
  }
  await setPaymentId(ctx.db, created.id, body.paymentID as string, body);
  ctx.log.info(
    { event: 'payments.created', gatewayPaymentId: created.id, paymentID: body.paymentID, invoice },
    'bKash payment created',
  );
  return { paymentID: body.paymentID as string, bkashURL: body.bkashURL as string };
}

const NOT_CONFIRMED: Record<Exclude<SettleResult['result'], 'paid'>, string> = {
  pending: 'bKash has not confirmed this payment.',
  cancelled: 'This payment was cancelled.',
  failed: 'This payment failed.',
  expired: 'This payment has expired.',
  unrecorded: 'The month was already paid; this payment will be refunded.',
};

/**
 * POST /monthly-payment-complete: records the payment only when bKash confirms it (the same settling as the
 * callback). A claim bKash does not confirm is a 409 and writes nothing; an unknown paymentID is a 404, and
 * another member's a 403.
 */
export async function completeBkashPayment(
  ctx: MemberPaymentsContext,
  paymentID: string,
): Promise<PaymentCompleteResult> {
  const payment = await findGatewayPaymentByPaymentId(ctx.db, paymentID);
  if (!payment) throw new AppError('NOT_FOUND', 'payments.notFound', 'No such bKash payment.');
  if (payment.member_id !== ctx.actor.memberId) refuseOtherMember(ctx, 'member.payments.complete');
  const settled =
    payment.status === 'completed'
      ? await resultOfStored(ctx.db, payment.id)
      : await settlePayment(ctx, bkashOf(ctx), payment, 'execute');
  if (settled.result !== 'paid')
    throw new AppError('CONFLICT', 'payments.notConfirmed', NOT_CONFIRMED[settled.result]);
  return {
    status: 'paid',
    paymentID,
    trx_id: settled.trxId,
    main_id: settled.dueId,
    monthly_payment_id: settled.monthlyPaymentId,
    amount: poishaToTaka(settled.amountPoisha),
    months: settled.months.map((m) => ({
      main_id: m.dueId,
      monthly_payment_id: m.monthlyPaymentId,
      amount: poishaToTaka(m.amountPoisha),
    })),
  };
}

/**
 * bKash sent the payer back (GET /api/payments/bkash/callback). Nothing in the request is trusted: the
 * payment is found by its paymentID, success is only what bKash answers to our own execute (or status) call,
 * and cancel or failure ends an open payment without ever undoing a completed one.
 */
export async function handleBkashCallback(
  ctx: PaymentsContext,
  params: { paymentID: string | undefined; status: string | undefined },
): Promise<{ result: PaymentResult; receipt?: number }> {
  const paymentID = params.paymentID?.trim() ?? '';
  const payment =
    paymentID && paymentID.length <= 100 ? await findGatewayPaymentByPaymentId(ctx.db, paymentID) : undefined;
  if (!payment) {
    ctx.log.warn(
      { event: 'payments.callback_unknown', paymentID: paymentID.slice(0, 100), status: params.status },
      'bKash callback for an unknown payment',
    );
    return { result: 'failed' };
  }
  let settled: SettleResult;
  if (payment.status === 'completed') settled = await resultOfStored(ctx.db, payment.id);
  else if (params.status === 'success') {
    if (!ctx.payments.bkash) return { result: 'failed' };
    settled = await settlePayment(ctx, ctx.payments.bkash, payment, 'execute');
  } else if (params.status === 'cancel' || params.status === 'failure') {
    const status = params.status === 'cancel' ? 'cancelled' : 'failed';
    await endPayment(ctx.db, payment.id, {
      status,
      detail: status === 'cancelled' ? 'The payer cancelled at bKash' : 'bKash reported a failure',
    });
    settled = await resultOfStored(ctx.db, payment.id);
  } else settled = { result: 'failed', detail: 'unknown status' };
  ctx.log.info(
    {
      event: 'payments.callback',
      gatewayPaymentId: payment.id,
      status: params.status,
      result: settled.result,
    },
    'bKash callback handled',
  );
  if (settled.result === 'paid') return { result: 'paid', receipt: settled.monthlyPaymentId };
  return { result: settled.result === 'cancelled' ? 'cancelled' : 'failed' };
}
