import { appRouter, listProcedures, type ProcedureInfo, SESSION_COOKIE_NAMES } from '@samity/api';
import { createAdmin, createMember, type TestAdmin, type TestMember } from '@samity/api/testing';
import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { registerRestRoute } from '../src/plugins/rest-route';
import { SITE, sessionCookie } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * "false" is false: a JSON body's boolean takes only true or false and its number only a number, over REST
 * and tRPC alike, whichever was called first; only text from the address (query string, path) is read into
 * numbers and booleans, and only as the field's type says. Every procedure whose input has a boolean is
 * found by walking the router, so a new one is covered (and needs a valid body below to be tested).
 */

/** What a boolean field must refuse: text, a number and the other JSON shapes. */
const NOT_BOOLEANS: unknown[] = ['false', 'yes', {}, [], 1];
/** A query string is text, where `true` and `false` are the boolean's own spelling: anything else is junk. */
const NOT_QUERY_BOOLEANS: unknown[] = ['yes', '1', 'False', 'on'];
const MEMBER_PASSWORD = 'strict-json-member-1';
const IMPORT_HEADER = 'member_no,name,father,business,address,phone,pic';

const t = useTestApp();
let admin: TestAdmin;
let adminCookie: string;
let member: TestMember;
let memberCookie: string;
/** Members the deceased desk is pointed at: one per test that would mark someone deceased. */
let sweepTarget: TestMember;
let namedTarget: TestMember;

beforeAll(async () => {
  admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
  adminCookie = await cookieFor(t, admin);
  member = await createMember(t.db.db, { password: MEMBER_PASSWORD });
  memberCookie = await cookieFor(t, member);
  sweepTarget = await createMember(t.db.db);
  namedTarget = await createMember(t.db.db);
});

/**
 * A body each procedure accepts except for the field under test: the bad values must be the only reason
 * for a 400, so without strict validation the call would go through (and the test would see it).
 */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'auth.admin.login': () => ({ phone: admin.phone, password: admin.password }),
  'auth.member.login': () => ({ member: member.memberNo, password: MEMBER_PASSWORD }),
  'member.notifications.markRead': () => ({}),
  'member.notifications.settings.update': () => ({}),
  'admin.members.import': () => ({ csv: `${IMPORT_HEADER}\nSTRICT-1,Strict Import,,,,01711000991,` }),
  'admin.deceasedMembers.create': () => ({
    member_no: sweepTarget.memberNo,
    name: 'Swept Member',
    deceased_on: '2026-11-01',
  }),
  'finance.reminders.send': () => ({}),
  // No such meeting: a real boolean passes the shape and is refused as not found (404), writing nothing.
  'admin.meetings.setAttendance': () => ({ id: 999_999_999, member_no: member.memberNo, present: true }),
  'finance.monthly.list': () => ({ month: 'January-2025' }),
  // A month long past that no test books: the refusals must leave it unbooked.
  'finance.monthly.createBook': () => ({ month: 'January-2001', amount: 500 }),
  // No such due row: a real boolean passes the shape and is refused as not found (404), writing nothing.
  'finance.monthly.addPayment': () => ({
    main_id: 999_999_999,
    date: '2026-11-01',
    method: 'cash',
    amount: 500,
  }),
  // The member owes nothing (payable 0): confirm_overpayment false is asked for (409), writing nothing.
  'finance.deposits.add': () => ({
    member_no: member.memberNo,
    source: 'Deposit instalment',
    date: '2026-11-01',
    method: 'cash',
    amount: 500,
  }),
};

type JsonSchema = {
  type?: string;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Procedures = Record<string, { _def: { inputs: unknown[] } }>;

/** The boolean fields of an input, by path, with the value that field does accept (a literal's own). */
function booleanFields(schema: JsonSchema, at: string[] = []): { path: string[]; valid: boolean }[] {
  const own =
    schema.type === 'boolean' || typeof schema.const === 'boolean'
      ? [{ path: at, valid: typeof schema.const === 'boolean' ? schema.const : false }]
      : [];
  const nested = Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    booleanFields(field, [...at, key]),
  );
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(
    (option) => booleanFields(option, at),
  );
  return [...own, ...nested, ...options];
}

const procedures = appRouter._def.procedures as unknown as Procedures;
const withBooleans = listProcedures().flatMap((info) => {
  const input = procedures[info.path]?._def.inputs[0];
  if (!input) return [];
  const schema = z.toJSONSchema(input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = booleanFields(schema).filter((f) => f.path.length > 0);
  return fields.length ? [{ info, fields }] : [];
});

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path as [string, ...string[]];
  const inner = (body[key] ?? {}) as Record<string, unknown>;
  return { ...body, [key]: rest.length ? withValue(inner, rest, value) : value };
}

const sameOrigin = { host: SITE, origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin' };

/** The session the procedure's tier needs: none for public ones. */
const tierCookie = (info: ProcedureInfo) =>
  info.access?.tier === 'member' ? memberCookie : info.access?.tier === 'admin' ? adminCookie : undefined;

function callRest(info: ProcedureInfo, body: Record<string, unknown>) {
  if (!info.rest) throw new Error(`${info.path} has no REST face`);
  const own = { ...body };
  // Path parameters come out of the body into the address, as an integrator writes it.
  const path = info.rest.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = own[name];
    delete own[name];
    return encodeURIComponent(String(value));
  });
  const cookie = tierCookie(info);
  const query = info.rest.method === 'GET' || info.rest.method === 'DELETE';
  return t.app.inject({
    method: info.rest.method as 'GET',
    url: `/api${path}${query ? `?${new URLSearchParams(own as Record<string, string>)}` : ''}`,
    headers: {
      ...sameOrigin,
      ...(cookie ? { cookie } : {}),
      ...(query ? {} : { 'content-type': 'application/json' }),
    },
    ...(query ? {} : { payload: JSON.stringify(own) }),
  });
}

function callTrpc(info: ProcedureInfo, body: Record<string, unknown>) {
  const cookie = tierCookie(info);
  const headers = { ...sameOrigin, ...(cookie ? { cookie } : {}) };
  const input = JSON.stringify(body);
  return info.type === 'query'
    ? t.app.inject({ method: 'GET', url: `/trpc/${info.path}?input=${encodeURIComponent(input)}`, headers })
    : t.app.inject({
        method: 'POST',
        url: `/trpc/${info.path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: input,
      });
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };
/** The fields a 400 names, from a REST body or a tRPC one. */
function refusedFields(res: Answer): string[] {
  const body = JSON.parse(res.body) as {
    data?: { fieldErrors?: object };
    error?: { data?: { fieldErrors?: object } };
  };
  return Object.keys(body.data?.fieldErrors ?? body.error?.data?.fieldErrors ?? {});
}

/** Every zod definition reachable from a schema that has the coerce flag set, by where it sits. */
function coercedSchemas(schema: unknown, at: string, seen = new Set<object>()): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || seen.has(def)) return [];
  seen.add(def);
  const found = def.coerce === true ? [at] : [];
  for (const key of ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType'])
    found.push(...coercedSchemas(def[key], `${at}.${key}`, seen));
  for (const [i, option] of ((def.options as unknown[]) ?? []).entries())
    found.push(...coercedSchemas(option, `${at}|${i}`, seen));
  for (const [key, field] of Object.entries((def.shape as Record<string, unknown>) ?? {}))
    found.push(...coercedSchemas(field, `${at}.${key}`, seen));
  return found;
}

describe('JSON bodies are strict on REST and tRPC', () => {
  it('finds the procedures whose input has a boolean, and has a valid body for each', () => {
    const paths = withBooleans.map(({ info }) => info.path);
    // The three the refusals were first seen on must be among them, or the walk is broken.
    expect(paths).toEqual(
      expect.arrayContaining(['admin.deceasedMembers.create', 'auth.member.login', 'auth.admin.login']),
    );
    expect(paths).toContain('member.notifications.settings.update');
    expect(paths.filter((path) => !VALID_BODIES[path])).toEqual([]);
  });

  it.each(
    withBooleans.map(({ info, fields }) => [info.path, info, fields] as const),
  )('%s: a boolean field refuses "false", "yes", {}, [] and 1 over REST, then over tRPC, and nothing changes', async (_path, info, fields) => {
    const base = VALID_BODIES[info.path]!();
    const before = await databaseFingerprint(t.db.db);
    for (const field of fields) {
      const name = field.path[0]!;
      for (const call of info.rest ? [callRest, callTrpc] : [callTrpc]) {
        const inQuery = call === callRest && (info.rest?.method === 'GET' || info.rest?.method === 'DELETE');
        for (const bad of inQuery ? NOT_QUERY_BOOLEANS : NOT_BOOLEANS) {
          const res = await call(info, withValue(base, field.path, bad));
          const what = `${call === callRest ? 'REST' : 'tRPC'} ${info.path} ${field.path.join('.')}=${JSON.stringify(bad)}`;
          expect(res.statusCode, what).toBe(400);
          expect(refusedFields(res), what).toContain(name);
          expect(res.headers['set-cookie'], what).toBeUndefined();
        }
      }
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
    // The same body with a real boolean is not refused for its shape: the bad values were the reason.
    for (const field of fields) {
      const res = await callRest(info, withValue(base, field.path, field.valid));
      expect(
        res.statusCode,
        `${info.path} with ${field.path.join('.')}=${field.valid}: ${res.body}`,
      ).not.toBe(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('leaves every input schema as declared: nothing sets zod coerce on a shared schema', async () => {
    // After REST calls to every procedure with a boolean (above) and a query-string read.
    expect((await t.app.inject({ method: 'GET', url: '/api/members?limit=2&offset=0' })).statusCode).toBe(
      200,
    );
    const coerced = Object.entries(procedures).flatMap(([path, procedure]) =>
      procedure._def.inputs.flatMap((input) => coercedSchemas(input, path)),
    );
    expect(coerced).toEqual([]);
  });
});

describe('the cases the refusal was found on', () => {
  const memberStatus = async (memberNo: string) =>
    (
      await t.db.db
        .selectFrom('members')
        .select('status')
        .where('member_no', '=', memberNo)
        .executeTakeFirstOrThrow()
    ).status;
  const deceasedAdd = (body: object, over: 'rest' | 'trpc') =>
    t.app.inject({
      method: 'POST',
      url: over === 'rest' ? '/api/deceased-members-add' : '/trpc/admin.deceasedMembers.create',
      headers: { ...sameOrigin, cookie: adminCookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('confirm_active "false" to /api/deceased-members-add leaves the active member active', async () => {
    const body = { member_no: namedTarget.memberNo, name: 'Named Member', confirm_active: 'false' };
    const before = await databaseFingerprint(t.db.db);
    const rest = await deceasedAdd(body, 'rest');
    expect(rest.statusCode).toBe(400);
    expect(rest.json().data.fieldErrors).toHaveProperty('confirm_active');
    // And tRPC, called after REST, is as strict as it was.
    expect((await deceasedAdd(body, 'trpc')).statusCode).toBe(400);
    expect(await memberStatus(namedTarget.memberNo)).toBe('active');
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
    // false is false: the desk asks for the confirmation (409), true marks the member deceased.
    expect((await deceasedAdd({ ...body, confirm_active: false }, 'rest')).statusCode).toBe(409);
    expect(await memberStatus(namedTarget.memberNo)).toBe('active');
    expect((await deceasedAdd({ ...body, confirm_active: true }, 'rest')).statusCode).toBe(200);
    expect(await memberStatus(namedTarget.memberNo)).toBe('deceased');
  });

  it('remember "false" at login is a 400, not a 30-day cookie; false is a browser-session cookie', async () => {
    const login = (remember: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ member: member.memberNo, password: MEMBER_PASSWORD, remember }),
      });
    const refused = await login('false');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const plain = await login(false);
    expect(plain.statusCode).toBe(200);
    const cookie = sessionCookie(plain, SESSION_COOKIE_NAMES.member);
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('smsReminders "false" does not turn SMS reminders on', async () => {
    const settings = (method: 'GET' | 'PATCH', body?: object) =>
      t.app.inject({
        method,
        url: '/api/member/notification-settings',
        headers: {
          ...sameOrigin,
          cookie: memberCookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    expect((await settings('PATCH', { smsReminders: false })).statusCode).toBe(200);
    const before = await databaseFingerprint(t.db.db);
    const refused = await settings('PATCH', { smsReminders: 'false' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fieldErrors).toHaveProperty('smsReminders');
    expect((await settings('GET')).json().smsReminders).toBe(false);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });
});

describe('numbers', () => {
  it('a number in a JSON body is a number: true, "1" and [1] are not record 1', async () => {
    const before = await databaseFingerprint(t.db.db);
    for (const id of [true, '1', [1], {}]) {
      for (const url of ['/api/member/notifications/read', '/trpc/member.notifications.markRead']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...sameOrigin, cookie: memberCookie, 'content-type': 'application/json' },
          payload: JSON.stringify({ id }),
        });
        expect(res.statusCode, `${url} id=${JSON.stringify(id)}`).toBe(400);
        expect(refusedFields(res)).toContain('id');
      }
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('query strings and paths still carry numbers as text; text that is not a number is a 400', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/members?limit=2&offset=0' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(2);
    for (const limit of ['abc', '2.5', '1e1', ' 2', '0x2', 'true']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/members?limit=${encodeURIComponent(limit)}`,
      });
      expect(res.statusCode, `limit=${limit}`).toBe(400);
    }
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/service-centers/${id}`,
        headers: { ...sameOrigin, cookie: adminCookie },
      });
    const before = await databaseFingerprint(t.db.db);
    expect((await remove('999999')).statusCode).toBe(404);
    expect((await remove('abc')).statusCode).toBe(400);
    expect((await remove('1.5')).statusCode).toBe(400);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });
});

describe('the REST route reads the address by the schema, on a copy', () => {
  // A router of its own: no procedure of the product takes a boolean in its query string today.
  const tr = initTRPC.meta<OpenApiMeta>().create();
  const flagsInput = z.object({
    on: z.boolean(),
    size: z.number().int().optional(),
    label: z.string().optional(),
    // Shaped as the stock filters' numbers are: '' (an emptied box) or a number.
    blank: z
      .union([z.literal(''), z.number()])
      .optional()
      .transform((value) => value),
    tags: z.array(z.number()).optional(),
  });
  const router = tr.router({
    flags: tr.procedure
      .meta({ openapi: { method: 'GET', path: '/flags' } })
      .input(flagsInput)
      .output(z.unknown())
      .query(({ input }) => input),
    toggle: tr.procedure
      .meta({ openapi: { method: 'POST', path: '/toggle/{size}' } })
      .input(z.object({ size: z.number().int(), on: z.boolean() }))
      .output(z.unknown())
      .mutation(({ input }) => input),
  });
  const app = Fastify();
  registerRestRoute(app, '/api', { router, createContext: () => ({}) });
  afterAll(() => app.close());
  const get = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/flags?${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('a boolean in a query string is exactly true or false', async () => {
    expect(await get('on=true')).toEqual({ status: 200, body: { on: true } });
    expect(await get('on=false')).toEqual({ status: 200, body: { on: false } });
    for (const text of ['yes', '1', '0', 'False', 'TRUE', 'on'])
      expect((await get(`on=${text}`)).status).toBe(400);
  });

  it('numbers from text only where the field is a number; text fields and literals stay text', async () => {
    expect(await get('on=true&size=12&label=12&blank=')).toEqual({
      status: 200,
      body: { on: true, size: 12, label: '12' },
    });
    expect((await get('on=true&blank=7')).body).toEqual({ on: true, blank: 7 });
    expect((await get('on=true&tags=1&tags=2')).body).toEqual({ on: true, tags: [1, 2] });
    expect((await get('on=true&tags=3')).body).toEqual({ on: true, tags: [3] });
    expect((await get('on=true&size=twelve')).status).toBe(400);
    expect((await get('on=true&size=1&size=2')).status).toBe(400);
  });

  it('a body is taken as sent and a path parameter read as its number; the schemas stay as declared', async () => {
    const post = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const ok = await post('/api/toggle/5', { on: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ size: 5, on: false });
    expect((await post('/api/toggle/5', { on: 'false' })).statusCode).toBe(400);
    expect((await post('/api/toggle/five', { on: true })).statusCode).toBe(400);
    expect(coercedSchemas(flagsInput, 'flags')).toEqual([]);
    // The tRPC caller, after the REST calls, still refuses text for the boolean.
    await expect(router.createCaller({}).flags({ on: 'false' as never })).rejects.toThrow();
  });
});
