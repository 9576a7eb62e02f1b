import type { Logger } from '../service-context';

/**
 * One call to bKash over HTTP, logged without secrets. bKash asks for the request and response of every call
 * before a merchant goes live, so each one is logged (event bkash.request / bkash.response) with credentials
 * and tokens replaced by [redacted].
 */

/** What a call answered. Only `json` with HTTP 200 is an answer bKash's rules can be read from. */
export type BkashReply =
  | { kind: 'json'; httpStatus: number; body: Record<string, unknown> }
  /** No usable answer: a timeout, a dropped connection, a body that is not JSON, or a gateway-level error. */
  | { kind: 'unusable'; httpStatus: number | null; reason: string; body?: unknown };

/** Body fields and headers never written to a log as they are. */
const SECRET_KEYS = new Set([
  'app_key',
  'app_secret',
  'password',
  'username',
  'id_token',
  'refresh_token',
  'authorization',
  'x-app-key',
  'token',
]);

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? '[redacted]' : redactSecrets(inner),
    ]),
  );
}

export interface BkashHttpOptions {
  /** The API's base address, e.g. https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  log: Logger;
  timeoutMs: number;
  /** The fetch to use (tests may slow it down); the global one by default. */
  fetch?: typeof fetch;
}

/** POSTs JSON to `${baseUrl}/${path}`; never throws: every failure is an `unusable` reply. */
export async function postBkash(
  options: BkashHttpOptions,
  call: string,
  path: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<BkashReply> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${path}`;
  const started = Date.now();
  options.log.info(
    { event: 'bkash.request', call, url, headers: redactSecrets(headers), body: redactSecrets(body) },
    `bKash ${call} request`,
  );
  const reply = await send(options, url, headers, body);
  const ms = Date.now() - started;
  if (reply.kind === 'json')
    options.log.info(
      {
        event: 'bkash.response',
        call,
        url,
        httpStatus: reply.httpStatus,
        ms,
        body: redactSecrets(reply.body),
      },
      `bKash ${call} response`,
    );
  else
    options.log.warn(
      {
        event: 'bkash.response',
        call,
        url,
        httpStatus: reply.httpStatus,
        ms,
        unusable: reply.reason,
        body: redactSecrets(reply.body),
      },
      `bKash ${call} gave no usable answer`,
    );
  return reply;
}

async function send(
  options: BkashHttpOptions,
  url: string,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<BkashReply> {
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return {
      kind: 'unusable',
      httpStatus: null,
      reason: timedOut ? `no answer within ${options.timeoutMs} ms` : `request failed: ${String(error)}`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      kind: 'unusable',
      httpStatus: response.status,
      reason: 'the answer is not JSON',
      body: text.slice(0, 500),
    };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return {
      kind: 'unusable',
      httpStatus: response.status,
      reason: 'the answer is not a JSON object',
      body: parsed,
    };
  const object = parsed as Record<string, unknown>;
  if (response.status !== 200)
    return { kind: 'unusable', httpStatus: response.status, reason: `HTTP ${response.status}`, body: object };
  // Business answers carry statusCode (or errorCode in bKash's older products); a bare {"message": ...} is an
  // answer of the gateway in front of bKash (a timeout, maintenance), not of the payment system.
  if (!('statusCode' in object) && !('errorCode' in object))
    return { kind: 'unusable', httpStatus: 200, reason: 'the answer has no statusCode', body: object };
  return { kind: 'json', httpStatus: 200, body: object };
}

/** bKash's status code of a JSON answer ("0000" is success); errorCode in its older shape. */
export function statusCodeOf(reply: BkashReply): string | null {
  if (reply.kind !== 'json') return null;
  const code = reply.body.statusCode ?? reply.body.errorCode;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

export function statusMessageOf(reply: BkashReply): string {
  if (reply.kind !== 'json') return reply.reason;
  const message = reply.body.statusMessage ?? reply.body.errorMessage;
  return typeof message === 'string' ? message : 'no message';
}

export const isSuccess = (reply: BkashReply) => statusCodeOf(reply) === '0000';
