import { createAdmin, createMember, loginAs } from '@samity/api/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemWith } from './fuzz/fuzz-procedures';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Hand-written hostile requests against every REST path of the OpenAPI document, as an anonymous client and
 * as one holding a Full_Access+ admin and a member session at once (so every path gets past its guard):
 * unparsable and deeply nested JSON, 1 MB strings, NUL bytes, huge numbers, path parameters that climb
 * (`../`, `%00`, broken percent-encoding), duplicated query parameters. Each must be refused or answered
 * (never a 5xx) without a stack trace or a database message, its error body naming the request.
 */
let t: TestApp;
let logIn: () => Promise<string>;
let both: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
  const member = await createMember(t.db.db, { memberNo: '7001', password: 'member-a-pass-1' });
  // Fresh sessions for each operation: the logout paths end the ones they are sent with, and every later
  // path would otherwise meet its guard as an anonymous caller.
  logIn = async () => {
    const jar = await loginAs(t.db.db, admin);
    await loginAs(t.db.db, member, { jar });
    return jar.header();
  };
});
afterAll(async () => {
  await t?.close();
});

type Operation = { parameters?: { name: string; in: string }[]; requestBody?: unknown };
type Schema = { properties?: Record<string, unknown> };

const MEGABYTE = 'x'.repeat(1_000_000);
const HUGE = '99999999999999999999999999999999';
const CLIMBING = [
  '..%2F..%2Fetc%2Fpasswd',
  '../',
  '%00',
  'a%00b',
  '%2e%2e',
  '%ff%fe',
  '%E0%A4%A',
  'x'.repeat(6000),
];
const DEEP = `${'['.repeat(2000)}${']'.repeat(2000)}`;

/** The fields a path's body takes, from the document's schema (its $ref resolved one level). */
function bodyFields(document: { components: { schemas: Record<string, Schema> } }, op: Operation): string[] {
  const content = (op.requestBody as { content?: Record<string, { schema?: Schema & { $ref?: string } }> })
    ?.content?.['application/json']?.schema;
  const schema = content?.$ref ? document.components.schemas[content.$ref.split('/').pop()!] : content;
  return Object.keys(schema?.properties ?? {});
}

const histogram: Record<string, number> = {};
const problems: string[] = [];
async function send(label: string, request: InjectOptions): Promise<void> {
  for (const cookie of [undefined, both]) {
    const headers = {
      host: 'samity.test',
      'sec-fetch-site': 'same-origin',
      ...request.headers,
      ...(cookie ? { cookie } : {}),
    };
    const res: LightMyRequestResponse = await t.app.inject({ ...request, headers });
    histogram[res.statusCode] = (histogram[res.statusCode] ?? 0) + 1;
    const problem =
      problemWith(res) ??
      (cookie && res.statusCode === 401 ? 'refused a logged-in caller as not logged in' : null);
    if (problem)
      problems.push(
        `${label} ${cookie ? 'logged in' : 'anonymous'}: ${problem} -> ${res.body.slice(0, 300)}`,
      );
  }
}

describe('hostile requests on every REST path', () => {
  it('refuses them all with a 4xx or answers them, never a 5xx or a leak', { timeout: 240_000 }, async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThan(80);
    for (const { path, method, op } of operations) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const fields = [...params, ...bodyFields(document, op)];
      const at = (value: string) => `/api${path.replace(/\{\w+\}/g, value)}`;
      const label = `${method} ${path}`;
      both = await logIn();
      const json = { 'content-type': 'application/json' };
      const valued = (value: unknown) => Object.fromEntries(fields.map((name) => [name, value]));
      const query = (value: string) =>
        fields.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');

      // Path parameters: only paths that have them; a write carries a JSON body so it reaches its route.
      const body = method === 'GET' || method === 'DELETE' ? {} : { headers: json, payload: '{}' };
      if (path.includes('{'))
        for (const value of CLIMBING)
          await send(`${label} path ${value.slice(0, 20)}`, {
            method: method as never,
            url: at(value),
            ...body,
          });
      const url = at('1');
      if (method === 'GET' || method === 'DELETE') {
        await send(`${label} 1 MB`, { method, url: `${url}?${query(MEGABYTE)}` });
        await send(`${label} NUL`, { method, url: `${url}?${query('a\u0000b')}` });
        await send(`${label} huge`, { method, url: `${url}?${query(HUGE)}&${query('1e309')}` });
        await send(`${label} duplicated`, { method, url: `${url}?${query('1')}&${query('x')}&${query('')}` });
        await send(`${label} nested`, { method, url: `${url}?${query(DEEP)}` });
      } else {
        const m = method as 'POST';
        await send(`${label} invalid JSON`, { method: m, url, headers: json, payload: '{"a": ' });
        await send(`${label} deep`, { method: m, url, headers: json, payload: DEEP });
        await send(`${label} 1 MB`, {
          method: m,
          url,
          headers: json,
          payload: JSON.stringify(valued(MEGABYTE.slice(0, 999_000))),
        });
        await send(`${label} NUL`, {
          method: m,
          url,
          headers: json,
          payload: JSON.stringify(valued('a\u0000b')),
        });
        const huge = `{${fields.map((name) => `${JSON.stringify(name)}:${HUGE}`).join(',')}}`;
        await send(`${label} huge`, { method: m, url, headers: json, payload: huge });
        await send(`${label} 1e308`, {
          method: m,
          url,
          headers: json,
          payload: JSON.stringify(valued(-1e308)),
        });
        await send(`${label} wrong types`, {
          method: m,
          url,
          headers: json,
          payload: JSON.stringify(valued([{}])),
        });
      }
    }
    const requests = Object.values(histogram).reduce((a, b) => a + b, 0);
    console.log(
      `hostile REST: ${operations.length} operations, ${requests} requests, by status ${JSON.stringify(histogram)}`,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a tRPC batch of 500 calls with a 400, before any runs', async () => {
    const calls = Array(500).fill('public.members.list').join(',');
    const input = encodeURIComponent(
      JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, {}]))),
    );
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${calls}?batch=1&input=${input}` });
    expect(res.statusCode).toBe(400);
    expect(problemWith(res)).toBeNull();
    const post = await t.app.inject({
      method: 'POST',
      url: `/trpc/${Array(500).fill('public.complaints.create').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json', host: 'samity.test', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, { name: 'x' }]))),
    });
    expect(post.statusCode).toBe(400);
  });
});
