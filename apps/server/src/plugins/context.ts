import {
  type Context,
  type ContextDeps,
  createContext,
  type PublicReadCache,
  type RateLimitState,
  type SessionCookieJar,
} from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { OnlinePayments } from '@samity/api/payments';
import type { Db } from '@samity/db';
import type { NotificationChannels } from '@samity/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieJar } from './session-cookies';

/** Builds the API context of one request from Fastify's request and reply. */
export type ApiContextFactory = (opts: { req: unknown; res: unknown }) => Context;

/** The key of an `Authorization: Bearer <key>` header; null without one (or with another scheme). */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The RateLimit-* headers of a call made with an API key (docs/api.md): the limit, the calls left in the
 * window and the seconds until a used one is freed.
 */
function sendRateLimitHeaders(reply: FastifyReply) {
  return (state: RateLimitState) => {
    reply.header('ratelimit-limit', String(state.limit));
    reply.header('ratelimit-remaining', String(state.remaining));
    reply.header('ratelimit-reset', String(state.resetSeconds));
  };
}

/**
 * The one way a request gets its API context. The tRPC and REST adapters both hand us Fastify's request and
 * reply, and so do the hand-written routes, so every entry point reads sessions and sets cookies alike; the
 * server's own work gets its context from serverContext. Built once per app (app.ts). Only the REST facade passes `acceptApiKeys`: tRPC, the browser's API, and the
 * other routes stay cookie-only, so a key never works there.
 */
export interface ContextFactoryDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  /** The gateway as a request or the server's own work sees it (payments/online-payments.ts makes it). */
  payments?: { forRequest(request: FastifyRequest): OnlinePayments; forServer(): OnlinePayments };
  /** This instance's cache of public lists (decision 009). */
  readCache?: PublicReadCache;
  /** Configured message channels and the site's address for links in messages. */
  notifications?: { channels: NotificationChannels; publicOrigin: string | undefined };
  /** The anonymous forms' proof of work: HUMAN_PROOF_KEY and the difficulty (decision 027). */
  humanProof?: { hmacKey: string | undefined; maxNumber: number };
  /** Only the REST facade reads `Authorization: Bearer` keys (decision 013). */
  acceptApiKeys?: boolean;
}

export function contextFactory(deps: ContextFactoryDeps): ApiContextFactory {
  const { acceptApiKeys = false } = deps;
  return ({ req, res }) => {
    const request = req as FastifyRequest;
    const reply = res as FastifyReply;
    return buildContext(deps, {
      bearer: acceptApiKeys ? bearerOf(request) : null,
      reportRateLimit: sendRateLimitHeaders(reply),
      log: request.log,
      request: {
        ip: request.ip ?? 'unknown',
        userAgent: request.headers['user-agent'] ?? null,
        id: request.id,
      },
      cookies: sessionCookieJar(request, reply),
      payments: deps.payments?.forRequest(request),
    });
  };
}

/** A jar for work no request asked for: it holds no session and sets none. */
const NO_COOKIES: SessionCookieJar = { get: () => null, set: () => {}, clear: () => {} };

/**
 * The context of the server's own work (the bKash reconciliation and notification timers), from the same
 * dependencies as a request's: nobody is logged in, no cookie is read or set, and the request is 'server'.
 */
export function serverContext(deps: ContextFactoryDeps, log: FastifyBaseLogger): Context {
  return buildContext(deps, {
    log,
    request: { ip: 'server', userAgent: null },
    cookies: NO_COOKIES,
    payments: deps.payments?.forServer(),
  });
}

type PerCall = Pick<ContextDeps, 'log' | 'request' | 'cookies' | 'payments' | 'bearer' | 'reportRateLimit'>;

function buildContext(deps: ContextFactoryDeps, call: PerCall): Context {
  const { db, clock, storage, readCache, notifications, humanProof } = deps;
  return createContext({
    ...call,
    db,
    now: clock,
    storage,
    readCache,
    channels: notifications?.channels,
    publicOrigin: notifications?.publicOrigin,
    humanProof,
  });
}
