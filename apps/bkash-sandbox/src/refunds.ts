import { business, configured, isPresent, type Outcome } from './answers.js';
import { amountText, bkashTime, parseAmount } from './format.js';
import { refundedPoisha, type SandboxStore } from './store.js';
import type { Payment, Refund } from './types.js';

type Body = Record<string, unknown>;

/** The payment a refund or refund-status call names, or the refusal. */
function refundTarget(store: SandboxStore, body: Body, appKey: string): Payment | Outcome {
  if (!isPresent(body.paymentID) || !isPresent(body.trxID)) return business('2065');
  const payment = store.find(body.paymentID, appKey);
  if (!payment) return business('2002');
  if (payment.state !== 'completed') return business('2056');
  if (payment.trxID !== body.trxID) return business('2033');
  return payment;
}

function refundAnswer(payment: Payment, refund: Refund): Outcome {
  return business('0000', {
    originalTrxID: payment.trxID,
    refundTrxID: refund.refundTrxID,
    transactionStatus: 'Completed',
    amount: refund.amount,
    currency: payment.currency,
    charge: '0.00',
    completedTime: bkashTime(refund.completedAt),
  });
}

/** Refund: gives back part or all of a completed payment, within the refund window, never more than was paid. */
export function refund(store: SandboxStore, body: Body, appKey: string): Outcome {
  const target = refundTarget(store, body, appKey);
  if (!('paymentID' in target)) return target;
  const payment = target;
  if (!isPresent(body.sku) || !isPresent(body.reason)) return business('2065');
  const poisha = parseAmount(body.amount);
  if (poisha === null || poisha <= 0) return business('2006');
  const windowMs = store.settings.refundWindowDays * 24 * 3600 * 1000;
  if (store.now() - (payment.executedAt ?? 0) > windowMs) {
    const { statusCode, statusMessage } = store.settings.refundTooOld;
    return configured(statusCode, statusMessage);
  }
  const refunded = refundedPoisha(payment);
  if (refunded >= payment.poisha) return business('2034');
  if (poisha > payment.poisha - refunded) return business('2026');
  const made: Refund = {
    refundTrxID: store.newTrxID(),
    amount: amountText(body.amount),
    poisha,
    sku: String(body.sku),
    reason: String(body.reason),
    completedAt: store.now(),
  };
  payment.refunds.push(made);
  return refundAnswer(payment, made);
}

/** Refund status: the latest refund of a payment (bKash answers about one refund only). */
export function refundStatus(store: SandboxStore, body: Body, appKey: string): Outcome {
  const target = refundTarget(store, body, appKey);
  if (!('paymentID' in target)) return target;
  const latest = target.refunds.at(-1);
  if (!latest) return business('2033');
  return refundAnswer(target, latest);
}
