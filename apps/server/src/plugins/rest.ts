import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { appRouter } from '@samity/api';
import type { FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { restOpenApiDocument } from '../openapi-document';
import type { ApiContextFactory } from './context';

/**
 * The REST facade for integrators: the same procedures as tRPC, at the original product's paths under /api,
 * with the OpenAPI document at /api/openapi.json and a reference page at /api/docs (assets served locally).
 */
export async function registerRest(
  app: FastifyInstance,
  publicOrigin: string | undefined,
  createContext: ApiContextFactory,
): Promise<void> {
  const document = restOpenApiDocument(publicOrigin);
  app.get('/api/openapi.json', async () => document);

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  // The adapter's handler calls reply.send without returning the reply: were an onSend hook (the public ETag)
  // still at work when the handler's promise settles, Fastify would send a second, empty answer. Returning
  // the reply makes Fastify wait for the one answer.
  app.addHook('onRoute', (route) => {
    if (route.url !== '/api/*') return;
    const handler = route.handler;
    route.handler = async function restHandler(this: FastifyInstance, request, reply) {
      await handler.call(this, request, reply);
      return reply;
    };
  });
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error.cause ?? error, path }, 'REST call failed');
    },
  } as never);
}
