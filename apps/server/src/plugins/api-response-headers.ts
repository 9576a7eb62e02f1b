import { listProcedures, SESSION_COOKIE_NAME_VARIANTS } from '@samity/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withPublicEtag, withPublicEtagNow } from './public-etag';

/** Answers that are documents about the API, not API answers: they keep their own caching. */
const NOT_API_ANSWERS = ['/api/openapi.json', '/api/docs', '/api/membership-form.pdf'];

const isApiAnswer = (path: string) =>
  (path.startsWith('/trpc/') || path.startsWith('/api/')) && !NOT_API_ANSWERS.some((p) => path.startsWith(p));

/** Which procedures (tRPC names and REST addresses) only a logged-in member or admin may call. */
function privateProcedures() {
  const procedures = listProcedures().filter((p) => p.access !== undefined && p.access.tier !== 'public');
  const names = new Set(procedures.map((p) => p.path));
  // Addresses without parameters are looked up; only those with one are matched, each by its method's list.
  const restAddresses = new Set<string>();
  const restPatterns = new Map<string, RegExp[]>();
  for (const { rest } of procedures) {
    if (!rest) continue;
    if (!rest.path.includes('{')) {
      restAddresses.add(`${rest.method} /api${rest.path}`);
      continue;
    }
    const pattern = new RegExp(`^/api${rest.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    restPatterns.set(rest.method, [...(restPatterns.get(rest.method) ?? []), pattern]);
  }
  return {
    trpc: (path: string) =>
      decodeURIComponent(path.slice('/trpc/'.length))
        .split(',')
        .some((n) => names.has(n)),
    rest: (method: string, path: string) =>
      restAddresses.has(`${method} ${path}`) ||
      (restPatterns.get(method) ?? []).some((pattern) => pattern.test(path)),
  };
}

/**
 * The headers every API answer needs and no procedure should have to remember:
 * - `Cache-Control: no-store` on anything personal: an answer to a request that carries a session cookie,
 *   one with an Authorization header (an API key), one that sets a cookie (a login), any call of a member, admin or finance procedure (a temporary password
 *   above all) and any write. Public GETs keep their caching;
 * - `Retry-After` on every 429 and 503, from the seconds the error carries (`data.retryAfterSeconds`);
 * - a weak `ETag` on every public answer (public-etag.ts), and 304 when the client already holds it.
 */
export function registerApiResponseHeaders(app: FastifyInstance): void {
  const isPrivate = privateProcedures();
  const carriesSession = (request: FastifyRequest) =>
    SESSION_COOKIE_NAME_VARIANTS.some((name) => request.cookies?.[name] !== undefined);

  const personal = (request: FastifyRequest, reply: FastifyReply, path: string) =>
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    carriesSession(request) ||
    request.headers.authorization !== undefined ||
    reply.hasHeader('set-cookie') ||
    (path.startsWith('/trpc/') ? safely(() => isPrivate.trpc(path)) : isPrivate.rest(request.method, path));

  // The address as it came in, without the query, read once per request.
  const paths = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', (request, _reply, done) => {
    paths.set(request, request.url.split('?')[0] ?? '');
    done();
  });
  // Callback-style (request-limits.ts says why); only tRPC's answers, 429s and 503s take the async path.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = paths.get(request) ?? '';
    if (!isApiAnswer(path)) return done(null, payload);
    const isPersonal = personal(request, reply, path);
    if (isPersonal) reply.header('cache-control', 'no-store');
    if (payload instanceof Response || reply.statusCode === 429 || reply.statusCode === 503) {
      finishSlowly(request, reply, payload, isPersonal).then((answer) => done(null, answer), done);
      return;
    }
    done(null, isPersonal ? payload : withPublicEtagNow(request, reply, payload));
  });
}

/** tRPC hands Fastify a fetch Response, whose status and body are the Response's own and must be read. */
async function finishSlowly(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  isPersonal: boolean,
): Promise<unknown> {
  const status = payload instanceof Response ? payload.status : reply.statusCode;
  // A 429 (throttled) and a 503 (the database briefly unreachable) both say when to come back.
  if ((status === 429 || status === 503) && !reply.hasHeader('retry-after')) {
    const seconds = retryAfterIn(payload instanceof Response ? await payload.clone().text() : payload);
    if (seconds !== undefined) reply.header('retry-after', String(seconds));
  }
  return isPersonal ? payload : withPublicEtag(request, reply, payload);
}

function safely(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return true; // an undecodable path: not cacheable either
  }
}

/** The wait a 429 body carries: REST `{data}`, tRPC `{error: {data}}`, or a tRPC batch of them. */
function retryAfterIn(payload: unknown): number | undefined {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
  if (text === null) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const seconds = (Array.isArray(body) ? body : [body]).map((item) => {
    const answer = item as {
      data?: { retryAfterSeconds?: unknown };
      error?: { data?: { retryAfterSeconds?: unknown } };
    };
    const value = answer?.error?.data?.retryAfterSeconds ?? answer?.data?.retryAfterSeconds;
    return typeof value === 'number' && value > 0 ? Math.ceil(value) : 0;
  });
  const longest = Math.max(0, ...seconds);
  return longest > 0 ? longest : undefined;
}
