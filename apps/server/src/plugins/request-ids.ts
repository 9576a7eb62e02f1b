import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header that carries a request's id in from the proxy and back out to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from the proxy may look like: letters, digits, dot, underscore and dash, 8 to 64 of them (a
 * UUID fits). Anything else, a newline or a megabyte of text above all, would let a client write into our log
 * lines, so it is ignored and an id of our own is made.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/**
 * Fastify's genReqId: from a trusted proxy (TRUST_PROXY lists it) its X-Request-Id is kept when it has the
 * expected shape, so the proxy's access log and ours name a request alike; otherwise a random UUID. A client
 * talking to us directly never chooses its id, so a user's report cannot point at someone else's log lines.
 */
export function requestIdGenerator(
  trusted: (peer: string | undefined) => boolean,
): (request: IncomingMessage) => string {
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      REQUEST_ID_PATTERN.test(incoming) &&
      trusted(request.socket.remoteAddress)
    )
      return incoming;
    return randomUUID();
  };
}

/**
 * Every answer names its request in X-Request-Id, the same id that is on each of the request's log lines
 * (`requestId`), and every JSON error body carries it as `requestId`, so a user's report can be matched to
 * the log. The one error body (packages/api routes/error-body.ts) carries it, from the procedures' error
 * formatter and from the error handler (error-answers.ts) alike; the onSend hook adds it to error answers
 * written elsewhere (tRPC refusing a request before it has a context), so none is without it. Registered
 * first, so answers that a later hook refuses early carry it too.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const isJsonError =
      reply.statusCode >= 400 &&
      typeof payload === 'string' &&
      String(reply.getHeader('content-type') ?? '').includes('json');
    done(null, isJsonError ? nameRequestInErrorBody(payload, request.id) : payload);
  });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Adds `requestId` where it is missing: at the top of a REST or Fastify error body, inside `error` of a tRPC
 * answer (each call's, in a batch). Anything else (not JSON, a batch's successful calls) is left as it is.
 */
export function nameRequestInErrorBody(payload: string, requestId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  const tRpcError = (item: unknown) =>
    isObject(item) && isObject(item.error) && !('requestId' in item.error)
      ? { ...item, error: { ...item.error, requestId } }
      : item;
  if (Array.isArray(body)) return JSON.stringify(body.map(tRpcError));
  if (!isObject(body)) return payload;
  if (isObject(body.error)) return JSON.stringify(tRpcError(body));
  return 'requestId' in body ? payload : JSON.stringify({ ...body, requestId });
}
