import { listProcedures, type PublicReadCache, SESSION_COOKIE_NAME_VARIANTS } from '@samity/api';
import type { PublicReadTable } from '@samity/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leaveOutOfAccessLog } from './access-log';

interface KeptAnswer {
  body: string;
  contentType: string;
  /** The answer's ETag, made once when it was kept (public-etag.ts reuses it). */
  etag: string | undefined;
}

type Snapshot = NonNullable<ReturnType<PublicReadCache['snapshot']>>;

/**
 * Whole REST answers of the cached public lists (GET /api/members, /api/stocks/search, ...), kept in the
 * same read cache as the procedures' answers and dropped by the same table changes (decision 009). A kept
 * answer is sent from onRequest, without the REST adapter, tRPC and JSON encoding; the onSend hooks still
 * run, so security headers, the ETag and 304 are the same as for any answer. Only anonymous requests: one
 * that carries a session is answered by the procedure as always (and marked no-store).
 */
export function registerPublicAnswerCache(app: FastifyInstance, cache: PublicReadCache): void {
  const routes = new Map<string, readonly PublicReadTable[]>();
  for (const p of listProcedures())
    if (p.rest?.method === 'GET' && p.reads.length && !p.rest.path.includes('{'))
      routes.set(`/api${p.rest.path}`, p.reads);
  const carriesSession = (request: FastifyRequest) =>
    SESSION_COOKIE_NAME_VARIANTS.some((name) => request.cookies?.[name] !== undefined);

  const pending = new WeakMap<
    FastifyRequest,
    { key: string; tables: readonly PublicReadTable[]; snapshot: Snapshot }
  >();
  // Callback-style hooks (request-limits.ts says why); the one that answers a hit does not call done.
  app.addHook('onRequest', (request, reply, done) => {
    const tables = request.method === 'GET' ? routes.get(request.url.split('?')[0] ?? '') : undefined;
    if (!tables || carriesSession(request)) return done();
    const key = `GET ${request.url}`;
    const kept = cache.lookup(key, tables) as KeptAnswer | undefined;
    if (kept) {
      leaveOutOfAccessLog(request);
      if (kept.etag) reply.header('etag', kept.etag);
      reply.type(kept.contentType).send(kept.body);
      return;
    }
    const snapshot = cache.snapshot(tables);
    if (snapshot) pending.set(request, { key, tables, snapshot });
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const read = pending.get(request);
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const etag = reply.getHeader('etag');
    cache.keep(read.key, read.tables, read.snapshot, {
      body: payload,
      contentType,
      etag: typeof etag === 'string' ? etag : undefined,
    } satisfies KeptAnswer);
    done(null, payload);
  });
}
