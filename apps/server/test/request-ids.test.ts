import type { IncomingMessage } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN, requestIdGenerator } from '../src/plugins/request-ids';
import { trustsPeer } from '../src/plugins/trusted-proxies';
import { getJson, postJson, SITE } from './auth-helpers';
import { buildTestApp, useTestApp } from './helpers';

/**
 * A user who reports an error quotes the id in its body (or the X-Request-Id header); that id must find the
 * request's lines in the log. Logs are captured at info level, as production runs.
 */
type LogLine = {
  requestId?: string;
  level: number;
  msg: string;
  err?: { message?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
};
const lines: LogLine[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };

const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The id of an error answer: in the header, in the body (a tRPC answer keeps it inside `error`), and logged. */
function expectNamedAndLogged(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  const id = res.headers['x-request-id'];
  expect(id).toMatch(REQUEST_ID_PATTERN);
  const body = res.json();
  expect(body.requestId ?? body.error?.requestId, res.body).toBe(id);
  const logged = lines.filter((line) => line.requestId === id);
  const completed = logged.find((line) => line.msg === 'request completed');
  expect(completed, 'the access line').toMatchObject({ res: { statusCode: status } });
  expect(completed?.req).toMatchObject({ method: expect.any(String), url: expect.any(String) });
  return id as string;
}

describe('request ids', () => {
  it('names every answer in X-Request-Id, a new random id for each request', async () => {
    const ids = new Set<string>();
    for (const url of ['/healthz', '/api/members?limit=1&offset=0', '/', '/robots.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-request-id'], url).toMatch(UUID);
      ids.add(res.headers['x-request-id'] as string);
    }
    expect(ids.size).toBe(4);
  });

  it('puts the id of a refused REST call in its body and on its log lines', async () => {
    const res = await postJson(t.app, '/api/public-complains-add', { name: '' });
    expectNamedAndLogged(res, 400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('puts the id of a refused tRPC call in its error', async () => {
    const res = await getJson(t.app, '/trpc/admin.admins.list');
    expectNamedAndLogged(res, 401);
    expect(res.json().error).toMatchObject({ code: -32001, data: { code: 'UNAUTHORIZED' } });
    // tRPC refusing the request before it makes a context (input that is not JSON) names it too.
    expectNamedAndLogged(await getJson(t.app, '/trpc/public.members.list?input=%7Bnot-json'), 400);
  });

  it('names the request in the answers of the guards, the parser and the not-found handler', async () => {
    const headers = { 'content-type': 'application/json', host: SITE, 'sec-fetch-site': 'same-origin' };
    // Unparsable JSON, a body over the limit: Fastify's parser through the error handler.
    for (const payload of ['{"name": ', `{"name":"${'x'.repeat(1_100_000)}"}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/public-complains-add', headers, payload });
      expectNamedAndLogged(res, payload.length > 1_000_000 ? 413 : 400);
    }
    // The forgery guard, the batch limit, an unknown API path, a missing image.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/public-complains-add',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      payload: '{}',
    });
    expectNamedAndLogged(foreign, 403);
    expectNamedAndLogged(await getJson(t.app, `/trpc/${Array(11).fill('public.notices.list')}?batch=1`), 400);
    expectNamedAndLogged(await getJson(t.app, '/api/no-such-path'), 404);
    expectNamedAndLogged(await getJson(t.app, '/uploads/missing.jpg'), 404);
  });

  it('writes one access line per request, but none for a public list answered from the cache', async () => {
    const url = '/api/service-centers';
    const linesOf = (id: unknown) => lines.filter((line) => line.requestId === id);
    const first = await t.app.inject({ method: 'GET', url, headers: { host: 'samity.test' } });
    expect(first.statusCode).toBe(200);
    const access = linesOf(first.headers['x-request-id']);
    expect(access.map((line) => line.msg)).toEqual(['request completed']);
    expect(access[0]).toMatchObject({ req: { method: 'GET', url }, res: { statusCode: 200 } });
    const kept = await t.app.inject({ method: 'GET', url, headers: { host: 'samity.test' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(linesOf(kept.headers['x-request-id'])).toEqual([]);
  });

  it('makes its own id when a client sends one straight to it', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'client-chosen-id-1234' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps only a well-formed X-Request-Id, and only from a trusted proxy', () => {
    const sent = (id: string, peer = '10.0.0.2') =>
      ({ headers: { 'x-request-id': id }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
    const proxied = requestIdGenerator(trustsPeer(['10.0.0.2']));
    expect(proxied(sent('caddy-3f2a9c1e-77aa'))).toBe('caddy-3f2a9c1e-77aa');
    expect(proxied(sent('caddy-3f2a9c1e-77aa', '::ffff:10.0.0.2'))).toBe('caddy-3f2a9c1e-77aa');
    // A peer that is not a listed proxy does not choose its id, nor does anyone when no proxy is listed.
    expect(proxied(sent('caddy-3f2a9c1e-77aa', '10.0.0.3'))).toMatch(UUID);
    expect(requestIdGenerator(trustsPeer([]))(sent('caddy-3f2a9c1e-77aa'))).toMatch(UUID);
    for (const bad of [
      'short',
      'a'.repeat(65),
      'evil\nline-1234',
      'with space 1234',
      '-starts-with-dash',
      'ü-123456789',
    ])
      expect(proxied(sent(bad)), bad).toMatch(UUID);
  });
});

describe('request ids of internal failures', () => {
  it('a 5xx body names the request whose error line the log holds, on REST and tRPC', async () => {
    // Behind a trusted proxy, so the proxy's id is seen to reach the body and the log line.
    const broken = await buildTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' }, { logStream });
    await broken.db.close();
    try {
      const rest = await broken.app.inject({
        method: 'GET',
        url: '/api/members?limit=1&offset=0',
        headers: { 'x-request-id': 'proxy-id-0001' },
      });
      expect(rest.headers['x-request-id']).toBe('proxy-id-0001');
      const trpc = await getJson(
        broken.app,
        `/trpc/public.members.list?input=${encodeURIComponent('{"limit":1}')}`,
      );
      for (const [res, msg] of [
        [rest, 'REST call failed'],
        [trpc, 'procedure failed'],
      ] as const) {
        const id = expectNamedAndLogged(res, 500);
        const failure = lines.find((line) => line.requestId === id && line.msg === msg);
        expect(failure?.level, msg).toBe(50);
        expect(res.body).not.toMatch(/stack|pglite|closed/i);
      }
    } finally {
      await broken.app.close();
    }
  });
});
