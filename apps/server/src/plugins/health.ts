import type { DbHandle } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness that means something: 200 only when the database answers. */
export function registerHealth(app: FastifyInstance, handle: DbHandle): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(handle.db);
      return { status: 'ok', database: handle.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: handle.kind });
    }
  });
}
