import {
  canonicalPublicInput,
  listProcedures,
  type PublicReadCache,
  publicInputSchemaOf,
  SESSION_COOKIE_NAME_VARIANTS,
} from '@samity/api';
import type { PublicReadTable } from '@samity/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leaveOutOfAccessLog } from './access-log';
import { objectShapeOf, readAddressValues } from './rest-input';

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
 *
 * The key is the address's path and the input the procedure would run with, validated and canonical
 * (canonicalPublicInput), never the raw query string: unknown parameters, repeated defaults and other
 * spellings of one input share one entry, and a query that does not validate is neither looked up nor kept
 * (the REST adapter answers it 400). Kept answers count their bytes against the cache's budget.
 */
export function registerPublicAnswerCache(app: FastifyInstance, cache: PublicReadCache): void {
  const routes = new Map<string, Route>();
  for (const p of listProcedures())
    if (p.rest?.method === 'GET' && p.reads.length && !p.rest.path.includes('{'))
      routes.set(`/api${p.rest.path}`, {
        procedure: p.path,
        tables: p.reads,
        shape: objectShapeOf(publicInputSchemaOf(p.path)),
      });
  const carriesSession = (request: FastifyRequest) =>
    SESSION_COOKIE_NAME_VARIANTS.some((name) => request.cookies?.[name] !== undefined);

  /**
   * The key each recent address maps to. Validating a stock search's query takes some 10-25 µs, as long as
   * the rest of a kept answer's path; the same few addresses are asked again and again, so a short memory of
   * them keeps a hit cheap. Bounded in entries and address length, oldest first out, so junk addresses only
   * churn it.
   */
  const recentKeys = new Map<string, string | null>();
  const keyOf = (request: FastifyRequest, path: string, route: Route): string | null => {
    const known = recentKeys.get(request.url);
    if (known !== undefined) return known;
    const input = canonicalPublicInput(route.procedure, restInput(route.shape, request.query));
    const key = input === null ? null : `GET ${path}\n${input}`;
    if (request.url.length <= RECENT_KEY_MAX_ADDRESS) {
      if (recentKeys.size >= RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value as string);
      recentKeys.set(request.url, key);
    }
    return key;
  };
  /** Misses being answered now, by key: a request for the same key waits for that answer (see below). */
  const reading = new Map<string, Reading>();
  const pending = new WeakMap<
    FastifyRequest,
    { key: string; tables: readonly PublicReadTable[]; snapshot: Snapshot; own: Reading }
  >();
  const sendKept = (request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) => {
    leaveOutOfAccessLog(request);
    if (kept.etag) reply.header('etag', kept.etag);
    reply.type(kept.contentType).send(kept.body);
  };
  /** Hands the answer (or, if there is none to share, leave to go on alone) to everyone who waited for it. */
  const finish = (request: FastifyRequest, kept: KeptAnswer | undefined) => {
    const read = pending.get(request);
    if (!read) return;
    pending.delete(request);
    if (reading.get(read.key) === read.own) reading.delete(read.key);
    for (const waiter of read.own.waiters) waiter(kept);
  };

  // Callback-style hooks (request-limits.ts says why); the one that answers a hit does not call done.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    const route = request.method === 'GET' ? routes.get(path) : undefined;
    if (!route || carriesSession(request)) return done();
    const key = keyOf(request, path, route);
    if (key === null) return done();
    const { tables } = route;
    const kept = cache.lookup(key, tables) as KeptAnswer | undefined;
    if (kept) return sendKept(request, reply, kept);
    const snapshot = cache.snapshot(tables);
    if (!snapshot) return done();
    // The same answer is being made for another request, from tables unchanged since: wait for it rather
    // than encode another copy. A whole-table answer not kept yet (just after a write) is then encoded once,
    // not once per visitor arriving meanwhile.
    const leader = reading.get(key);
    if (leader && sameSnapshot(leader.snapshot, snapshot)) {
      leader.waiters.push((shared) => (shared ? sendKept(request, reply, shared) : done()));
      return;
    }
    const own: Reading = { snapshot, waiters: [] };
    reading.set(key, own);
    pending.set(request, { key, tables, snapshot, own });
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const read = pending.get(request);
    if (!read) return done(null, payload);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      finish(request, undefined);
      return done(null, payload);
    }
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const etag = reply.getHeader('etag');
    const kept: KeptAnswer = {
      body: payload,
      contentType,
      etag: typeof etag === 'string' ? etag : undefined,
    };
    cache.keep(read.key, read.tables, read.snapshot, kept, Buffer.byteLength(payload) + contentType.length);
    finish(request, kept);
    done(null, payload);
  });
  // A request that ends without sending (its client went away) lets its waiters go on alone.
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request, undefined);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, undefined);
    done();
  });
}

/** How many recent addresses remember their key, and the longest address remembered (about 0.5 MB at most). */
const RECENT_KEYS = 1024;
const RECENT_KEY_MAX_ADDRESS = 256;

interface Route {
  procedure: string;
  tables: readonly PublicReadTable[];
  shape: ReturnType<typeof objectShapeOf>;
}

interface Reading {
  snapshot: Snapshot;
  /** Requests for the same key that arrived while it was being read; bounded by the open connections. */
  waiters: Array<(kept: KeptAnswer | undefined) => void>;
}

const sameSnapshot = (a: Snapshot, b: Snapshot) =>
  a.epoch === b.epoch &&
  a.month === b.month &&
  a.generations.every((generation, i) => generation === b.generations[i]);

/**
 * The input the REST route (rest-route.ts) hands a GET procedure: Fastify's parsed query with empty values
 * left out, a parameter given once taken as its value, and text read into the fields' JSON types by the
 * same reader (rest-input.ts). Built the same way here so a key names exactly the input the route's answer
 * was made from (public-cache-bounds.test.ts compares kept answers with fresh ones).
 */
function restInput(shape: ReturnType<typeof objectShapeOf>, query: unknown): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (typeof query !== 'object' || query === null) return values;
  for (const [name, value] of Object.entries(query)) {
    if (value) values[name] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  return readAddressValues(shape, values);
}
