import { type DbHandle, pendingMigrations } from '@samity/db';
import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance should be sent new requests. main.ts starts draining at a stop signal, before the
 * listener closes, so a load balancer asking /readyz stops choosing this instance while it finishes the
 * requests in flight.
 */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/**
 * Two checks for two questions:
 * - /healthz, liveness: the process is up and serving HTTP. It asks nothing of the database, so a database
 *   outage does not get every instance restarted; it names the database kind (the CI checks it).
 * - /readyz, readiness: this instance can serve requests now, so the database answers, every migration this
 *   build knows is applied, and the instance is not shutting down; 503 otherwise. Load balancers and
 *   compose's healthchecks ask this one.
 * Neither answer is ever cached.
 */
export function registerHealth(app: FastifyInstance, handle: DbHandle, readiness: Readiness): void {
  app.addHook('preClose', (done) => {
    readiness.startDraining();
    done();
  });
  // Once draining, every answer closes its connection. Closing the listener ends only the keep-alive
  // connections idle at that moment; one busy then would stay open after its answer, and the process would
  // wait on it until it is cut off.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: handle.kind };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const unavailable = (reason: string) =>
      reply.code(503).send({ status: 'unavailable', database: handle.kind, reason });
    if (readiness.draining) return unavailable('shutting down');
    try {
      const pending = await pendingMigrations(handle.db);
      if (pending.length) {
        request.log.error({ pending }, 'readiness: migrations not applied');
        return unavailable('migrations pending');
      }
      return { status: 'ready', database: handle.kind };
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return unavailable('database unreachable');
    }
  });
}
