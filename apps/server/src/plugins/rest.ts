import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { appRouter, restOpenApiDocument } from '@samity/api';
import type { FastifyInstance } from 'fastify';
import type { ApiContextFactory } from './context';
import { registerRestRoute } from './rest-route';

/**
 * The REST facade for integrators: the same procedures as tRPC, at the paths under /api that integrators call
 * (apps/server/test/spec-paths.ts lists them),
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

  registerRestRoute(app, '/api', {
    router: appRouter,
    createContext,
    onError({ error, path, req }) {
      // The request's own logger, so the line carries the requestId the client's error body names.
      if (error.code === 'INTERNAL_SERVER_ERROR')
        req.log.error({ err: error.cause ?? error, path }, 'REST call failed');
    },
  });
}
