import type { AddressInfo } from 'node:net';
import { API_PREFIX } from './constants.js';
import {
  type CallRecord,
  type Injection,
  Sandbox,
  type SandboxCredentials,
  type SandboxSettingsInput,
  settingsFrom,
} from './sandbox.js';
import { buildApp, Holds } from './server.js';

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
export type { ApiCall, CallRecord, Failure, Injection, SandboxCredentials } from './sandbox.js';
export { API_CALLS, FAILURES } from './sandbox.js';

export interface SandboxOptions extends SandboxSettingsInput {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** The origin the payer's browser reaches the sandbox at, when it is not `http://host:port`. */
  publicOrigin?: string;
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
  payments(): ReturnType<Sandbox['listPayments']>;
  calls(): CallRecord[];
}

/** Starts the sandbox on `host:port` and resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const { port = 0, host = '127.0.0.1', publicOrigin, logger, ...settings } = options;
  const sandbox = new Sandbox(settingsFrom(settings));
  const holds = new Holds();
  let baseUrl = '';
  const app = buildApp(sandbox, holds, { logger: logger ?? false, baseUrl: () => baseUrl });
  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const listening = ['0.0.0.0', '[::]'].includes(shownHost) ? 'localhost' : shownHost;
  const origin = (publicOrigin ?? `http://${listening}:${address.port}`).replace(/\/+$/, '');
  baseUrl = `${origin}${API_PREFIX}`;
  sandbox.pageOrigin = origin;

  return {
    baseUrl,
    origin,
    credentials: { ...sandbox.settings.credentials },
    async close() {
      holds.releaseAll();
      await app.close();
    },
    next(injection) {
      const result = sandbox.inject(injection);
      if ('error' in result) throw new Error(result.error);
    },
    advanceClock: (seconds) => sandbox.advanceClock(seconds),
    authorize(paymentID, wallet) {
      const result = sandbox.authorize(paymentID, wallet);
      if ('error' in result) throw new Error(result.error);
    },
    reset: () => sandbox.reset(),
    payments: () => sandbox.listPayments(),
    calls: () => sandbox.calls(),
  };
}
