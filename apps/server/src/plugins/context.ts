import { type Context, createContext } from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { Db } from '@samity/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieJar } from './session-cookies';

/**
 * Builds the API context of one request. The tRPC and REST adapters both hand us Fastify's request and
 * reply, so both read sessions and set cookies the same way.
 */
export function contextFactory(db: Db, clock: () => Date, storage: StorageDriver) {
  return ({ req, res }: { req: unknown; res: unknown }): Context => {
    const request = req as FastifyRequest;
    const reply = res as FastifyReply;
    return createContext({
      db,
      log: request.log,
      request: { ip: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] ?? null },
      cookies: sessionCookieJar(request, reply),
      now: clock,
      storage,
    });
  };
}
