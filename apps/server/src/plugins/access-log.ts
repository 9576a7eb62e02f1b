import type { FastifyInstance, FastifyRequest } from 'fastify';

const unlogged = new WeakSet<FastifyRequest>();

/**
 * Marks a request answered with a kept public list (public-answer-cache.ts): it gets no access line. Those
 * answers are the same few public pages read over and over, served from memory without touching the
 * database; serializing and redacting a line for each one took a third of the server's CPU under load
 * (docs/benchmarks.md). Anything that fails is still logged, with its request id.
 */
export function leaveOutOfAccessLog(request: FastifyRequest): void {
  unlogged.add(request);
}

/**
 * One log line per request, written when the answer has gone: method, URL, client address, status and time,
 * under the request's id. Fastify's own request logging (turned off in app.ts) writes two lines, one on
 * arrival and one on completion. A request that fails also logs its error on a line of its own, same id.
 * At LOG_LEVEL=debug each request is also logged as it arrives, to follow one that never finishes.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!unlogged.has(request))
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
