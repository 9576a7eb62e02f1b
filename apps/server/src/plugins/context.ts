import type { Context } from '@samity/api';
import type { Db } from '@samity/db';
import type { FastifyRequest } from 'fastify';

/** Builds the API context of one request (shared by the tRPC and REST adapters). */
export function contextFactory(db: Db) {
  return ({ req }: { req: FastifyRequest | import('node:http').IncomingMessage }): Context => {
    const request = req as FastifyRequest;
    return {
      db,
      log: request.log,
      request: { ip: request.ip ?? 'unknown', userAgent: request.headers['user-agent'] ?? null },
    };
  };
}
