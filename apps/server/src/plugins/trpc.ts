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
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
  });
}
