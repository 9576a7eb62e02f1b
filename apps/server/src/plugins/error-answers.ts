import { STATUS_CODES } from 'node:http';
import { GENERIC_ERROR_MESSAGE } from '@samity/domain';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The answer to an error that reaches Fastify itself rather than a procedure (tRPC and REST answer through
 * the error formatter of packages/api): a body that is not JSON, one too large, a failure inside a route of
 * our own (uploads, statements, receipts, PDFs). A 4xx keeps Fastify's clear message; a 5xx says only that
 * something went wrong, never an error's own text (it may be the database's), and the log keeps the details.
 * Both name the request's id, as every error body does. Set before any route or plugin is registered, so
 * all of them inherit it.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const given = error.statusCode ?? 0;
    const status = given >= 400 && given < 600 ? given : 500;
    reply.code(status).header('cache-control', 'no-store');
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.send({
        statusCode: status,
        code: 'INTERNAL_SERVER_ERROR',
        error: STATUS_CODES[status],
        message: GENERIC_ERROR_MESSAGE,
        requestId: request.id,
      });
    }
    request.log.info({ err: error }, error.message);
    return reply.send({
      statusCode: status,
      code: error.code ?? 'BAD_REQUEST',
      error: STATUS_CODES[status],
      message: error.message,
      requestId: request.id,
    });
  });
}
