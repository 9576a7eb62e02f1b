import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodNotAllowed } from './error-answers';

type Method = 'GET' | 'POST';
const METHODS = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'] as const;

/**
 * The one way to add a route that is not a procedure (a file, an upload, a callback): the handler for its
 * method, and a 405 naming that method in Allow for every other one, as the REST facade answers. The
 * handler reads its input through routeInput, its caller through requireMember / requireAdminArea
 * (@samity/api), and throws AppErrors: the one error handler (error-answers.ts) answers them.
 */
export function ownRoute<Request extends FastifyRequest = FastifyRequest>(
  app: FastifyInstance,
  method: Method,
  url: string,
  handler: (request: Request, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method,
    url,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
  app.route({
    method: METHODS.filter((other) => other !== method),
    url,
    handler: async (_request, reply) => {
      throw methodNotAllowed(reply, [method]);
    },
  });
}
