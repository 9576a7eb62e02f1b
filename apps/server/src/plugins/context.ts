import { type Context, createContext } from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { Db } from '@samity/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerPayments } from '../payments/online-payments';
import { sessionCookieJar } from './session-cookies';

/** Builds the API context of one request from Fastify's request and reply. */
export type ApiContextFactory = (opts: { req: unknown; res: unknown }) => Context;

/**
 * The one way a request gets its API context. The tRPC and REST adapters both hand us Fastify's request and
 * reply, and the upload route passes its own, so every entry point reads sessions and sets cookies alike.
 * Built once per app (app.ts).
 */
export function contextFactory(
  db: Db,
  clock: () => Date,
  storage: StorageDriver,
  payments?: ServerPayments,
): ApiContextFactory {
  return ({ req, res }) => {
    const request = req as FastifyRequest;
    const reply = res as FastifyReply;
    return createContext({
      db,
      log: request.log,
      request: {
        ip: request.ip ?? 'unknown',
        userAgent: request.headers['user-agent'] ?? null,
        id: request.id,
      },
      cookies: sessionCookieJar(request, reply),
      now: clock,
      storage,
      payments: payments?.forRequest(request),
    });
  };
}
