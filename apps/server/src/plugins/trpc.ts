import { appRouter } from '@samity/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { ApiContextFactory } from './context';

/** The browser's API: tRPC at /trpc (batched, JSON). */
export async function registerTrpc(app: FastifyInstance, createContext: ApiContextFactory): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path, req }) {
        // The request's own logger, so the line carries the requestId the client's error body names.
        if (error.code === 'INTERNAL_SERVER_ERROR')
          (req?.log ?? app.log).error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
