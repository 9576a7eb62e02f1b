import { createAdmin, createMember, loginAs } from '@samity/api/testing';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, SITE } from './auth-helpers';
import { useTestApp } from './helpers';

/**
 * One error body everywhere: a procedure's refusal, a hand-written route's, the request guards', Fastify's
 * own (bad JSON, a body too large), an unknown path and a method the path does not take all answer
 * `{ message, code, requestId, data: { code, httpStatus, key?, fieldErrors?, requestId } }`.
 */
const t = useTestApp();
let admin: string;
let member: string;
beforeAll(async () => {
  admin = (await loginAs(t.db.db, await createAdmin(t.db.db, { privilege: 'Full_Access+' }))).header();
  member = (await loginAs(t.db.db, await createMember(t.db.db))).header();
});

const ALLOWED_KEYS = ['message', 'code', 'requestId', 'data', 'issues'];

/** The one body, with this status and code, naming the request the header names. */
function expectErrorBody(res: LightMyRequestResponse, status: number, code: string, key?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  const requestId = res.headers['x-request-id'];
  expect(Object.keys(body).filter((k) => !ALLOWED_KEYS.includes(k))).toEqual([]);
  expect(body).toMatchObject({ message: expect.any(String), code, requestId });
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.data).toMatchObject({ code, httpStatus: status, requestId });
  if (key) expect(body.data.key).toBe(key);
  return body;
}

const raw = (method: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: method as 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

describe('the one error body', () => {
  it('a procedure refusal on REST, and the same data on tRPC', async () => {
    const rest = await postJson(t.app, '/api/members-admin/424242/temporary-password', {}, admin);
    expectErrorBody(rest, 404, 'NOT_FOUND');
    const trpc = await postJson(t.app, '/trpc/admin.admins.create', { name: 'x' }, admin);
    expect(trpc.statusCode).toBe(400);
    const { error } = trpc.json();
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      requestId: trpc.headers['x-request-id'],
    });
    expect(error.data.fieldErrors).toHaveProperty('phone');
  });

  it('bad input on REST names the fields', async () => {
    const res = await postJson(t.app, '/api/admins', { name: 'x' }, admin);
    const body = expectErrorBody(res, 400, 'BAD_REQUEST');
    expect(body.data.fieldErrors).toHaveProperty('phone');
    expect(body.message).toMatch(/phone/);
  });

  it("a hand-written route's refusal", async () => {
    expectErrorBody(
      await raw('GET', '/api/member/statements/deposits.pdf'),
      401,
      'UNAUTHORIZED',
      'auth.signInRequired',
    );
    expectErrorBody(
      await raw('GET', '/api/finance/monthly-book.pdf?month=January-2025'),
      401,
      'UNAUTHORIZED',
    );
    expectErrorBody(
      await raw('GET', '/api/member/statements/deposits.pdf?lang=fr', { cookie: member }),
      400,
      'BAD_REQUEST',
    );
  });

  it("the request guard's 403 and 415", async () => {
    const json = JSON.stringify({ name: 'x' });
    const cross = await raw(
      'POST',
      '/api/admins',
      { 'content-type': 'application/json', origin: 'https://evil.example', cookie: admin },
      json,
    );
    expectErrorBody(cross, 403, 'FORBIDDEN', 'request.crossSite');
    const plain = await raw(
      'POST',
      '/api/admins',
      { 'content-type': 'text/plain', host: SITE, cookie: admin },
      json,
    );
    expectErrorBody(plain, 415, 'UNSUPPORTED_MEDIA_TYPE', 'request.jsonRequired');
  });

  it('JSON that does not parse, and a body too large', async () => {
    const bad = await raw(
      'POST',
      '/api/admins',
      { 'content-type': 'application/json', cookie: admin },
      '{"name":',
    );
    expectErrorBody(bad, 400, 'BAD_REQUEST');
    const big = await raw(
      'POST',
      '/api/admins',
      { 'content-type': 'application/json', cookie: admin },
      `"${'x'.repeat(1_100_000)}"`,
    );
    expectErrorBody(big, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('an unknown path, on the REST facade and off it', async () => {
    expectErrorBody(await raw('GET', '/api/no-such-thing'), 404, 'NOT_FOUND');
    expectErrorBody(await raw('GET', '/uploads/nothing-here.png'), 404, 'NOT_FOUND');
    expectErrorBody(await raw('DELETE', '/somewhere/else'), 404, 'NOT_FOUND');
  });
});

describe('a method the path does not take', () => {
  it('is 405 on the REST facade, naming the methods in Allow (a GET also takes HEAD)', async () => {
    const sold = await raw('GET', '/api/stock/1/sold');
    expectErrorBody(sold, 405, 'METHOD_NOT_SUPPORTED');
    expect(sold.headers.allow).toBe('POST');
    const admins = await raw('DELETE', '/api/admins', { cookie: admin });
    expectErrorBody(admins, 405, 'METHOD_NOT_SUPPORTED');
    expect(admins.headers.allow).toBe('GET, POST, HEAD');
    // An empty path parameter (`/committee/` without a member number) names nothing: 404, not 405.
    expectErrorBody(await raw('DELETE', '/api/committee/', { cookie: admin }), 404, 'NOT_FOUND');
  });

  it('is 405 on the hand-written routes too', async () => {
    const form = await raw('POST', '/api/membership-form.pdf');
    expectErrorBody(form, 405, 'METHOD_NOT_SUPPORTED');
    expect(form.headers.allow).toBe('GET, HEAD');
    const uploads = await raw('GET', '/api/uploads', { cookie: member });
    expectErrorBody(uploads, 405, 'METHOD_NOT_SUPPORTED');
    expect(uploads.headers.allow).toBe('POST');
  });
});

describe('POSTs that take no body', () => {
  const calls = [
    '/api/stock/999999/sold',
    '/api/admins/999999/disable',
    '/api/admins/999999/temporary-password',
    '/api/members-admin/NO-SUCH/temporary-password',
    '/api/public-complain-send-solution/999999',
    '/api/notification-deliveries/999999/retry',
    '/api/gateway-payments/reconcile',
  ];

  it('answer the same with no body and no content type as with an empty JSON object', async () => {
    for (const url of calls) {
      const none = await raw('POST', url, { cookie: admin });
      const empty = await postJson(t.app, url, {}, admin);
      const emptyLabelled = await raw('POST', url, { cookie: admin, 'content-type': 'application/json' });
      expect(none.statusCode, `${url} ${none.body}`).toBe(empty.statusCode);
      expect(emptyLabelled.statusCode, url).toBe(empty.statusCode);
      // The procedure ran and decided (404 for a record that is not there, or its answer), not the transport.
      expect([400, 415], url).not.toContain(none.statusCode);
      if (none.statusCode >= 400) expect(none.json().code, url).toBe(empty.json().code);
    }
  });

  it('log out with no body at all', async () => {
    const res = await raw('POST', '/api/member/logout', { cookie: member });
    expect(res.statusCode, res.body).toBe(200);
    const again = await raw('POST', '/api/admin/logout', { cookie: admin });
    expect(again.statusCode, again.body).toBe(200);
    expect((await raw('GET', '/api/admins', { cookie: admin })).statusCode).toBe(401);
  });

  it('still refuse a body that is not JSON', async () => {
    const res = await raw('POST', '/api/stock/999999/sold', { 'content-type': 'text/plain' }, 'sold');
    expectErrorBody(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
