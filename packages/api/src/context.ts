import type { Db } from '@samity/db';
import { type AuthState, createAuthState } from './services/auth/auth-state';
import type { StorageDriver } from './services/images/storage-driver';

/** Where a request came from; used for logging, throttling and the audit trail. */
export interface RequestInfo {
  ip: string;
  userAgent: string | null;
}

/** Minimal structured logger (pino-compatible) so the API layer does not depend on Fastify. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Members and admins hold separate sessions (separate cookies): one never stands in for the other. */
export type SessionKind = 'member' | 'admin';

/** The cookie of each kind of session (set by the server, documented in the OpenAPI document). */
export const SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  member: 'samity_member_session',
  admin: 'samity_admin_session',
};

/**
 * The session cookies of one request and response. The server implements it over its HTTP framework, so
 * this package stays framework-free; tests use an in-memory jar.
 */
export interface SessionCookieJar {
  /** The token of this kind as of now: the request's, or the one set or cleared earlier in this request. */
  get(kind: SessionKind): string | null;
  /** maxAgeSeconds null: a browser-session cookie (gone when the browser closes). */
  set(kind: SessionKind, token: string, options: { maxAgeSeconds: number | null }): void;
  clear(kind: SessionKind): void;
}

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
}

export interface Context {
  db: Db;
  log: Logger;
  request: RequestInfo;
  cookies: SessionCookieJar;
  now: () => Date;
  storage: StorageDriver;
  /** The request's principals, read from the session cookies on first use (public calls never pay for it). */
  auth: AuthState;
}

export function createContext(deps: ContextDeps): Context {
  const now = deps.now ?? (() => new Date());
  const base = { ...deps, now };
  return { ...base, auth: createAuthState(base) };
}
