import type { Db } from '@samity/db';
import type { BkashGateway } from './bkash-client';
import { type BkashReply, statusCodeOf, statusMessageOf } from './bkash-http';
import { PAYER_REFUSAL_CODES, payerAuthorised, saysCompleted, verifyCompleted } from './bkash-verify';
import {
  claimPayment,
  endPayment,
  findGatewayPaymentById,
  type GatewayPaymentRow,
  noteCheck,
  paymentState,
  releasePayment,
} from './gateway.queries';
import { monthlyPaymentsOfGateway, monthsOfPayment } from './gateway-months.queries';
import { AlreadyRecorded, type RecordedMonth, recordSettled } from './gateway-record.service';
import type { PaymentsContext } from './online-payments';

/**
 * Settling a bKash payment: the one place that decides, from bKash's own answers and never from what a
 * browser says, whether a payment counts. Used by the callback, by POST /monthly-payment-complete and by
 * reconciliation. docs/payments.md tells the whole story.
 */

/** How long one caller may talk to bKash about a payment before another may (two calls at most, with slack). */
const LEASE_MS = 75_000;
/** bKash lets a payment be finished for 24 hours after it was created. */
const PAYMENT_LIFETIME_MS = 24 * 3_600_000;

export type SettleResult =
  | {
      result: 'paid';
      gatewayPaymentId: number;
      monthlyPaymentId: number;
      dueId: number;
      trxId: string;
      amountPoisha: number;
      /** Every month paid, oldest first (one for a single month's payment); the first leads. */
      months: RecordedMonth[];
    }
  | { result: 'cancelled' | 'failed' | 'expired'; detail: string }
  /** Not confirmed (yet): nothing was recorded and the payment stays open. */
  | { result: 'pending'; detail: string }
  /** bKash took the money but the month was already paid: nothing recorded, to be refunded. */
  | { result: 'unrecorded'; detail: string };

/**
 * `execute`: the payer came back saying success (callback, complete): execute it, and ask for its status
 * only if execute gave no usable answer. `check`: reconciliation asks for the status first and executes
 * only a payment the payer authorised whose callback never came.
 */
export type SettleMode = 'execute' | 'check';

export async function settlePayment(
  ctx: PaymentsContext,
  gateway: BkashGateway,
  payment: GatewayPaymentRow,
  mode: SettleMode,
): Promise<SettleResult> {
  if (payment.status === 'completed') return resultOfStored(ctx.db, payment.id);
  if (!payment.payment_id) return { result: 'failed', detail: 'bKash never created this payment' };
  const now = ctx.now();
  if (!(await claimPayment(ctx.db, payment.id, now, new Date(now.getTime() + LEASE_MS))))
    return waitForOther(ctx.db, payment.id);
  try {
    // Read again under the lease: another caller may have settled it since it was first read.
    const current = await findGatewayPaymentById(ctx.db, payment.id);
    if (!current || current.status === 'completed') return await resultOfStored(ctx.db, payment.id);
    const settle = new Settling(ctx, gateway, { ...current, payment_id: payment.payment_id });
    return mode === 'execute' ? await settle.byExecute() : await settle.byCheck();
  } finally {
    await releasePayment(ctx.db, payment.id);
  }
}

/** What the stored payment says now (another caller settled it, or it had ended before). */
export async function resultOfStored(db: Db, id: number): Promise<SettleResult> {
  const { status } = await paymentState(db, id);
  if (status === 'created') return { result: 'pending', detail: 'Not confirmed by bKash yet' };
  if (status !== 'completed') return { result: status, detail: `The payment is ${status}` };
  const recorded = await monthlyPaymentsOfGateway(db, id);
  const stored = await findGatewayPaymentById(db, id);
  if (!stored) throw new Error(`Gateway payment ${id} vanished while its result was read`);
  const first = recorded[0];
  if (!first)
    return {
      result: 'unrecorded',
      detail: 'Completed at bKash but not recorded: the month was already paid',
    };
  return {
    result: 'paid',
    gatewayPaymentId: id,
    monthlyPaymentId: first.id,
    dueId: first.due_id,
    trxId: stored.trx_id ?? '',
    amountPoisha: stored.amount_poisha,
    months: recorded.map((p) => ({
      dueId: p.due_id,
      monthlyPaymentId: p.id,
      amountPoisha: Number(p.amount_poisha),
    })),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Another caller holds the lease: wait (real time) until it lets go, then read what it concluded. */
async function waitForOther(db: Db, id: number): Promise<SettleResult> {
  const deadline = Date.now() + LEASE_MS + 5_000;
  while (Date.now() < deadline) {
    const state = await paymentState(db, id);
    if (state.status === 'completed' || state.claimed_until === null) break;
    await sleep(100);
  }
  return resultOfStored(db, id);
}

class Settling {
  constructor(
    private readonly ctx: PaymentsContext,
    private readonly gateway: BkashGateway,
    private readonly payment: GatewayPaymentRow & { payment_id: string },
  ) {}

  private get stored() {
    return {
      paymentId: this.payment.payment_id,
      amountPoisha: this.payment.amount_poisha,
      invoice: this.payment.invoice,
    };
  }

  private log(level: 'info' | 'warn' | 'error', event: string, fields: object, message: string) {
    this.ctx.log[level](
      { event, gatewayPaymentId: this.payment.id, paymentID: this.payment.payment_id, ...fields },
      message,
    );
  }

  async byExecute(): Promise<SettleResult> {
    const changed = await this.duesChanged(false);
    if (changed) return changed;
    return this.afterExecute(await this.gateway.execute(this.payment.payment_id), false);
  }

  /**
   * Before bKash is asked to take the money: every month must still have at least its allocated amount due.
   * If one was paid meanwhile (cash at the desk), execute is never called, so no money moves, and the payment
   * ends failed. The recording checks again under the rows' locks for what happens during the call itself.
   */
  private async duesChanged(checking: boolean): Promise<SettleResult | null> {
    const months = await monthsOfPayment(this.ctx.db, this.payment.id);
    const allocated = months.reduce((sum, m) => sum + Number(m.amount_poisha), 0);
    const owed =
      months.length > 0 &&
      allocated === this.payment.amount_poisha &&
      months.every((m) => Number(m.still_due) >= Number(m.amount_poisha));
    if (owed) return null;
    const detail = 'The dues changed after this payment was started: not executed, no money taken.';
    await endPayment(this.ctx.db, this.payment.id, {
      status: 'failed',
      detail,
      checkedAt: checking ? this.ctx.now() : undefined,
    });
    this.log('warn', 'payments.dues_changed', {}, detail);
    return resultOfStored(this.ctx.db, this.payment.id);
  }

  async byCheck(): Promise<SettleResult> {
    const status = await this.gateway.query(this.payment.payment_id);
    if (!payerAuthorised(status)) return this.fromStatus(status, true);
    // The payer finished on bKash's page but the callback never reached us (a closed tab).
    const changed = await this.duesChanged(true);
    if (changed) return changed;
    this.log('info', 'payments.execute_lost_callback', {}, 'executing a payment whose callback was lost');
    return this.afterExecute(await this.gateway.execute(this.payment.payment_id), true);
  }

  /**
   * Completed: verified and recorded. The payer's wallet or PIN said no: failed. Anything else asks for the
   * status: no usable answer (a timeout, a dropped connection, a system error) may hide an execute that went
   * through, "already executed" needs the status's trxID, and a refusal such as 2056 (Invalid Payment State)
   * does not say whether the payer has not authorised it yet or it expired. Never failed only because
   * execute gave no answer; a payment still open stays open.
   */
  private async afterExecute(executed: BkashReply, checking: boolean): Promise<SettleResult> {
    const code = statusCodeOf(executed);
    if (saysCompleted(executed)) return this.conclude(executed, checking);
    if (code !== null && PAYER_REFUSAL_CODES.has(code)) return this.end('failed', executed, checking);
    return this.fromStatus(await this.gateway.query(this.payment.payment_id), checking);
  }

  /** Reads a status answer: completed, ended, or still open. */
  private async fromStatus(status: BkashReply, checking: boolean): Promise<SettleResult> {
    if (saysCompleted(status)) return this.conclude(status, checking);
    if (status.kind === 'json' && statusCodeOf(status) === '0000') {
      const state = String(status.body.transactionStatus ?? '');
      if (state === 'Expired') return this.end('expired', status, checking);
      if (state === 'Cancelled') return this.end('cancelled', status, checking);
      if (state === 'Failed') return this.end('failed', status, checking);
    }
    return this.stillOpen(status, checking);
  }

  /** Not completed: past bKash's lifetime the payment has expired; before, it stays open. */
  private async stillOpen(reply: BkashReply, checking: boolean): Promise<SettleResult> {
    const age = this.ctx.now().getTime() - new Date(this.payment.created_at).getTime();
    if (checking && age > PAYMENT_LIFETIME_MS) return this.end('expired', reply, checking);
    // A payment already ended here (a cancel came back first) keeps its end.
    if (this.payment.status !== 'created') return resultOfStored(this.ctx.db, this.payment.id);
    const state = reply.kind === 'json' ? String(reply.body.transactionStatus ?? '') : '';
    const detail = `bKash: ${state ? `${state}, ` : ''}${statusMessageOf(reply)}`;
    if (checking)
      await noteCheck(this.ctx.db, this.payment.id, {
        at: this.ctx.now(),
        detail,
        response: reply.kind === 'json' ? reply.body : undefined,
      });
    return { result: 'pending', detail };
  }

  private async end(
    status: 'failed' | 'cancelled' | 'expired',
    reply: BkashReply,
    checking: boolean,
    detail = `bKash: ${statusMessageOf(reply)}`,
  ): Promise<SettleResult> {
    await endPayment(this.ctx.db, this.payment.id, {
      status,
      detail,
      response: reply.kind === 'json' ? reply.body : { unusable: reply.reason },
      checkedAt: checking ? this.ctx.now() : undefined,
    });
    this.log('info', 'payments.ended', { status, detail }, `bKash payment ${status}`);
    return resultOfStored(this.ctx.db, this.payment.id);
  }

  /** bKash says Completed: verify every field against what we stored, then record. */
  private async conclude(reply: BkashReply, checking: boolean): Promise<SettleResult> {
    const verdict = verifyCompleted(reply, this.stored);
    if (!verdict.ok) {
      // Money may have moved, but not the payment we asked for: no credit, an alert, the answer kept.
      const detail = `bKash's answer does not match the payment: ${verdict.problems.join(', ')}`;
      this.log('error', 'payments.verification_failed', { problems: verdict.problems }, detail);
      return this.end('failed', reply, checking, detail);
    }
    try {
      return await this.record(verdict.trxId, reply.kind === 'json' ? reply.body : {}, checking);
    } catch (error) {
      if (error instanceof AlreadyRecorded) return resultOfStored(this.ctx.db, this.payment.id);
      if ((error as { code?: string }).code === '23505') {
        const detail = `bKash's transaction ${verdict.trxId} is already recorded for another payment`;
        this.log('error', 'payments.duplicate_trx', { trxId: verdict.trxId }, detail);
        return this.end('failed', reply, checking, detail);
      }
      throw error;
    }
  }

  private async record(trxId: string, response: object, checking: boolean): Promise<SettleResult> {
    const { payment } = this;
    const recorded = await recordSettled(this.ctx, payment, { trxId, response, checking });
    const first = recorded.months[0];
    if (!first) {
      this.log('error', 'payments.unrecorded', { trxId }, recorded.detail ?? 'not recorded');
      return { result: 'unrecorded', detail: recorded.detail ?? '' };
    }
    this.log(
      'info',
      'payments.recorded',
      { trxId, monthlyPaymentIds: recorded.months.map((m) => m.monthlyPaymentId) },
      'bKash payment recorded',
    );
    return {
      result: 'paid',
      gatewayPaymentId: payment.id,
      monthlyPaymentId: first.monthlyPaymentId,
      dueId: first.dueId,
      trxId,
      amountPoisha: payment.amount_poisha,
      months: recorded.months,
    };
  }
}
