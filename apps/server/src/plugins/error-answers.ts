import { errorAnswer } from '@samity/api';
import { AppError } from '@samity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers a failure with the one error body (packages/api routes/error-body.ts), the body every procedure
 * answers too: a service's refusal (AppError) with its key, bad input (ZodError) field by field, Fastify's
 * own refusals (a body that is not JSON or too large) with their message and status, and anything else as a
 * 500 that says only that something went wrong (the log keeps the details). Every body names the request's
 * id. A 429 carries Retry-After.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = errorAnswer(error, { requestId: request.id });
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: error }, body.message);
  reply.code(status).header('cache-control', 'no-store');
  if (body.data.retryAfterSeconds !== undefined && body.data.retryAfterSeconds > 0)
    reply.header('retry-after', String(Math.ceil(body.data.retryAfterSeconds)));
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The answer to an address that names nothing, on every prefix that answers JSON. */
export const notFound = () => new AppError('NOT_FOUND', 'http.notFound', 'Not found');

/**
 * A path that exists but not with this method: 405 with the methods it takes in Allow (a GET also takes
 * HEAD). The caller throws it; `allowed` is already sorted.
 */
export function methodNotAllowed(reply: FastifyReply, allowed: readonly string[]): AppError {
  const methods = allowed.includes('GET') && !allowed.includes('HEAD') ? [...allowed, 'HEAD'] : allowed;
  reply.header('allow', methods.join(', '));
  return new AppError(
    'METHOD_NOT_SUPPORTED',
    'http.methodNotAllowed',
    `This path takes ${methods.join(', ')} only.`,
  );
}

/**
 * The one error handler: set before any route or plugin is registered, so all of them inherit it. A route
 * throws (an AppError, a ZodError) and never writes an error body itself.
 */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
