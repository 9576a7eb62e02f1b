import { errorAnswer } from '@samity/api';
import { AppError } from '@samity/domain';
import type { AnyRouter, TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsRequestBody,
  createProcedureCache,
  getErrorFromUnknown,
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import { methodNotAllowed, notFound } from './error-answers';
import { hasBody, objectShapeOf, readAddressValues } from './rest-input';

export interface RestRouteOptions {
  router: AnyRouter;
  createContext(opts: { req: FastifyRequest; res: FastifyReply }): unknown;
  onError?(opts: { error: TRPCError; path: string | undefined; req: FastifyRequest }): void;
}

type Procedure = Parameters<typeof getInputOutputParsers>[0];
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const METHODS: readonly Method[] = ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'];
/** What a procedure's input is read from: nothing (no input), or an object schema's fields (maybe none). */
type InputShape = { kind: 'none' } | { kind: 'object'; shape: ReturnType<typeof objectShapeOf> };

/**
 * The REST facade's one route: every method under `basePath` finds its procedure by method and path (the
 * procedures' `meta.openapi`, as trpc-to-openapi documents them), calls it through the router's caller and
 * answers as trpc-to-openapi's handler did (the same statuses), every failure with the one error body. A path
 * that exists with other methods is a 405 naming them in Allow; a POST whose procedure takes no body (a
 * logout, a retry) may come with none, or with an empty JSON object.
 *
 * The handler is ours, not the package's, for two reasons. Its input coercion set zod's `coerce` flag on the
 * procedures' own schemas in place, for JSON bodies too: `{"confirm_active":"false"}` became `true`, and
 * after one REST call the shared schema coerced tRPC's calls as well. Here a body goes to the schema as it
 * came, and only text from the address is read into numbers and booleans, on a copy, by the schema's field
 * types (rest-input.ts). And the package's own Fastify plugin sent answers twice with async onSend hooks
 * installed (ERR_HTTP_HEADERS_SENT); the reply is returned so Fastify knows it is on its way.
 */
export function registerRestRoute(app: FastifyInstance, basePath: string, options: RestRouteOptions): void {
  const { router, createContext, onError } = options;
  const findProcedure = createProcedureCache(router as never);
  const methodsOf = (path: string) => METHODS.filter((method) => findProcedure(method as never, path));
  const shapes = new WeakMap<object, InputShape>();
  const inputShapeOf = (procedure: Procedure): InputShape => {
    let known = shapes.get(procedure);
    if (!known) {
      const { inputParser } = getInputOutputParsers(procedure);
      known = instanceofZodTypeLikeVoid(unwrapZodType(inputParser as never, true))
        ? { kind: 'none' }
        : { kind: 'object', shape: objectShapeOf(inputParser) };
      shapes.set(procedure, known);
    }
    return known;
  };

  app.route({
    method: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: `${basePath}/*`,
    handler: async (request, reply) => {
      const send = (status: number, body: unknown) =>
        reply.code(status).header('content-type', 'application/json').send(JSON.stringify(body));
      const address = request.url.slice(basePath.length);
      // As a URL, so dot segments and their encodings resolve before matching, as they always have.
      const pathname = new URL(`http://127.0.0.1${address.startsWith('/') ? '' : '/'}${address}`).pathname;
      const path = normalizePath(pathname);
      const found = findProcedure(request.method as never, path);
      const procedure = found?.procedure;
      let input: unknown;
      try {
        if (!found || !procedure) {
          // A HEAD anywhere answers empty: load balancers warm up with it.
          if (request.method === 'HEAD') return send(204, undefined);
          // A trailing slash is an empty last segment (`/committee/` with no member number), not the
          // collection: that stays 404.
          const allowed = pathname.length > 1 && pathname.endsWith('/') ? [] : methodsOf(path);
          throw allowed.length ? methodNotAllowed(reply, allowed) : notFound();
        }
        const useBody = acceptsRequestBody(request.method as never);
        const contentType = request.headers['content-type'];
        // No body at all needs no content type: nothing is there to read (the forgery guard lets only
        // same-origin or API-key calls this far).
        if (useBody && !contentType?.startsWith('application/json') && hasBody(request)) {
          throw new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'request.jsonRequired',
            `Unsupported content type "${contentType ?? ''}": send JSON (Content-Type: application/json).`,
          );
        }
        const inputShape = inputShapeOf(procedure.procedure);
        if (inputShape.kind === 'object') {
          const fromAddress = readAddressValues(
            inputShape.shape,
            useBody
              ? pathValuesOf(found.pathInput)
              : { ...queryOf(request), ...pathValuesOf(found.pathInput) },
          );
          // Only an object body is merged with the address's values: spread, an array, a number or a string
          // would turn into an object of indexes or into {}, and an input the schema refuses would pass as
          // an empty one. Anything else goes to the schema as it came, for a 400.
          const body = request.body;
          const objectBody =
            body === undefined || (body !== null && typeof body === 'object' && !Array.isArray(body));
          input = !useBody
            ? fromAddress
            : objectBody
              ? { ...(body as object | undefined), ...fromAddress }
              : body;
        }
        const ctx = await createContext({ req: request, res: reply });
        const caller = router.createCaller(ctx as never) as Record<string, unknown>;
        const call = procedure.path
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller);
        const data = await (call as (input: unknown) => Promise<unknown>)(input);
        return send(200, data);
      } catch (cause) {
        // Our own refusals (404, 405, 415) are AppErrors; a procedure's failures arrive as TRPCErrors.
        const error = cause instanceof AppError ? cause : getErrorFromUnknown(cause);
        if (!(error instanceof AppError)) onError?.({ error, path: procedure?.path, req: request });
        const { status, body } = errorAnswer(error, {
          requestId: request.id,
          path: procedure?.path,
        });
        return send(status, body);
      }
    },
  });
}

/**
 * The path's values as the document states them: decoded, as the query's are (the procedure cache matches the
 * raw path, so `/dealers/%E0%A7%A7` would reach the schema as 12 characters of escapes, not "১"). A value
 * that is no valid encoding stays as sent, for the schema to judge.
 */
function pathValuesOf(values: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    try {
      decoded[key] = decodeURIComponent(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

/**
 * The query string as the procedure reads it: an empty value is as if not given (`?price_min=` keeps the
 * default), a key given once is its value and a repeated key the list of its values.
 */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (!value) continue;
    query[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  return query;
}
