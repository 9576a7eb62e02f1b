import { business, configured, isPresent, type Outcome } from './answers.js';
import { FAILURE_WALLETS, MESSAGES } from './constants.js';
import { executeFailure, expireIfInjected, injectedWalletFailure, shownFields } from './failures.js';
import { amountText, bkashTime, callbackWith, parseAmount } from './format.js';
import type { SandboxStore } from './store.js';
import type { CallRecord, Injection, Payment } from './types.js';

type Body = Record<string, unknown>;

const CREATE_FIELDS = [
  'mode',
  'payerReference',
  'callbackURL',
  'amount',
  'currency',
  'intent',
  'merchantInvoiceNumber',
];

/** Text bKash takes for a reference or invoice: at most 255 characters and nothing HTML could read as markup. */
function plainText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 255 && !/[<>&]/.test(value);
}

function validCallbackURL(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where the payer's browser finds the pages: the sandbox's own origin, or the merchant's site forwarding to it. */
function pagesFor(store: SandboxStore, callbackURL: string): string {
  return store.merchantPath === undefined
    ? store.pageOrigin
    : `${new URL(callbackURL).origin}${store.merchantPath}`;
}

/** Create: checks the merchant's payment request and gives the payer's page (bkashURL) to send the payer to. */
export function create(store: SandboxStore, body: Body, appKey: string): Outcome {
  if (CREATE_FIELDS.some((field) => !isPresent(body[field]))) return business('2065');
  if (body.mode !== '0011') return business('2063');
  const { payerReference, callbackURL, merchantInvoiceNumber: invoice } = body;
  if (!plainText(payerReference)) return business('2048');
  if (!validCallbackURL(callbackURL)) return business('2049');
  const poisha = parseAmount(body.amount);
  if (poisha === null || poisha <= 0) return business('2006');
  if (body.currency !== 'BDT') return business('2007');
  if (body.intent !== 'sale') return business('2008');
  if (!plainText(invoice)) return business('2031');

  const now = store.now();
  const paymentID = `TR0011${store.random(7)}${now}`;
  const payment: Payment = {
    paymentID,
    appKey,
    mode: '0011',
    payerReference,
    callbackURL,
    amount: amountText(body.amount),
    poisha,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: invoice,
    createdAt: now,
    state: 'initiated',
    step: 'wallet',
    wallet: undefined,
    otpTries: 0,
    pinTries: 0,
    verified: false,
    trxID: undefined,
    executedAt: undefined,
    executeAnswered: false,
    failure: undefined,
    refunds: [],
  };
  store.payments.set(paymentID, payment);
  return business('0000', {
    paymentID,
    bkashURL: `${pagesFor(store, callbackURL)}/pay?paymentId=${encodeURIComponent(paymentID)}`,
    callbackURL,
    successCallbackURL: callbackWith(callbackURL, paymentID, 'success'),
    failureCallbackURL: callbackWith(callbackURL, paymentID, 'failure'),
    cancelledCallbackURL: callbackWith(callbackURL, paymentID, 'cancel'),
    amount: payment.amount,
    intent: payment.intent,
    currency: payment.currency,
    paymentCreateTime: bkashTime(now),
    transactionStatus: 'Initiated',
    merchantInvoiceNumber: invoice,
  });
}

/** Execute: takes the money for a payment the payer authorised, once. */
export function execute(
  store: SandboxStore,
  body: Body,
  appKey: string,
  injection: Injection | undefined,
): Outcome {
  if (!isPresent(body.paymentID)) return business('2065');
  const payment = store.find(body.paymentID, appKey);
  if (!payment) return business('2002');
  expireIfInjected(payment, injection);

  let outcome: Outcome;
  let committed = false;
  if (payment.state === 'completed') outcome = business('2117');
  else if (payment.state === 'expired') {
    const { executeStatusCode, executeStatusMessage } = store.settings.expiredPayment;
    outcome = configured(executeStatusCode, executeStatusMessage);
  } else if (payment.state !== 'authorized') outcome = business('2056');
  else {
    const walletFailure =
      injectedWalletFailure(injection) ??
      (store.settings.failureWalletsAt === 'execute' ? FAILURE_WALLETS[payment.wallet ?? ''] : undefined);
    if (walletFailure) {
      payment.state = 'failed';
      payment.failure = walletFailure;
      outcome = business(walletFailure);
    } else {
      complete(store, payment);
      committed = true;
      outcome = { status: 200, body: executeBody(store, payment, injection) };
    }
  }

  const failed = executeFailure(injection, committed, store.settings.executeTimeoutHoldMs);
  if (failed) return failed;
  if (committed) payment.executeAnswered = true;
  return outcome;
}

function complete(store: SandboxStore, payment: Payment): void {
  const trxID = store.newTrxID();
  payment.state = 'completed';
  payment.trxID = trxID;
  payment.executedAt = store.now();
  store.byTrxID.set(trxID, payment);
}

function executeBody(store: SandboxStore, payment: Payment, injection: Injection | undefined): Body {
  const shown = shownFields(payment, injection);
  return {
    statusCode: '0000',
    statusMessage: MESSAGES['0000'],
    paymentID: payment.paymentID,
    payerReference: payment.payerReference,
    customerMsisdn: payment.wallet,
    trxID: payment.trxID,
    amount: shown.amount,
    transactionStatus: 'Completed',
    paymentExecuteTime: bkashTime(payment.executedAt ?? store.now()),
    currency: shown.currency,
    intent: payment.intent,
    merchantInvoiceNumber: shown.invoice,
  };
}

/** Query (payment status): where a payment is, for a merchant that lost execute's answer. */
export function query(
  store: SandboxStore,
  body: Body,
  appKey: string,
  injection: Injection | undefined,
  record: CallRecord,
): Outcome {
  if (!isPresent(body.paymentID)) return business('2065');
  const payment = store.find(body.paymentID, appKey);
  if (!payment) return business('2002');
  expireIfInjected(payment, injection);
  if (payment.executeAnswered) record.flags.push('query-after-successful-execute');
  const completed = payment.state === 'completed';
  const expired = payment.state === 'expired';
  const { expiredPayment } = store.settings;
  // a mismatch is only shown for a completed payment: before that there is nothing to have paid wrongly
  const shown = shownFields(payment, completed ? injection : undefined);
  const response: Body = {
    paymentID: payment.paymentID,
    mode: payment.mode,
    paymentCreateTime: bkashTime(payment.createdAt),
  };
  if (completed) response.paymentExecuteTime = bkashTime(payment.executedAt ?? payment.createdAt);
  Object.assign(response, {
    amount: shown.amount,
    currency: shown.currency,
    intent: payment.intent,
    merchantInvoice: shown.invoice,
  });
  if (completed) response.trxID = payment.trxID;
  Object.assign(response, {
    transactionStatus: completed
      ? 'Completed'
      : expired
        ? expiredPayment.queryTransactionStatus
        : 'Initiated',
    verificationStatus: payment.verified ? 'Complete' : 'Incomplete',
    statusCode: expired ? expiredPayment.queryStatusCode : '0000',
    statusMessage: expired ? expiredPayment.queryStatusMessage : MESSAGES['0000'],
    payerReference: payment.payerReference,
  });
  return { status: 200, body: response };
}

/** Search: a completed payment by its transaction id. */
export function search(store: SandboxStore, body: Body, appKey: string): Outcome {
  if (!isPresent(body.trxID)) return business('2065');
  const payment = typeof body.trxID === 'string' ? store.byTrxID.get(body.trxID) : undefined;
  if (!payment || payment.appKey !== appKey) return business('2033');
  return business('0000', {
    trxID: payment.trxID,
    initiationTime: bkashTime(payment.createdAt),
    completedTime: bkashTime(payment.executedAt ?? payment.createdAt),
    transactionType: 'bKash Tokenized Checkout via API',
    customerMsisdn: payment.wallet,
    transactionStatus: 'Completed',
    amount: payment.amount,
    currency: payment.currency,
    organizationShortCode: '50022',
  });
}
