import { createAdmin, createMember, loginAs } from '@samity/api/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { problemWith } from './fuzz/fuzz-procedures';
import {
  type OpenApiDocument,
  type OperationContract,
  operationContract,
  type WireRequest,
} from './fuzz/openapi-contract';
import { useTestApp } from './helpers';

/**
 * Hand-written hostile requests against every REST path of the OpenAPI document, as an anonymous client and
 * as one holding a Full_Access+ admin and a member session at once (so every path gets past its guard):
 * unparsable and deeply nested JSON, 1 MB strings, NUL bytes, huge numbers, path parameters that climb
 * (`../`, `%00`, broken percent-encoding), duplicated query parameters. Each request is judged against the
 * OpenAPI document first (ajv, openapi-contract.ts): one the document refuses must get a 4xx the operation
 * documents, one it accepts a 2xx or a documented 4xx; never a 5xx, a stack trace or a database message, and
 * every error body names the request. A fingerprint of the database after each operation, compared with the
 * one before, proves the refused requests wrote nothing (the accepted ones here are reads, or writes the
 * services refuse).
 */
const t = useTestApp();
let logIn: () => Promise<string>;
let both: string;
beforeAll(async () => {
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
const verdicts = { refused: 0, accepted: 0 };
const problems: string[] = [];

/** A refusal any request may meet whatever its operation documents: too large, not JSON, unprocessable. */
const ALWAYS_POSSIBLE = new Set([400, 413, 415, 422]);

/**
 * Whether the address's dot segments ("../", "%2e%2e") take it out of its operation's path. The server
 * resolves them as a URL does, so the request is then another path's, whose methods the router answers for
 * (POST /financial-debts/entries/%2e%2e/reverse is POST /financial-debts/reverse, a GET-only path: 405).
 */
function climbsOut(url: string): boolean {
  const address = url.split('?')[0]!;
  return new URL(`http://samity.test${address}`).pathname !== address;
}

/**
 * The request as the server reads it, for the operation's contract; undefined when it cannot be that
 * operation's request at all (its address does not match the path, a segment does not decode, the body is
 * no JSON), which the document refuses.
 */
function wireOf(template: string, url: string, payload: unknown): WireRequest | undefined {
  const [address = '', search = ''] = url.split(/\?(.*)/s);
  const segments = address.replace(/^\/api/, '').split('/');
  const names = template.split('/');
  if (segments.length !== names.length) return undefined;
  const path: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const param = /^\{(\w+)\}$/.exec(name)?.[1];
    try {
      if (param) path[param] = decodeURIComponent(segments[i]!);
      else if (name !== segments[i]) return undefined;
    } catch {
      return undefined;
    }
  }
  const query: Record<string, string | string[]> = {};
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  let body: unknown;
  if (typeof payload === 'string')
    try {
      body = JSON.parse(payload);
    } catch {
      return undefined;
    }
  return { path, query, body };
}

type Target = { path: string; contract: OperationContract; isPublic: boolean };
const pending: { label: string; request: InjectOptions; target: Target; refused: boolean }[] = [];

/** Queues a hostile request, judged against its operation's contract; flush() sends them. */
async function send(label: string, request: InjectOptions, target: Target): Promise<void> {
  const wire = wireOf(target.path, request.url as string, request.payload);
  pending.push({ label, request, target, refused: wire === undefined || !target.contract.accepts(wire) });
}

/**
 * Sends the queued requests of one operation: the refused ones first, between two fingerprints that must be
 * equal, then the accepted ones (a read, or a write its service may refuse).
 */
async function flush(label: string): Promise<void> {
  const queued = pending.splice(0);
  const before = await databaseFingerprint(t.db.db);
  for (const item of queued.filter((q) => q.refused)) await deliver(item);
  const after = await databaseFingerprint(t.db.db);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  if (changed.length) problems.push(`${label}: requests the document refuses changed ${changed.join(', ')}`);
  for (const item of queued.filter((q) => !q.refused)) await deliver(item);
}

async function deliver({
  label,
  request,
  target: operation,
  refused,
}: (typeof pending)[number]): Promise<void> {
  for (const cookie of [undefined, both]) {
    const headers = {
      host: 'samity.test',
      'sec-fetch-site': 'same-origin',
      ...request.headers,
      ...(cookie ? { cookie } : {}),
    };
    const res: LightMyRequestResponse = await t.app.inject({ ...request, headers });
    histogram[res.statusCode] = (histogram[res.statusCode] ?? 0) + 1;
    verdicts[refused ? 'refused' : 'accepted']++;
    const status = res.statusCode;
    const documented =
      status >= 400 &&
      status < 500 &&
      (operation.contract.refusals.has(status) ||
        ALWAYS_POSSIBLE.has(status) ||
        (status === 405 && climbsOut(request.url as string)));
    const problem =
      problemWith(res) ??
      (cookie && status === 401 ? 'refused a logged-in caller as not logged in' : null) ??
      // Without a session a logged-in operation is refused: 401, or a documented 4xx from a check that
      // runs before the guard (the JSON parser, the router).
      (!cookie && !operation.isPublic && !documented ? `answered ${status} to an anonymous caller` : null) ??
      (refused && !documented ? `answered ${status} to a request the document refuses` : null) ??
      (!refused && !documented && (status < 200 || status >= 300)
        ? `answered ${status}, not documented for this operation`
        : null);
    if (problem)
      problems.push(
        `${label} ${cookie ? 'logged in' : 'anonymous'}, ${refused ? 'refused' : 'accepted'} by the document: ${problem} -> ${res.body.slice(0, 300)}`,
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
      const contract = operationContract(document as OpenApiDocument, { method, path });
      if (!contract) throw new Error(`${method} ${path} is not in the document`);
      const isPublic = ((op as { security?: unknown[] }).security ?? []).length === 0;
      const target = { path, contract, isPublic };
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
          await send(
            `${label} path ${value.slice(0, 20)}`,
            {
              method: method as never,
              url: at(value),
              ...body,
            },
            target,
          );
      const url = at('1');
      if (method === 'GET' || method === 'DELETE') {
        await send(`${label} 1 MB`, { method, url: `${url}?${query(MEGABYTE)}` }, target);
        await send(`${label} NUL`, { method, url: `${url}?${query('a\u0000b')}` }, target);
        await send(`${label} huge`, { method, url: `${url}?${query(HUGE)}&${query('1e309')}` }, target);
        await send(
          `${label} duplicated`,
          { method, url: `${url}?${query('1')}&${query('x')}&${query('')}` },
          target,
        );
        await send(`${label} nested`, { method, url: `${url}?${query(DEEP)}` }, target);
      } else {
        const m = method as 'POST';
        await send(`${label} invalid JSON`, { method: m, url, headers: json, payload: '{"a": ' }, target);
        await send(`${label} deep`, { method: m, url, headers: json, payload: DEEP }, target);
        await send(
          `${label} 1 MB`,
          {
            method: m,
            url,
            headers: json,
            payload: JSON.stringify(valued(MEGABYTE.slice(0, 999_000))),
          },
          target,
        );
        await send(
          `${label} NUL`,
          {
            method: m,
            url,
            headers: json,
            payload: JSON.stringify(valued('a\u0000b')),
          },
          target,
        );
        const huge = `{${fields.map((name) => `${JSON.stringify(name)}:${HUGE}`).join(',')}}`;
        await send(`${label} huge`, { method: m, url, headers: json, payload: huge }, target);
        await send(
          `${label} 1e308`,
          {
            method: m,
            url,
            headers: json,
            payload: JSON.stringify(valued(-1e308)),
          },
          target,
        );
        await send(
          `${label} wrong types`,
          {
            method: m,
            url,
            headers: json,
            payload: JSON.stringify(valued([{}])),
          },
          target,
        );
      }
      await flush(label);
    }
    const requests = Object.values(histogram).reduce((a, b) => a + b, 0);
    console.log(
      `hostile REST: ${operations.length} operations, ${requests} requests (${verdicts.refused} refused by the ` +
        `document, ${verdicts.accepted} accepted), by status ${JSON.stringify(histogram)}`,
    );
    expect(problems).toEqual([]);
  });

  it('refuses a JSON body that is not an object with a 400 and writes nothing, even where every field is optional', async () => {
    // Spread into the address's values, such a body used to become {} and pass as an empty input: an empty
    // settings update was written and audited.
    const cookie = await logIn();
    const before = await databaseFingerprint(t.db.db);
    for (const [method, url] of [
      ['PATCH', '/api/member/notification-settings'],
      ['POST', '/api/member/dashboard/debt-summary'],
      ['POST', '/api/stock/1/sold'],
    ] as const)
      for (const payload of ['[]', '[1,2]', '0', '-1', '"text"', 'null', 'true']) {
        const res = await t.app.inject({
          method,
          url,
          headers: {
            'content-type': 'application/json',
            host: 'samity.test',
            'sec-fetch-site': 'same-origin',
            cookie,
          },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${payload}: ${res.body}`).toBe(400);
        expect(problemWith(res)).toBeNull();
      }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
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
      url: `/trpc/${Array(500).fill('public.publicComplaints.create').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json', host: 'samity.test', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, i) => [i, { name: 'x' }]))),
    });
    expect(post.statusCode).toBe(400);
  });
});
