import { createHash } from 'node:crypto';
import type { Db } from '@samity/db';
import { AppError } from '@samity/domain';
import type { Logger } from '../service-context';
import { type BkashReply, isSuccess, postBkash, statusMessageOf } from './bkash-http';
import { findToken, lockTokenRow, saveToken } from './gateway-tokens.queries';

/**
 * bKash Tokenized Checkout (v1.2.0-beta), URL checkout without an agreement, intent sale, BDT: the calls
 * Samity makes, behind one adapter so the payment logic never sees paths, headers or field casing.
 * docs/payments.md describes the flow and the checks made on the answers.
 */

export interface BkashConfig {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** The local test sandbox: no real money moves (shown to members as such). */
  sandbox: boolean;
  /** Client timeout of every call; bKash asks for 30 seconds. */
  timeoutMs?: number;
}

export interface BkashClientDeps {
  config: BkashConfig;
  db: Db;
  log: Logger;
  /** The clock that decides when the token needs renewing (the real one by default). */
  now?: () => Date;
  fetch?: typeof fetch;
}

interface BkashCreateRequest {
  amountPoisha: number;
  invoice: string;
  payerReference: string;
  callbackURL: string;
}

interface BkashRefundRequest {
  paymentID: string;
  trxID: string;
  amountPoisha: number;
  sku: string;
  reason: string;
}

/** The calls of the payment flows; each answers bKash's reply (never throws for bKash's own refusals). */
export interface BkashGateway {
  readonly sandbox: boolean;
  create(request: BkashCreateRequest): Promise<BkashReply>;
  execute(paymentID: string): Promise<BkashReply>;
  query(paymentID: string): Promise<BkashReply>;
  search(trxID: string): Promise<BkashReply>;
  refund(request: BkashRefundRequest): Promise<BkashReply>;
  refundStatus(request: { paymentID: string; trxID: string }): Promise<BkashReply>;
}

/** Amounts go to bKash as "1234.50", from integer poisha (never through a float). */
function poishaToBkashAmount(poisha: number): string {
  return `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

/** bKash's "15", "100.00" or "15.5" as integer poisha; null for anything else (compared as numbers, never text). */
export function bkashAmountToPoisha(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,12}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole, fraction = ''] = text.trim().split('.') as [string, string?];
  return Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
}

export const paymentUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'payments.unavailable',
    'Online payment is not available right now. Please try again later.',
  );

export function createBkashClient(deps: BkashClientDeps): BkashGateway {
  const { config, log } = deps;
  const http = { baseUrl: config.baseUrl, log, timeoutMs: config.timeoutMs ?? 30_000, fetch: deps.fetch };
  const tokens = new TokenKeeper(deps);

  /** A call with the shared token; a 401 (revoked or expired early) gets one new token and one retry. */
  async function authorized(call: string, path: string, body: Record<string, unknown>): Promise<BkashReply> {
    const send = (token: string) =>
      postBkash(http, call, path, { authorization: token, 'x-app-key': config.appKey }, body);
    const token = await tokens.current();
    const reply = await send(token);
    if (reply.kind === 'unusable' && reply.httpStatus === 401) return send(await tokens.replace(token));
    return reply;
  }

  return {
    sandbox: config.sandbox,
    create: (request) =>
      authorized('create', 'create', {
        mode: '0011',
        payerReference: request.payerReference,
        callbackURL: request.callbackURL,
        amount: poishaToBkashAmount(request.amountPoisha),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: request.invoice,
      }),
    execute: (paymentID) => authorized('execute', 'execute', { paymentID }),
    query: (paymentID) => authorized('query', 'payment/status', { paymentID }),
    search: (trxID) => authorized('search', 'general/searchTransaction', { trxID }),
    refund: (request) =>
      authorized('refund', 'payment/refund', {
        paymentID: request.paymentID,
        trxID: request.trxID,
        amount: poishaToBkashAmount(request.amountPoisha),
        sku: request.sku,
        reason: request.reason,
      }),
    refundStatus: (request) =>
      authorized('refundStatus', 'payment/refund', { paymentID: request.paymentID, trxID: request.trxID }),
  };
}

/**
 * bKash's access token, shared through the database by every server instance: it is asked for once and
 * refreshed with its refresh token a little before it runs out, never per request (bKash blocks merchants who
 * grant more than twice an hour). Renewing takes the account's row lock, so instances that find the token
 * stale at the same moment wait for one of them and then use its token; within one process the callers
 * share one renewal in flight.
 */
class TokenKeeper {
  readonly #account: string;
  #cached: { idToken: string; refreshAt: number } | null = null;
  #renewing: Promise<string> | null = null;

  constructor(private readonly deps: BkashClientDeps) {
    const { baseUrl, appKey, username } = deps.config;
    // The row names the merchant account without storing its key.
    this.#account = `bkash:${createHash('sha256').update(`${baseUrl}\n${appKey}\n${username}`).digest('hex').slice(0, 32)}`;
  }

  #now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The token to use now. */
  async current(): Promise<string> {
    if (this.#cached && this.#now().getTime() < this.#cached.refreshAt) return this.#cached.idToken;
    this.#renewing ??= this.#load(null).finally(() => {
      this.#renewing = null;
    });
    return this.#renewing;
  }

  /** A token other than `refused`, which bKash no longer accepts (another instance may already have one). */
  async replace(refused: string): Promise<string> {
    if (this.#cached?.idToken === refused) this.#cached = null;
    this.#renewing ??= this.#load(refused).finally(() => {
      this.#renewing = null;
    });
    return this.#renewing;
  }

  #usable(
    row: { id_token: string | null; refresh_at: Date | null } | undefined,
    refused: string | null,
  ): row is { id_token: string; refresh_at: Date } {
    return Boolean(
      row?.id_token &&
        row.refresh_at &&
        row.id_token !== refused &&
        new Date(row.refresh_at).getTime() > this.#now().getTime(),
    );
  }

  #remember(idToken: string, refreshAt: Date): string {
    this.#cached = { idToken, refreshAt: new Date(refreshAt).getTime() };
    return idToken;
  }

  async #load(refused: string | null): Promise<string> {
    const { db } = this.deps;
    const stored = await findToken(db, this.#account);
    if (this.#usable(stored, refused)) return this.#remember(stored.id_token, stored.refresh_at);
    return db.transaction().execute(async (tx) => {
      const row = await lockTokenRow(tx, this.#account, this.#now());
      // Another instance may have renewed it while this one waited for the lock.
      if (this.#usable(row, refused)) return this.#remember(row.id_token, row.refresh_at);
      const renewed =
        (row.refresh_token ? await this.#request('refresh', row.refresh_token) : null) ??
        (await this.#request('grant', null));
      if (!renewed) throw paymentUnavailable();
      await saveToken(tx, this.#account, renewed);
      return this.#remember(renewed.idToken, renewed.refreshAt);
    });
  }

  /** A grant, or a refresh with the refresh token; null when bKash refused or did not answer. */
  async #request(how: 'grant' | 'refresh', refreshToken: string | null) {
    const { config, log } = this.deps;
    const reply = await postBkash(
      { baseUrl: config.baseUrl, log, timeoutMs: config.timeoutMs ?? 30_000, fetch: this.deps.fetch },
      how === 'grant' ? 'grantToken' : 'refreshToken',
      how === 'grant' ? 'token/grant' : 'token/refresh',
      { username: config.username, password: config.password },
      {
        app_key: config.appKey,
        app_secret: config.appSecret,
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
      },
    );
    const body = reply.kind === 'json' ? reply.body : null;
    const idToken = body?.id_token;
    const expiresIn = Number(body?.expires_in ?? 3600);
    if (!body || !isSuccess(reply) || typeof idToken !== 'string' || !idToken) {
      log.warn(
        { event: 'bkash.token_refused', how, reason: statusMessageOf(reply) },
        `bKash token ${how} refused`,
      );
      return null;
    }
    const at = this.#now();
    const lifetimeMs = (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600) * 1000;
    log.info(
      { event: 'bkash.token_renewed', how, expiresInSeconds: lifetimeMs / 1000 },
      `bKash token ${how}`,
    );
    return {
      idToken,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : refreshToken,
      expiresAt: new Date(at.getTime() + lifetimeMs),
      // Renewed with a tenth of its life left (at about minute 54 of an hour), well before bKash refuses it.
      refreshAt: new Date(at.getTime() + lifetimeMs * 0.9),
      how,
      at,
    };
  }
}
