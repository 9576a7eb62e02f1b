import type { Db } from '@samity/db';
import type { NotificationChannels } from '@samity/domain';
import type { PublicReadCache } from './read-cache/public-read-cache';
import type { RateLimitState } from './services/api-keys/api-key-calls.service';
import { type AuthState, createAuthState } from './services/auth/auth-state';
import type { SessionCookieJar } from './services/auth/session-cookies';
import type { StorageDriver } from './services/images/storage-driver';
import { NO_CHANNELS } from './services/notifications/notify';
import { NO_ONLINE_PAYMENTS, type OnlinePayments } from './services/payments/online-payments';
import type { Logger, RequestInfo, ServiceContext } from './services/service-context';

/** What the server supplies per request. */
export interface ContextDeps {
  db: Db;
  log: Logger;
  request: RequestInfo;
  cookies: SessionCookieJar;
  /** The clock: injectable so expiry can be tested without waiting. */
  now?: () => Date;
  /** Where images are stored: procedures that delete records call releaseImages(ctx, urls) with it. */
  storage: StorageDriver;
  /** The payment gateway (bKash) when configured; without it online payment is unavailable. */
  payments?: OnlinePayments;
  /** This instance's cache of public lists; without it (scripts, most tests) every read goes to the database. */
  readCache?: PublicReadCache;
  /** An API key from `Authorization: Bearer`, passed only by the REST facade (decision 013). */
  bearer?: string | null;
  /** Where the key's rate-limit state goes (the REST facade's RateLimit-* headers). */
  reportRateLimit?: (state: RateLimitState) => void;
  /** Which notification channels are configured (SMS_*, SMTP_*); unset: the inbox only. */
  channels?: NotificationChannels;
  /** The site's public address, for links in messages. */
  publicOrigin?: string;
  /** The anonymous forms' proof of work: HUMAN_PROOF_KEY and HUMAN_PROOF_MAX_NUMBER (decision 027). */
  humanProof?: { hmacKey?: string; maxNumber?: number };
}

/** The context of one API call: the services' own context plus what only the transport knows. */
export interface Context extends ServiceContext {
  cookies: SessionCookieJar;
  storage: StorageDriver;
  payments: OnlinePayments;
  channels: NotificationChannels;
  /** The request's principals, read from the session cookies on first use (public calls never pay for it). */
  auth: AuthState;
  readCache?: PublicReadCache;
}

export function createContext(deps: ContextDeps): Context {
  const now = deps.now ?? (() => new Date());
  const base = {
    ...deps,
    now,
    payments: deps.payments ?? NO_ONLINE_PAYMENTS,
    channels: deps.channels ?? NO_CHANNELS,
  };
  return { ...base, auth: createAuthState(base) };
}
