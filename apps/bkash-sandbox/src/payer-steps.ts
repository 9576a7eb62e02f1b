import {
  FAILURE_WALLETS,
  MAX_OTP_TRIES,
  MAX_PIN_TRIES,
  SANDBOX_OTP,
  SANDBOX_PIN,
  SANDBOX_WALLETS,
  type StatusCode,
} from './constants.js';
import { callbackWith, formatPoisha } from './format.js';
import type { SandboxStore } from './store.js';
import type { PageResult, PayerStep, Payment, PaymentView } from './types.js';

type ReturnStatus = 'success' | 'failure' | 'cancel';
/** An ended payment's page, with where "Return to merchant" sends the payer. */
type Ended = Extract<PageResult, { kind: 'ended' }> & { returnStatus: ReturnStatus };

function view(payment: Payment): PaymentView {
  return {
    paymentID: payment.paymentID,
    amount: formatPoisha(payment.poisha),
    invoice: payment.merchantInvoiceNumber,
    wallet: payment.wallet,
    state: payment.state,
  };
}

function stepPage(payment: Payment): PageResult {
  return { kind: 'step', step: payment.step, view: view(payment) };
}

function redirect(payment: Payment, status: ReturnStatus): PageResult {
  return {
    kind: 'redirect',
    url: callbackWith(payment.callbackURL, payment.paymentID, status, '&apiVersion=1.2.0-beta'),
  };
}

/** The payment a page is about, past its lifetime already expired. */
function current(store: SandboxStore, paymentID: string): Payment | undefined {
  const payment = store.payments.get(paymentID);
  if (payment) store.expireIfDue(payment);
  return payment;
}

/**
 * The payment the payer can still act on, or the page to show instead: an unknown payment, or the end of one
 * that is no longer waiting for the payer (expired, cancelled, failed or already authorised).
 */
function open(store: SandboxStore, paymentID: string): Payment | PageResult {
  const payment = current(store, paymentID);
  if (!payment) return { kind: 'unknown' };
  return payment.state === 'initiated' ? payment : ended(payment);
}

function ended(payment: Payment): Ended {
  const shown = { kind: 'ended', view: view(payment) } as const;
  switch (payment.state) {
    case 'expired':
      return { ...shown, reason: 'expired', returnStatus: 'failure' };
    case 'cancelled':
      return { ...shown, reason: 'cancelled', returnStatus: 'cancel' };
    case 'failed':
      return { ...shown, reason: 'failed', code: payment.failure ?? '2056', returnStatus: 'failure' };
    default:
      return { ...shown, reason: 'done', returnStatus: 'success' };
  }
}

function fail(payment: Payment, code: StatusCode): PageResult {
  payment.state = 'failed';
  payment.failure = code;
  return ended(payment);
}

/** What the page at bkashURL shows now. */
export function page(store: SandboxStore, paymentID: string): PageResult {
  const payment = open(store, paymentID);
  return 'paymentID' in payment ? stepPage(payment) : payment;
}

/** The payer's Confirm on the wallet, verification code or PIN step. */
export function submit(store: SandboxStore, paymentID: string, step: PayerStep, value: string): PageResult {
  const payment = open(store, paymentID);
  if (!('paymentID' in payment)) return payment;
  // a stale form (back button) shows the step the payment is really at
  if (payment.step !== step) return stepPage(payment);
  const input = value.replace(/\s+/g, '');
  const error = (code: StatusCode): PageResult => ({
    kind: 'step',
    step,
    view: view(payment),
    error: { code },
  });

  if (step === 'wallet') {
    if (!/^01[3-9]\d{8}$/.test(input)) return error('2009');
    if (!(SANDBOX_WALLETS as readonly string[]).includes(input) && !FAILURE_WALLETS[input])
      return error('2057');
    payment.wallet = input;
    payment.step = 'otp';
    return stepPage(payment);
  }
  if (step === 'otp') {
    if (input !== SANDBOX_OTP) {
      payment.otpTries += 1;
      if (payment.otpTries >= MAX_OTP_TRIES) return fail(payment, '2017');
      return error('2016');
    }
    payment.step = 'pin';
    return stepPage(payment);
  }
  if (input !== SANDBOX_PIN) {
    payment.pinTries += 1;
    if (payment.pinTries >= MAX_PIN_TRIES) return fail(payment, '2015');
    return error('2014');
  }
  payment.verified = true;
  const walletFailure = FAILURE_WALLETS[payment.wallet ?? ''];
  if (walletFailure && store.settings.failureWalletsAt === 'page') return fail(payment, walletFailure);
  payment.state = 'authorized';
  return redirect(payment, 'success');
}

/** The payer's Cancel on any step. */
export function cancel(store: SandboxStore, paymentID: string): PageResult {
  const payment = open(store, paymentID);
  if (!('paymentID' in payment)) return payment;
  payment.state = 'cancelled';
  return redirect(payment, 'cancel');
}

/** "Return to merchant" from a page that ended the payment (failed, expired, cancelled, already paid). */
export function returnToMerchant(store: SandboxStore, paymentID: string): PageResult {
  const payment = current(store, paymentID);
  if (!payment) return { kind: 'unknown' };
  // still waiting for the payer: there is no end to return from, so the page shows the step again
  if (payment.state === 'initiated') return stepPage(payment);
  return redirect(payment, ended(payment).returnStatus);
}

/**
 * The payer finished the pages but never came back (closed the tab): authorised, no redirect. Control API only.
 */
export function authorize(
  store: SandboxStore,
  paymentID: string,
  wallet: string = SANDBOX_WALLETS[0],
): { ok: true } | { error: string } {
  const payment = current(store, paymentID);
  if (!payment) return { error: `unknown paymentID '${paymentID}'` };
  if (payment.state !== 'initiated') return { error: `payment is ${payment.state}` };
  payment.wallet = wallet;
  payment.verified = true;
  payment.state = 'authorized';
  return { ok: true };
}
