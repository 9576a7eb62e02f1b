import {
  DEFAULT_CREDENTIALS,
  FAILURE_WALLETS,
  MAX_OTP_TRIES,
  MAX_PIN_TRIES,
  MESSAGES,
  SANDBOX_OTP,
  SANDBOX_PIN,
  SANDBOX_WALLETS,
  type StatusCode,
} from './constants.js';
import {
  ALPHABETS,
  amountText,
  bkashTime,
  callbackWith,
  formatPoisha,
  makeRandom,
  parseAmount,
} from './format.js';

export interface SandboxCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

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

/** What the control endpoint can inject; see the README for each. */
export const FAILURES = [
  'execute-timeout',
  'execute-500',
  'execute-504',
  'execute-drop',
  'already-completed',
  'insufficient-balance',
  'debit-blocked',
  'expire',
  'amount-mismatch',
  'currency-mismatch',
  'invoice-mismatch',
  'system-error',
  'maintenance',
  'slow',
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

export interface SandboxSettings {
  credentials: SandboxCredentials;
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  paymentTtlSeconds: number;
  tokenCallsPerHour: number;
  refundWindowDays: number;
  failureWalletsAt: 'execute' | 'page';
  executeTimeoutHoldMs: number;
  /** What execute and query answer for a payment past its lifetime (bKash's real answer is undocumented). */
  expiredPayment: {
    executeStatusCode: string;
    executeStatusMessage: string;
    queryStatusCode: string;
    queryStatusMessage: string;
    queryTransactionStatus: string;
  };
  refundTooOld: { statusCode: string; statusMessage: string };
  now: () => Date;
  seed: number | undefined;
}

export type SandboxSettingsInput = Partial<
  Omit<SandboxSettings, 'credentials' | 'expiredPayment' | 'refundTooOld'>
> & {
  credentials?: Partial<SandboxCredentials>;
  expiredPayment?: Partial<SandboxSettings['expiredPayment']>;
  refundTooOld?: Partial<SandboxSettings['refundTooOld']>;
};

/** bKash's message for a code the settings name without one. */
function messageOf(code: string | undefined, fallback: string): string {
  return code !== undefined && code in MESSAGES ? MESSAGES[code as StatusCode] : fallback;
}

export function settingsFrom(input: SandboxSettingsInput = {}): SandboxSettings {
  const expired = input.expiredPayment ?? {};
  const tooOld = input.refundTooOld ?? {};
  return {
    credentials: { ...DEFAULT_CREDENTIALS, ...input.credentials },
    tokenTtlSeconds: input.tokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: input.refreshTokenTtlSeconds ?? 28 * 24 * 3600,
    paymentTtlSeconds: input.paymentTtlSeconds ?? 24 * 3600,
    tokenCallsPerHour: input.tokenCallsPerHour ?? 2,
    refundWindowDays: input.refundWindowDays ?? 15,
    failureWalletsAt: input.failureWalletsAt ?? 'execute',
    executeTimeoutHoldMs: input.executeTimeoutHoldMs ?? 35_000,
    expiredPayment: {
      executeStatusCode: expired.executeStatusCode ?? '2056',
      executeStatusMessage:
        expired.executeStatusMessage ?? messageOf(expired.executeStatusCode, MESSAGES['2056']),
      queryStatusCode: expired.queryStatusCode ?? '0000',
      queryStatusMessage: expired.queryStatusMessage ?? messageOf(expired.queryStatusCode, MESSAGES['0000']),
      queryTransactionStatus: expired.queryTransactionStatus ?? 'Expired',
    },
    refundTooOld: {
      statusCode: tooOld.statusCode ?? '2035',
      statusMessage: tooOld.statusMessage ?? messageOf(tooOld.statusCode, MESSAGES['2035']),
    },
    now: input.now ?? (() => new Date()),
    seed: input.seed,
  };
}

type PaymentState = 'initiated' | 'authorized' | 'completed' | 'cancelled' | 'failed' | 'expired';
type PayerStep = 'wallet' | 'otp' | 'pin';

interface Refund {
  refundTrxID: string;
  amount: string;
  poisha: number;
  sku: string;
  reason: string;
  completedAt: number;
}

interface Payment {
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

/** One answer of the gateway, plus how the HTTP layer must deliver it. */
export interface Outcome {
  status: number;
  body: Record<string, unknown>;
  /** Hold the answer this long (a gateway that answers after the client gave up). */
  holdMs?: number;
  /** Delay the answer (slow gateway). */
  delayMs?: number;
  /** Drop the connection without answering. */
  drop?: boolean;
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

/** What the payer's pages show or do next. */
export type PageResult =
  | { kind: 'step'; step: PayerStep; view: PaymentView; error?: { code: StatusCode; message: string } }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'ended';
      view: PaymentView;
      title: string;
      message: string;
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

const GENERIC: readonly Failure[] = ['system-error', 'maintenance', 'slow'];
const EXECUTE_ONLY: readonly Failure[] = [
  'execute-timeout',
  'execute-500',
  'execute-504',
  'execute-drop',
  'already-completed',
  'insufficient-balance',
  'debit-blocked',
];
function gateway(status: number, message: string): Outcome {
  return { status, body: { message } };
}

function business(code: StatusCode, extra: Record<string, unknown> = {}): Outcome {
  return { status: 200, body: { ...extra, statusCode: code, statusMessage: MESSAGES[code] } };
}

const UNAUTHORIZED = gateway(401, 'Unauthorized');

function header(headers: ApiRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The gateway's state and rules, independent of HTTP: tokens, payments, refunds, the payer's steps and the
 * injected failures. Everything lives in memory; `reset()` forgets it all.
 */
export class Sandbox {
  readonly settings: SandboxSettings;
  private offsetMs = 0;
  private random: ReturnType<typeof makeRandom>;
  private tokens = new Map<string, { appKey: string; expiresAt: number; revoked: boolean }>();
  private refreshTokens = new Map<string, { appKey: string; expiresAt: number }>();
  private tokenCalls = new Map<string, number[]>();
  private blockedUntil = new Map<string, number>();
  private payments = new Map<string, Payment>();
  private byTrxID = new Map<string, Payment>();
  private injections: Injection[] = [];
  private log: CallRecord[] = [];

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
        refunded: formatPoisha(p.refunds.reduce((sum, r) => sum + r.poisha, 0)),
      };
    });
  }

  // ---- failure injection -------------------------------------------------------------------------------

  /** Queues a failure (or applies it at once: 'revoke-tokens', and 'expire' naming a paymentID). */
  inject(injection: Injection): { queued: boolean } | { error: string } {
    if (!FAILURES.includes(injection.failure)) return { error: `unknown failure '${injection.failure}'` };
    if (injection.call !== undefined && !API_CALLS.includes(injection.call)) {
      return { error: `unknown call '${injection.call}'` };
    }
    if (injection.failure === 'revoke-tokens') {
      for (const token of this.tokens.values()) token.revoked = true;
      return { queued: false };
    }
    if (injection.failure === 'expire' && injection.paymentID !== undefined) {
      const payment = this.payments.get(injection.paymentID);
      if (!payment) return { error: `unknown paymentID '${injection.paymentID}'` };
      if (payment.state === 'initiated' || payment.state === 'authorized') payment.state = 'expired';
      return { queued: false };
    }
    this.injections.push({ ...injection, times: injection.times ?? 1 });
    return { queued: true };
  }

  private takeInjection(call: ApiCall, paymentID: unknown): Injection | undefined {
    const index = this.injections.findIndex((inj) => {
      if (inj.paymentID !== undefined && inj.paymentID !== paymentID) return false;
      if (inj.call !== undefined) return inj.call === call;
      if (GENERIC.includes(inj.failure)) return call !== 'grant' && call !== 'refresh';
      if (EXECUTE_ONLY.includes(inj.failure)) return call === 'execute';
      return call === 'execute' || call === 'query';
    });
    if (index < 0) return undefined;
    const found = this.injections[index]!;
    found.times = (found.times ?? 1) - 1;
    if (found.times <= 0) this.injections.splice(index, 1);
    return found;
  }

  // ---- the API -----------------------------------------------------------------------------------------

  handle(call: ApiCall, request: ApiRequest): Outcome {
    const record: CallRecord = { at: bkashTime(this.now()), call, httpStatus: 0, flags: [] };
    const outcome = this.dispatch(call, request, record);
    record.httpStatus = outcome.status;
    if (typeof outcome.body.statusCode === 'string') record.statusCode = outcome.body.statusCode;
    this.log.push(record);
    return outcome;
  }

  private dispatch(call: ApiCall, request: ApiRequest, record: CallRecord): Outcome {
    if (!header(request.headers, 'content-type')) {
      return gateway(400, 'Missing required request parameters: [Content-Type]');
    }
    let appKey: string | undefined;
    if (call !== 'grant' && call !== 'refresh') {
      appKey = this.authenticate(request.headers);
      if (!appKey) return UNAUTHORIZED;
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(request.body ?? '');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return business('2025');
      body = parsed as Record<string, unknown>;
    } catch {
      return business('2025');
    }
    if (typeof body.paymentID === 'string') record.paymentID = body.paymentID;
    if (typeof body.trxID === 'string') record.trxID = body.trxID;

    const injection = this.takeInjection(call, body.paymentID);
    if (injection) record.injected = injection.failure;
    if (injection?.failure === 'maintenance') return { ...business('503'), status: 503 };
    if (injection?.failure === 'system-error') return business('9999');

    const outcome = this.route(call, request, body, appKey ?? '', injection, record);
    if (injection?.failure === 'slow') outcome.delayMs = injection.delayMs ?? 2000;
    return outcome;
  }

  private route(
    call: ApiCall,
    request: ApiRequest,
    body: Record<string, unknown>,
    appKey: string,
    injection: Injection | undefined,
    record: CallRecord,
  ): Outcome {
    switch (call) {
      case 'grant':
        return this.grant(request, body, record);
      case 'refresh':
        return this.refresh(request, body, record);
      case 'create':
        return this.create(body, appKey);
      case 'execute':
        return this.execute(body, appKey, injection);
      case 'query':
        return this.query(body, appKey, injection, record);
      case 'search':
        return this.search(body, appKey);
      case 'refund':
        return this.refund(body, appKey);
      case 'refundStatus':
        return this.refundStatus(body, appKey);
    }
  }

  /** `Authorization` carries the id_token, raw or as `Bearer <token>`; `X-APP-Key` must be the token's app. */
  private authenticate(headers: ApiRequest['headers']): string | undefined {
    const raw = header(headers, 'authorization')?.trim();
    const appKey = header(headers, 'x-app-key');
    if (!raw || !appKey) return undefined;
    const token = raw.replace(/^Bearer\s+/i, '');
    const entry = this.tokens.get(token);
    if (!entry || entry.revoked || entry.expiresAt <= this.now() || entry.appKey !== appKey) return undefined;
    return appKey;
  }

  // ---- tokens ------------------------------------------------------------------------------------------

  private merchantLoginOk(headers: ApiRequest['headers']): boolean {
    const { username, password } = this.settings.credentials;
    return header(headers, 'username') === username && header(headers, 'password') === password;
  }

  private appOk(body: Record<string, unknown>): boolean {
    const { appKey, appSecret } = this.settings.credentials;
    return body.app_key === appKey && body.app_secret === appSecret;
  }

  /**
   * bKash allows grant and refresh "not more than twice within an hour" per merchant and blocks the caller for an
   * hour beyond that; the sandbox counts both calls per app key over a rolling hour of its own clock.
   */
  private rateLimited(appKey: string, record: CallRecord): boolean {
    const now = this.now();
    const hour = 3600 * 1000;
    if ((this.blockedUntil.get(appKey) ?? 0) > now) {
      record.flags.push('token-calls-blocked');
      return true;
    }
    const recent = (this.tokenCalls.get(appKey) ?? []).filter((at) => at > now - hour);
    if (recent.length >= this.settings.tokenCallsPerHour) {
      this.blockedUntil.set(appKey, now + hour);
      this.tokenCalls.set(appKey, recent);
      record.flags.push('token-calls-over-limit');
      return true;
    }
    recent.push(now);
    this.tokenCalls.set(appKey, recent);
    return false;
  }

  private issueTokens(appKey: string, refreshToken?: string): Outcome {
    const now = this.now();
    const idToken = `eyJ${this.random(40, ALPHABETS.URL_SAFE)}.${this.random(120, ALPHABETS.URL_SAFE)}`;
    this.tokens.set(idToken, {
      appKey,
      expiresAt: now + this.settings.tokenTtlSeconds * 1000,
      revoked: false,
    });
    let refresh = refreshToken;
    if (refresh === undefined) {
      refresh = `eyJ${this.random(30, ALPHABETS.URL_SAFE)}.${this.random(90, ALPHABETS.URL_SAFE)}`;
      this.refreshTokens.set(refresh, {
        appKey,
        expiresAt: now + this.settings.refreshTokenTtlSeconds * 1000,
      });
    }
    return {
      status: 200,
      body: {
        statusCode: '0000',
        statusMessage: MESSAGES['0000'],
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: this.settings.tokenTtlSeconds,
        refresh_token: refresh,
      },
    };
  }

  private grant(request: ApiRequest, body: Record<string, unknown>, record: CallRecord): Outcome {
    if (!this.merchantLoginOk(request.headers)) return UNAUTHORIZED;
    if (!isPresent(body.app_key) || !isPresent(body.app_secret)) return business('2065');
    if (!this.appOk(body)) return business('2001');
    if (this.rateLimited(this.settings.credentials.appKey, record)) return gateway(429, 'Too Many Requests');
    return this.issueTokens(this.settings.credentials.appKey);
  }

  private refresh(request: ApiRequest, body: Record<string, unknown>, record: CallRecord): Outcome {
    if (!this.merchantLoginOk(request.headers)) return UNAUTHORIZED;
    if (!isPresent(body.app_key) || !isPresent(body.app_secret) || !isPresent(body.refresh_token)) {
      return business('2065');
    }
    if (!this.appOk(body)) return business('2001');
    const entry = this.refreshTokens.get(String(body.refresh_token));
    if (!entry || entry.expiresAt <= this.now() || entry.appKey !== body.app_key) return UNAUTHORIZED;
    if (this.rateLimited(entry.appKey, record)) return gateway(429, 'Too Many Requests');
    return this.issueTokens(entry.appKey, String(body.refresh_token));
  }

  // ---- payments ----------------------------------------------------------------------------------------

  private expireIfDue(payment: Payment): void {
    const due = payment.createdAt + this.settings.paymentTtlSeconds * 1000;
    if ((payment.state === 'initiated' || payment.state === 'authorized') && this.now() >= due) {
      payment.state = 'expired';
    }
  }

  private find(paymentID: unknown, appKey: string): Payment | undefined {
    const payment = typeof paymentID === 'string' ? this.payments.get(paymentID) : undefined;
    if (!payment || payment.appKey !== appKey) return undefined;
    this.expireIfDue(payment);
    return payment;
  }

  private create(body: Record<string, unknown>, appKey: string): Outcome {
    const required = [
      'mode',
      'payerReference',
      'callbackURL',
      'amount',
      'currency',
      'intent',
      'merchantInvoiceNumber',
    ];
    if (required.some((field) => !isPresent(body[field]))) return business('2065');
    if (body.mode !== '0011') return business('2063');
    const payerReference = body.payerReference;
    if (typeof payerReference !== 'string' || payerReference.length > 255 || /[<>&]/.test(payerReference)) {
      return business('2048');
    }
    if (!validCallbackURL(body.callbackURL)) return business('2049');
    const poisha = parseAmount(body.amount);
    if (poisha === null || poisha <= 0) return business('2006');
    if (body.currency !== 'BDT') return business('2007');
    if (body.intent !== 'sale') return business('2008');
    const invoice = body.merchantInvoiceNumber;
    if (typeof invoice !== 'string' || invoice.length > 255 || /[<>&]/.test(invoice)) return business('2031');

    const now = this.now();
    const paymentID = `TR0011${this.random(7)}${now}`;
    const callbackURL = body.callbackURL as string;
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
    this.payments.set(paymentID, payment);
    return {
      status: 200,
      body: {
        paymentID,
        bkashURL: `${this.pageOrigin}/pay?paymentId=${encodeURIComponent(paymentID)}`,
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
        statusCode: '0000',
        statusMessage: MESSAGES['0000'],
      },
    };
  }

  /** Where the payer's pages are served (set by the HTTP layer once the port is known). */
  pageOrigin = '';

  private expiredOutcome(): Outcome {
    const { executeStatusCode, executeStatusMessage } = this.settings.expiredPayment;
    return { status: 200, body: { statusCode: executeStatusCode, statusMessage: executeStatusMessage } };
  }

  private execute(body: Record<string, unknown>, appKey: string, injection: Injection | undefined): Outcome {
    if (!isPresent(body.paymentID)) return business('2065');
    const payment = this.find(body.paymentID, appKey);
    if (!payment) return business('2002');
    if (
      injection?.failure === 'expire' &&
      (payment.state === 'initiated' || payment.state === 'authorized')
    ) {
      payment.state = 'expired';
    }

    let outcome: Outcome;
    let committed = false;
    if (payment.state === 'completed') outcome = business('2117');
    else if (payment.state === 'expired') outcome = this.expiredOutcome();
    else if (payment.state !== 'authorized') outcome = business('2056');
    else {
      const walletFailure =
        injection?.failure === 'insufficient-balance'
          ? '2023'
          : injection?.failure === 'debit-blocked'
            ? '2037'
            : this.settings.failureWalletsAt === 'execute'
              ? FAILURE_WALLETS[payment.wallet ?? '']
              : undefined;
      if (walletFailure) {
        payment.state = 'failed';
        payment.failure = walletFailure;
        outcome = business(walletFailure);
      } else {
        this.complete(payment);
        committed = true;
        outcome = { status: 200, body: this.executeBody(payment, injection) };
      }
    }

    switch (injection?.failure) {
      case 'execute-timeout':
        return {
          ...gateway(504, 'Endpoint request timed out'),
          holdMs: injection.holdMs ?? this.settings.executeTimeoutHoldMs,
        };
      case 'execute-504':
        return gateway(504, 'Endpoint request timed out');
      case 'execute-500':
        return gateway(500, 'Internal server error');
      case 'execute-drop':
        return { status: 0, body: {}, drop: true };
      case 'already-completed':
        if (committed) return business('2117');
        break;
    }
    if (committed) payment.executeAnswered = true;
    return outcome;
  }

  private complete(payment: Payment): void {
    let trxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    while (this.byTrxID.has(trxID)) trxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    payment.state = 'completed';
    payment.trxID = trxID;
    payment.executedAt = this.now();
    this.byTrxID.set(trxID, payment);
  }

  private mismatched(payment: Payment, injection: Injection | undefined) {
    return {
      amount: injection?.failure === 'amount-mismatch' ? formatPoisha(payment.poisha + 100) : payment.amount,
      currency: injection?.failure === 'currency-mismatch' ? 'USD' : payment.currency,
      invoice:
        injection?.failure === 'invoice-mismatch'
          ? `${payment.merchantInvoiceNumber}-X`
          : payment.merchantInvoiceNumber,
    };
  }

  private executeBody(payment: Payment, injection: Injection | undefined): Record<string, unknown> {
    const shown = this.mismatched(payment, injection);
    return {
      statusCode: '0000',
      statusMessage: MESSAGES['0000'],
      paymentID: payment.paymentID,
      payerReference: payment.payerReference,
      customerMsisdn: payment.wallet,
      trxID: payment.trxID,
      amount: shown.amount,
      transactionStatus: 'Completed',
      paymentExecuteTime: bkashTime(payment.executedAt ?? this.now()),
      currency: shown.currency,
      intent: payment.intent,
      merchantInvoiceNumber: shown.invoice,
    };
  }

  private query(
    body: Record<string, unknown>,
    appKey: string,
    injection: Injection | undefined,
    record: CallRecord,
  ): Outcome {
    if (!isPresent(body.paymentID)) return business('2065');
    const payment = this.find(body.paymentID, appKey);
    if (!payment) return business('2002');
    if (
      injection?.failure === 'expire' &&
      (payment.state === 'initiated' || payment.state === 'authorized')
    ) {
      payment.state = 'expired';
    }
    if (payment.executeAnswered) record.flags.push('query-after-successful-execute');
    const completed = payment.state === 'completed';
    const shown = completed ? this.mismatched(payment, injection) : this.mismatched(payment, undefined);
    const expired = payment.state === 'expired';
    const transactionStatus = completed
      ? 'Completed'
      : expired
        ? this.settings.expiredPayment.queryTransactionStatus
        : 'Initiated';
    const response: Record<string, unknown> = {
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
      transactionStatus,
      verificationStatus: payment.verified ? 'Complete' : 'Incomplete',
      statusCode: '0000',
      statusMessage: MESSAGES['0000'],
      payerReference: payment.payerReference,
    });
    if (expired) {
      response.statusCode = this.settings.expiredPayment.queryStatusCode;
      response.statusMessage = this.settings.expiredPayment.queryStatusMessage;
    }
    return { status: 200, body: response };
  }

  private search(body: Record<string, unknown>, appKey: string): Outcome {
    if (!isPresent(body.trxID)) return business('2065');
    const payment = typeof body.trxID === 'string' ? this.byTrxID.get(body.trxID) : undefined;
    if (!payment || payment.appKey !== appKey) return business('2033');
    return {
      status: 200,
      body: {
        trxID: payment.trxID,
        initiationTime: bkashTime(payment.createdAt),
        completedTime: bkashTime(payment.executedAt ?? payment.createdAt),
        transactionType: 'bKash Tokenized Checkout via API',
        customerMsisdn: payment.wallet,
        transactionStatus: 'Completed',
        amount: payment.amount,
        currency: payment.currency,
        organizationShortCode: '50022',
        statusCode: '0000',
        statusMessage: MESSAGES['0000'],
      },
    };
  }

  /** The payment a refund or refund-status call names, or the refusal. */
  private refundTarget(body: Record<string, unknown>, appKey: string): Payment | Outcome {
    if (!isPresent(body.paymentID) || !isPresent(body.trxID)) return business('2065');
    const payment = this.find(body.paymentID, appKey);
    if (!payment) return business('2002');
    if (payment.state !== 'completed') return business('2056');
    if (payment.trxID !== body.trxID) return business('2033');
    return payment;
  }

  private refundBody(payment: Payment, refund: Refund): Record<string, unknown> {
    return {
      originalTrxID: payment.trxID,
      refundTrxID: refund.refundTrxID,
      transactionStatus: 'Completed',
      amount: refund.amount,
      currency: payment.currency,
      charge: '0.00',
      completedTime: bkashTime(refund.completedAt),
      statusCode: '0000',
      statusMessage: MESSAGES['0000'],
    };
  }

  private refund(body: Record<string, unknown>, appKey: string): Outcome {
    const target = this.refundTarget(body, appKey);
    if (!('paymentID' in target)) return target;
    const payment = target;
    if (!isPresent(body.sku) || !isPresent(body.reason)) return business('2065');
    const poisha = parseAmount(body.amount);
    if (poisha === null || poisha <= 0) return business('2006');
    const windowMs = this.settings.refundWindowDays * 24 * 3600 * 1000;
    if (this.now() - (payment.executedAt ?? 0) > windowMs) {
      const { statusCode, statusMessage } = this.settings.refundTooOld;
      return { status: 200, body: { statusCode, statusMessage } };
    }
    const refunded = payment.refunds.reduce((sum, r) => sum + r.poisha, 0);
    if (refunded >= payment.poisha) return business('2034');
    if (poisha > payment.poisha - refunded) return business('2026');
    let refundTrxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    while (this.byTrxID.has(refundTrxID)) refundTrxID = this.random(10, ALPHABETS.UPPER_ALNUM);
    const refund: Refund = {
      refundTrxID,
      amount: amountText(body.amount),
      poisha,
      sku: String(body.sku),
      reason: String(body.reason),
      completedAt: this.now(),
    };
    payment.refunds.push(refund);
    return { status: 200, body: this.refundBody(payment, refund) };
  }

  private refundStatus(body: Record<string, unknown>, appKey: string): Outcome {
    const target = this.refundTarget(body, appKey);
    if (!('paymentID' in target)) return target;
    const latest = target.refunds.at(-1);
    if (!latest) return business('2033');
    return { status: 200, body: this.refundBody(target, latest) };
  }

  // ---- the payer's pages -------------------------------------------------------------------------------

  private view(payment: Payment): PaymentView {
    return {
      paymentID: payment.paymentID,
      amount: formatPoisha(payment.poisha),
      invoice: payment.merchantInvoiceNumber,
      wallet: payment.wallet,
      state: payment.state,
    };
  }

  private redirect(payment: Payment, status: 'success' | 'failure' | 'cancel'): PageResult {
    return {
      kind: 'redirect',
      url: callbackWith(payment.callbackURL, payment.paymentID, status, '&apiVersion=1.2.0-beta'),
    };
  }

  /** What the page at bkashURL shows now. */
  page(paymentID: string): PageResult {
    const payment = this.payments.get(paymentID);
    if (!payment) return { kind: 'unknown' };
    this.expireIfDue(payment);
    if (payment.state !== 'initiated') return this.ended(payment);
    return { kind: 'step', step: payment.step, view: this.view(payment) };
  }

  private ended(payment: Payment): PageResult {
    const view = this.view(payment);
    switch (payment.state) {
      case 'expired':
        return {
          kind: 'ended',
          view,
          title: 'Payment time expired',
          message: 'This payment request has expired. Please start the payment again from the merchant.',
          returnStatus: 'failure',
        };
      case 'cancelled':
        return {
          kind: 'ended',
          view,
          title: 'Payment cancelled',
          message: 'This payment was cancelled.',
          returnStatus: 'cancel',
        };
      case 'failed': {
        const code = payment.failure ?? '2056';
        return {
          kind: 'ended',
          view,
          title: 'Payment failed',
          message: MESSAGES[code],
          code,
          returnStatus: 'failure',
        };
      }
      default:
        return {
          kind: 'ended',
          view,
          title: 'Payment already submitted',
          message: 'This payment has already been confirmed. You can return to the merchant.',
          returnStatus: 'success',
        };
    }
  }

  /** The payer's Confirm on the wallet, verification code or PIN step. */
  submit(paymentID: string, step: PayerStep, value: string): PageResult {
    const payment = this.payments.get(paymentID);
    if (!payment) return { kind: 'unknown' };
    this.expireIfDue(payment);
    if (payment.state !== 'initiated') return this.ended(payment);
    // a stale form (back button) shows the step the payment is really at
    if (payment.step !== step) return { kind: 'step', step: payment.step, view: this.view(payment) };
    const input = value.replace(/\s+/g, '');
    const error = (code: StatusCode): PageResult => ({
      kind: 'step',
      step,
      view: this.view(payment),
      error: { code, message: MESSAGES[code] },
    });

    if (step === 'wallet') {
      if (!/^01[3-9]\d{8}$/.test(input)) return error('2009');
      if (!(SANDBOX_WALLETS as readonly string[]).includes(input) && !FAILURE_WALLETS[input])
        return error('2057');
      payment.wallet = input;
      payment.step = 'otp';
      return { kind: 'step', step: 'otp', view: this.view(payment) };
    }
    if (step === 'otp') {
      if (input !== SANDBOX_OTP) {
        payment.otpTries += 1;
        if (payment.otpTries >= MAX_OTP_TRIES) return this.fail(payment, '2017');
        return error('2016');
      }
      payment.step = 'pin';
      return { kind: 'step', step: 'pin', view: this.view(payment) };
    }
    if (input !== SANDBOX_PIN) {
      payment.pinTries += 1;
      if (payment.pinTries >= MAX_PIN_TRIES) return this.fail(payment, '2015');
      return error('2014');
    }
    payment.verified = true;
    const walletFailure = FAILURE_WALLETS[payment.wallet ?? ''];
    if (walletFailure && this.settings.failureWalletsAt === 'page') return this.fail(payment, walletFailure);
    payment.state = 'authorized';
    return this.redirect(payment, 'success');
  }

  private fail(payment: Payment, code: StatusCode): PageResult {
    payment.state = 'failed';
    payment.failure = code;
    return this.ended(payment);
  }

  /** The payer's Cancel on any step. */
  cancel(paymentID: string): PageResult {
    const payment = this.payments.get(paymentID);
    if (!payment) return { kind: 'unknown' };
    this.expireIfDue(payment);
    if (payment.state !== 'initiated') return this.ended(payment);
    payment.state = 'cancelled';
    return this.redirect(payment, 'cancel');
  }

  /** "Return to merchant" from a page that ended the payment (failed, expired, cancelled, already paid). */
  returnToMerchant(paymentID: string): PageResult {
    const payment = this.payments.get(paymentID);
    if (!payment) return { kind: 'unknown' };
    this.expireIfDue(payment);
    const ended = this.ended(payment);
    if (payment.state === 'initiated' || ended.kind !== 'ended') return this.page(paymentID);
    return this.redirect(payment, (ended.returnStatus ?? 'failure') as 'success' | 'failure' | 'cancel');
  }

  /**
   * The payer finished the pages but never came back (closed the tab): authorised, no redirect. Control API only.
   */
  authorize(paymentID: string, wallet: string = SANDBOX_WALLETS[0]): { ok: true } | { error: string } {
    const payment = this.payments.get(paymentID);
    if (!payment) return { error: `unknown paymentID '${paymentID}'` };
    this.expireIfDue(payment);
    if (payment.state !== 'initiated') return { error: `payment is ${payment.state}` };
    payment.wallet = wallet;
    payment.verified = true;
    payment.state = 'authorized';
    return { ok: true };
  }
}

function validCallbackURL(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
