import type { AddressInfo } from 'node:net';
import { API_PREFIX } from './constants.js';
import { inject } from './failures.js';
import { authorize } from './payer-steps.js';
import { buildApp, Holds } from './server.js';
import { type SandboxCredentials, type SandboxSettingsInput, settingsFrom } from './settings.js';
import { SandboxStore } from './store.js';
import type { CallRecord, Injection } from './types.js';

export {
  API_PREFIX,
  DEFAULT_CREDENTIALS,
  FAILURE_WALLETS,
  MESSAGES,
  SANDBOX_OTP,
  SANDBOX_PIN,
  SANDBOX_WALLETS,
} from './constants.js';
export { bkashTime, parseAmount } from './format.js';
export { type PayerOptions, type PayerResult, payAsPayer } from './payer.js';
export type { SandboxCredentials } from './settings.js';
export type { ApiCall, CallRecord, Failure, Injection } from './types.js';
export { API_CALLS, FAILURES } from './types.js';

export interface SandboxOptions extends SandboxSettingsInput {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** The origin the payer's browser reaches the sandbox at, when it is not `http://host:port`. */
  publicOrigin?: string;
  /**
   * A path of the merchant's own site that forwards to the sandbox (e.g. `/bkash-sandbox`): each payment's
   * bkashURL is then its callback URL's origin with this path, so a payer who reaches the merchant (a phone
   * on the same network) reaches the pages too, while the sandbox itself listens on 127.0.0.1 only.
   */
  merchantPath?: string;
  /** Fastify's request log (off by default). */
  logger?: boolean;
}

export interface SandboxHandle {
  /** What BKASH_BASE_URL points at: `${origin}/v1.2.0-beta/tokenized/checkout`. */
  baseUrl: string;
  origin: string;
  credentials: SandboxCredentials;
  close(): Promise<void>;
  /** The same as `POST ${origin}/__sandbox/next`; throws on an unknown failure or paymentID. */
  next(injection: Injection): void;
  /** Moves the sandbox's clock forward (token and payment expiry, refund window). */
  advanceClock(seconds: number): void;
  /** The payer authorised the payment and closed the tab: no redirect to the merchant. */
  authorize(paymentID: string, wallet?: string): void;
  /** Forgets every token, payment, injection and call, and sets the clock back. */
  reset(): void;
  payments(): ReturnType<SandboxStore['listPayments']>;
  calls(): CallRecord[];
}

/** A test's control call the sandbox refused is the test's mistake: it throws rather than pass unnoticed. */
function refuseLoudly(result: object): void {
  if ('error' in result) throw new Error(String(result.error));
}

/** Starts the sandbox on `host:port` and resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const { port = 0, host = '127.0.0.1', publicOrigin, merchantPath, logger, ...settings } = options;
  const store = new SandboxStore(settingsFrom(settings));
  const holds = new Holds();
  let baseUrl = '';
  const app = buildApp(store, holds, { logger: logger ?? false, baseUrl: () => baseUrl });
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const listening = ['0.0.0.0', '[::]'].includes(shownHost) ? 'localhost' : shownHost;
  const origin = (publicOrigin ?? `http://${listening}:${address.port}`).replace(/\/+$/, '');
  baseUrl = `${origin}${API_PREFIX}`;
  store.pageOrigin = origin;
  store.merchantPath = merchantPath?.replace(/\/+$/, '');

  return {
    baseUrl,
    origin,
    credentials: { ...store.settings.credentials },
    async close() {
      holds.releaseAll();
      await app.close();
    },
    next: (injection) => refuseLoudly(inject(store, injection)),
    advanceClock: (seconds) => store.advanceClock(seconds),
    authorize: (paymentID, wallet) => refuseLoudly(authorize(store, paymentID, wallet)),
    reset: () => store.reset(),
    payments: () => store.listPayments(),
    calls: () => store.calls(),
  };
}
