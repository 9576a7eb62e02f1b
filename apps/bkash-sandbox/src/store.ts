import { ALPHABETS, bkashTime, formatPoisha, makeRandom } from './format.js';
import type { SandboxSettings } from './settings.js';
import type { CallRecord, Injection, Payment } from './types.js';

/**
 * The gateway's state, independent of HTTP: tokens, payments, the queued failures, the call log and the clock.
 * Everything lives in memory; `reset()` forgets it all. The calls, refunds, pages and failures read and change it.
 */
export class SandboxStore {
  readonly settings: SandboxSettings;
  /** Where the payer's pages are served (set by the HTTP layer once the port is known). */
  pageOrigin = '';
  /**
   * When the merchant's own site forwards a path to the sandbox (the demo server's /bkash-sandbox), that
   * path: the payer's pages are then at the callback URL's origin under it, wherever the payer's browser is.
   */
  merchantPath: string | undefined;
  random: ReturnType<typeof makeRandom>;
  readonly tokens = new Map<string, { appKey: string; expiresAt: number; revoked: boolean }>();
  readonly refreshTokens = new Map<string, { appKey: string; expiresAt: number }>();
  /** When each app key called grant or refresh, for bKash's limit on token calls. */
  readonly tokenCalls = new Map<string, number[]>();
  readonly blockedUntil = new Map<string, number>();
  readonly payments = new Map<string, Payment>();
  /** Completed payments by transaction id, for search. */
  readonly byTrxID = new Map<string, Payment>();
  readonly injections: Injection[] = [];
  readonly log: CallRecord[] = [];
  private offsetMs = 0;

  constructor(settings: SandboxSettings) {
    this.settings = settings;
    this.random = makeRandom(settings.seed);
  }

  /** The sandbox's clock: the configured clock plus whatever the tests advanced it by. */
  now(): number {
    return this.settings.now().getTime() + this.offsetMs;
  }

  advanceClock(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  reset(): void {
    this.tokens.clear();
    this.refreshTokens.clear();
    this.tokenCalls.clear();
    this.blockedUntil.clear();
    this.payments.clear();
    this.byTrxID.clear();
    this.injections.length = 0;
    this.log.length = 0;
    this.offsetMs = 0;
    this.random = makeRandom(this.settings.seed);
  }

  /** A transaction id no completed payment has, so search never finds a payment by a refund's or another's id. */
  newTrxID(): string {
    let trxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    while (this.byTrxID.has(trxID)) trxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    return trxID;
  }

  /** The payment, past its lifetime already expired, or undefined when it is unknown or another app's. */
  find(paymentID: unknown, appKey: string): Payment | undefined {
    const payment = typeof paymentID === 'string' ? this.payments.get(paymentID) : undefined;
    if (!payment || payment.appKey !== appKey) return undefined;
    this.expireIfDue(payment);
    return payment;
  }

  expireIfDue(payment: Payment): void {
    if (this.now() >= payment.createdAt + this.settings.paymentTtlSeconds * 1000) expire(payment);
  }

  calls(): CallRecord[] {
    return this.log.map((entry) => ({ ...entry, flags: [...entry.flags] }));
  }

  listPayments() {
    return [...this.payments.values()].map((p) => {
      this.expireIfDue(p);
      return {
        paymentID: p.paymentID,
        state: p.state,
        amount: p.amount,
        currency: p.currency,
        merchantInvoiceNumber: p.merchantInvoiceNumber,
        payerReference: p.payerReference,
        wallet: p.wallet ?? null,
        trxID: p.trxID ?? null,
        createdAt: bkashTime(p.createdAt),
        executedAt: p.executedAt === undefined ? null : bkashTime(p.executedAt),
        refunded: formatPoisha(refundedPoisha(p)),
      };
    });
  }
}

/** Only a payment the payer or the merchant can still finish expires; a finished one keeps its state. */
export function expire(payment: Payment): void {
  if (payment.state === 'initiated' || payment.state === 'authorized') payment.state = 'expired';
}

export function refundedPoisha(payment: Payment): number {
  return payment.refunds.reduce((sum, r) => sum + r.poisha, 0);
}
