import type { SandboxHandle } from '../src/index.js';

/** What a merchant's server sees of one gateway call. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface CallOptions {
  /** The id_token (sent raw unless `bearer`). */
  token?: string;
  bearer?: boolean;
  appKey?: string;
  /** null: no Content-Type header at all. */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** Raw body instead of JSON.stringify(body). */
  raw?: string;
  signal?: AbortSignal;
}

/** A POST to `${baseUrl}/${path}` as a merchant's client sends it. */
export async function call(
  sandbox: SandboxHandle,
  path: string,
  body: unknown,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  if (options.token !== undefined) {
    headers.authorization = options.bearer ? `Bearer ${options.token}` : options.token;
    headers['x-app-key'] = options.appKey ?? sandbox.credentials.appKey;
  }
  const text = options.raw ?? JSON.stringify(body);
  const response = await fetch(`${sandbox.baseUrl}/${path}`, {
    method: 'POST',
    headers,
    // a string body would make fetch add `text/plain` itself; bytes go without a Content-Type
    body: options.contentType === null ? new TextEncoder().encode(text) : text,
    signal: options.signal,
  });
  const answer = await response.text();
  return { status: response.status, body: answer ? (JSON.parse(answer) as Record<string, unknown>) : {} };
}

export function loginHeaders(sandbox: SandboxHandle): Record<string, string> {
  return { username: sandbox.credentials.username, password: sandbox.credentials.password };
}

export function appBody(sandbox: SandboxHandle): { app_key: string; app_secret: string } {
  return { app_key: sandbox.credentials.appKey, app_secret: sandbox.credentials.appSecret };
}

export async function grant(sandbox: SandboxHandle): Promise<Answer> {
  return call(sandbox, 'token/grant', appBody(sandbox), { headers: loginHeaders(sandbox) });
}

export async function grantToken(sandbox: SandboxHandle): Promise<string> {
  const answer = await grant(sandbox);
  if (answer.body.statusCode !== '0000') throw new Error(`grant refused: ${JSON.stringify(answer)}`);
  return answer.body.id_token as string;
}

export const CALLBACK = 'http://merchant.test/api/payments/bkash/callback';

export function createBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mode: '0011',
    payerReference: 'M-0042',
    callbackURL: CALLBACK,
    amount: '500.00',
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: 'INV-2026-0001',
    ...overrides,
  };
}

export async function create(
  sandbox: SandboxHandle,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { paymentID: string; bkashURL: string }> {
  const answer = await call(sandbox, 'create', createBody(overrides), { token });
  if (answer.body.statusCode !== '0000') throw new Error(`create refused: ${JSON.stringify(answer)}`);
  return answer.body as Record<string, unknown> & { paymentID: string; bkashURL: string };
}

export function execute(sandbox: SandboxHandle, token: string, paymentID: string, options: CallOptions = {}) {
  return call(sandbox, 'execute', { paymentID }, { token, ...options });
}

export function query(sandbox: SandboxHandle, token: string, paymentID: string) {
  return call(sandbox, 'payment/status', { paymentID }, { token });
}

/** A browser's form post to the payer pages, without following redirects. */
export function postForm(sandbox: SandboxHandle, path: string, fields: Record<string, string>) {
  return fetch(`${sandbox.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
