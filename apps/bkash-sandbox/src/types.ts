import type { StatusCode } from './constants.js';

/** The gateway calls, named as the sandbox's control API and call log name them. */
export type ApiCall =
  | 'grant'
  | 'refresh'
  | 'create'
  | 'execute'
  | 'query'
  | 'search'
  | 'refund'
  | 'refundStatus';

export const API_CALLS: readonly ApiCall[] = [
  'grant',
  'refresh',
  'create',
  'execute',
  'query',
  'search',
  'refund',
  'refundStatus',
];

/** Failures of the execute call alone (the gateway failing, or the payer's wallet refusing the debit). */
export const EXECUTE_ONLY = [
  'execute-timeout',
  'execute-500',
  'execute-504',
  'execute-drop',
  'already-completed',
  'insufficient-balance',
  'debit-blocked',
] as const;

/** Failures that hit any call but the token calls (a merchant must survive them on every other call). */
export const GENERIC = ['system-error', 'maintenance', 'slow'] as const;

/** What the control endpoint can inject; see the README for each. */
export const FAILURES = [
  ...EXECUTE_ONLY,
  'expire',
  'amount-mismatch',
  'currency-mismatch',
  'invoice-mismatch',
  ...GENERIC,
  'revoke-tokens',
] as const;

export type Failure = (typeof FAILURES)[number];

export interface Injection {
  failure: Failure;
  /** Only the call about this payment (execute, query, refund…) is affected. */
  paymentID?: string;
  /** Only this call is affected (defaults depend on the failure). */
  call?: ApiCall;
  /** How many matching calls are affected (default 1). */
  times?: number;
  /** For 'slow': how long the answer is delayed. */
  delayMs?: number;
  /** For 'execute-timeout': how long the answer is held before the 504. */
  holdMs?: number;
}

export interface CallRecord {
  at: string;
  call: ApiCall;
  paymentID?: string;
  trxID?: string;
  httpStatus: number;
  statusCode?: string;
  injected?: Failure;
  /** Breaches of bKash's go-live rules (too many token calls, a query after a successful execute). */
  flags: string[];
}

export interface ApiRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Raw body; undefined when the request carried none. */
  body: string | undefined;
}

export type PaymentState = 'initiated' | 'authorized' | 'completed' | 'cancelled' | 'failed' | 'expired';
export type PayerStep = 'wallet' | 'otp' | 'pin';

export interface Refund {
  refundTrxID: string;
  amount: string;
  poisha: number;
  sku: string;
  reason: string;
  completedAt: number;
}

export interface Payment {
  paymentID: string;
  appKey: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  amount: string;
  poisha: number;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  createdAt: number;
  state: PaymentState;
  step: PayerStep;
  wallet: string | undefined;
  otpTries: number;
  pinTries: number;
  /** The payer finished the PIN step (query's verificationStatus). */
  verified: boolean;
  trxID: string | undefined;
  executedAt: number | undefined;
  /** An execute answered 0000 to the merchant: a later query breaks bKash's go-live rules. */
  executeAnswered: boolean;
  failure: StatusCode | undefined;
  refunds: Refund[];
}

/** What the payer's pages show or do next. */
/** Why a payment no longer waits for the payer. */
export type EndReason = 'expired' | 'cancelled' | 'failed' | 'done';

export type PageResult =
  | { kind: 'step'; step: PayerStep; view: PaymentView; error?: { code: StatusCode } }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'ended';
      view: PaymentView;
      /** Why the payer can no longer act on it; the page says so in the payer's language. */
      reason: EndReason;
      code?: StatusCode;
      returnStatus?: string;
    }
  | { kind: 'unknown' };

export interface PaymentView {
  paymentID: string;
  amount: string;
  invoice: string;
  wallet: string | undefined;
  state: PaymentState;
}
