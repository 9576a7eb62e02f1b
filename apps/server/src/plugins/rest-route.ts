import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';

type HandlerOptions = Parameters<typeof createOpenApiNodeHttpHandler>[0];

/**
 * The REST facade's one route: every method under `basePath` goes to trpc-to-openapi's HTTP handler, which
 * finds the procedure by method and path and answers through `res.end`.
 *
 * This replaces the package's own Fastify plugin, whose async route handler sends the answer and then
 * resolves with undefined: with an async onSend hook installed (we have several), Fastify sees the reply not
 * yet finished when the handler resolves, sends it a second time and the process dies of
 * ERR_HTTP_HEADERS_SENT. Returning the reply tells Fastify the answer is already on its way.
 */
export function registerRestRoute(app: FastifyInstance, basePath: string, options: HandlerOptions): void {
  const handle = createOpenApiNodeHttpHandler(options);
  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${basePath}/*`,
    handler: async (request, reply) => {
      await handle(asNodeRequest(request, basePath) as never, asNodeResponse(reply) as never);
      return reply;
    },
  });
}

/**
 * The handler reads a Node request: Fastify's request (body, headers, method) with the raw one's event
 * methods, and the address without the base path, which is what the handler matches. A view over the
 * request rather than a change to it: the request keeps its own address for the access log and the hooks.
 */
function asNodeRequest(request: FastifyRequest, basePath: string) {
  const raw = request.raw;
  const own = (value: unknown) => ({ value, enumerable: true });
  // Own properties shadow the request's (its url is a getter with no setter, so it cannot be assigned).
  return Object.create(request, {
    url: own(request.url.slice(basePath.length)),
    once: own(raw.once.bind(raw)),
    on: own(raw.on.bind(raw)),
    off: own(raw.off.bind(raw)),
    destroy: own(raw.destroy.bind(raw)),
  }) as FastifyRequest;
}

/**
 * The handler writes a Node response (statusCode, setHeader, end): each goes to Fastify's reply, so our
 * hooks (headers, request ids) still see the answer.
 */
function asNodeResponse(reply: FastifyReply) {
  const raw = reply.raw;
  Object.defineProperty(reply, 'statusCode', {
    set(value: number) {
      void reply.code(value);
    },
    get() {
      return raw.statusCode;
    },
    enumerable: true,
    configurable: true,
  });
  return Object.assign(reply, {
    setHeader: (key: string, value: string) => void reply.header(key, value),
    end: (data: unknown) => {
      if (!reply.sent) void reply.send(data);
    },
    socket: raw.socket,
    connection: raw.socket,
    once: raw.once.bind(raw),
    on: raw.on.bind(raw),
    off: raw.off.bind(raw),
    emit: raw.emit.bind(raw),
    removeListener: raw.removeListener.bind(raw),
  });
}
