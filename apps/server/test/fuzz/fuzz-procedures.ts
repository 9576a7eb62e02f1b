import { appRouter, listProcedures, type ProcedureInfo } from '@samity/api';
import { createAdmin, createMember, loginAs, type TestAccount } from '@samity/api/testing';
import type { Privilege } from '@samity/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  ACCESS_MATRIX,
  MEMBER_A,
  MEMBER_B,
  OTHER_MEMBER,
  type Principal,
} from '../../../../packages/api/test/access-matrix';
import { databaseFingerprint } from '../../../../packages/api/test/db-fingerprint';
import type { TestApp } from '../helpers';
import { type OpenApiDocument, operationContract, type WireRequest } from './openapi-contract';
import { arbitraryFor } from './zod-arbitrary';

/** Generated inputs per procedure, all sent as a caller the access matrix allows, half tRPC and half REST. */
export const RUNS_PER_PROCEDURE = 120;
const SEED = 20_261_124;
const IN_FLIGHT = 8;

/** What no answer may show: a stack frame, a source file, or the database's own words. */
export const LEAK =
  /\bat [\w$.<>]+ \(|node_modules|\.[tj]s:\d+|duplicate key value|violates [\w-]+ constraint|invalid input syntax|out of range for type|syntax error at or near|column "[^"]*" does not exist|relation "[^"]*" does not exist|SQLSTATE|PGlite|PostgresError|DatabaseError|kysely/i;

/**
 * Refusals any input may meet whatever its operation documents: a body too large, or one that is not JSON.
 * Everything else must be among the operation's documented answers.
 */
const ALWAYS_POSSIBLE = new Set([400, 413, 415, 422]);

/**
 * The answers a procedure without a REST face may give, as the OpenAPI document would list them for it (the
 * rules of `errorResponsesOf` in packages/api/src/openapi/errors.ts, by tier and by whether it writes).
 */
function trpcOnlyAnswers(info: ProcedureInfo): Set<number> {
  const tier = info.access?.tier ?? 'public';
  const writes = info.type === 'mutation';
  const answers = [400];
  if (tier !== 'public' || writes) answers.push(403);
  if (writes) answers.push(429);
  if (tier !== 'public') answers.push(401);
  if (tier !== 'public' && writes) answers.push(404, 409);
  return new Set(answers);
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  byTransport: Record<string, number>;
  /** Inputs the schema (tRPC: the procedure's zod schema; REST: the OpenAPI document) refused or accepted. */
  byVerdict: { refused: number; accepted: number };
  /** Requests per calling principal. */
  byPrincipal: Record<string, number>;
  /** Fingerprints of the whole database taken around the refused inputs, and how many differed. */
  fingerprints: number;
  /** Wall-clock seconds of the run and CPU seconds of this process (the database's own work not counted). */
  seconds: { wall: number; cpu: number };
  /** Wall-clock seconds per procedure, both phases together: where the time of a run goes. */
  secondsByProcedure: Record<string, number>;
  failures: string[];
}

type ZodSchema = { safeParseAsync(value: unknown): Promise<{ success: boolean }> };
type AnyProcedure = { _def: { inputs?: ZodSchema[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** The accounts of the access matrix's principals: member A and B, and an admin per privilege on demand. */
async function principals(db: TestApp['db']['db']) {
  const accounts = new Map<Principal, TestAccount>();
  accounts.set('memberA', await createMember(db, { memberNo: MEMBER_A, password: 'member-a-pass-1' }));
  accounts.set('memberB', await createMember(db, { memberNo: MEMBER_B, password: 'member-b-pass-1' }));
  await createMember(db, { memberNo: OTHER_MEMBER });
  let renewals = 0;
  return {
    /** Makes the account (an admin is written to the database), so it exists before any fingerprint. */
    prepare: async (who: Principal): Promise<void> => {
      if (who === 'anonymous' || accounts.has(who)) return;
      if (who.startsWith('key:')) throw new Error(`fuzzing as an API key (${who}) is not set up`);
      accounts.set(who, await createAdmin(db, { privilege: who as Privilege }));
    },
    /**
     * A new admin account of the principal's privilege, for the calls after this: made by copying the
     * first one's row under a new phone number, since hashing a password costs more than a fuzzed call.
     */
    renew: async (who: Principal): Promise<void> => {
      const first = accounts.get(who)!;
      renewals++;
      const phone = `0199${String(renewals).padStart(7, '0')}`;
      const row = await db
        .insertInto('admins')
        .columns(['name', 'phone', 'privilege', 'password_hash', 'pic', 'created_by'])
        .expression(
          db
            .selectFrom('admins')
            .select([
              sql<string>`'Fuzz ' || ${phone}`.as('name'),
              sql<string>`${phone}`.as('phone'),
              'privilege',
              'password_hash',
              'pic',
              'created_by',
            ])
            .where('id', '=', first.id),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      accounts.set(who, { ...first, id: row.id, phone } as TestAccount);
    },
    /** A fresh session (a logout or a password change ends one). */
    session: async (who: Principal): Promise<string | undefined> =>
      who === 'anonymous' ? undefined : (await loginAs(db, accounts.get(who)!)).header(),
  };
}

/**
 * The caller a procedure is fuzzed as, one the access matrix allows, so every input gets past authorization
 * to the schema and the service: member A where a member may call (member-scoped calls name member A; public
 * procedures get a logged-in member), else the least privileged admin allowed (the matrix lists privileges
 * from the highest down), in person: keys pass where their privilege does (the access matrix test).
 */
function allowedCaller(path: string): Principal {
  const allowed = ACCESS_MATRIX[path]?.allowed ?? [];
  if (allowed.includes('memberA')) return 'memberA';
  const people = allowed.filter((who) => who !== 'anonymous' && !who.startsWith('key:') && who !== 'memberB');
  return people.at(-1) ?? 'anonymous';
}

function inputArbitrary(path: string): fc.Arbitrary<unknown> {
  const [schema] = procedures[path]?._def.inputs ?? [];
  return schema
    ? arbitraryFor(schema as never)
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
}

/** What the procedure's own zod schemas say of the input tRPC hands them (after the JSON round trip). */
async function zodAccepts(path: string, input: unknown): Promise<boolean> {
  const wire = input === undefined ? undefined : JSON.parse(JSON.stringify(input));
  for (const schema of procedures[path]?._def.inputs ?? [])
    if (!(await schema.safeParseAsync(wire)).success) return false;
  return true;
}

const HEADERS = { host: 'samity.test', 'sec-fetch-site': 'same-origin' };

function trpcRequest(info: ProcedureInfo, input: unknown, cookie: string | undefined) {
  const headers = { ...HEADERS, ...(cookie ? { cookie } : {}) };
  if (info.type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { method: 'GET' as const, url: `/trpc/${info.path}${query}`, headers };
  }
  return {
    method: 'POST' as const,
    url: `/trpc/${info.path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: input === undefined ? '{}' : JSON.stringify(input),
  };
}

/** A value as it travels in a path or a query string. */
const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The REST request of a procedure: path parameters from the input, the rest as query or JSON body; and the
 * same request as the server reads it off the wire, for judging it against the OpenAPI document.
 */
function restRequest(rest: { method: string; path: string }, input: unknown, cookie: string | undefined) {
  const fields: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as object) } : {};
  const wire: WireRequest = { path: {}, query: {}, body: undefined };
  const path = rest.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = asText(fields[name]);
    delete fields[name];
    wire.path[name] = value;
    return encodeURIComponent(value);
  });
  const headers = { ...HEADERS, ...(cookie ? { cookie } : {}) };
  const method = rest.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, asText(item));
    }
    for (const key of new Set(query.keys())) {
      const values = query.getAll(key);
      wire.query[key] = values.length === 1 ? values[0]! : values;
    }
    const search = query.toString();
    return { request: { method, url: `/api${path}${search ? `?${search}` : ''}`, headers }, wire };
  }
  const payload = JSON.stringify(input === undefined ? {} : input);
  wire.body = JSON.parse(payload);
  return {
    request: {
      method,
      url: `/api${path}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    },
    wire,
  };
}

/** What is wrong with an answer, if anything: a 5xx, a leak, an error body without the request's id. */
export function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (LEAK.test(res.body)) return 'leaks a stack trace or a database message';
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json();
    const named = body.requestId ?? body.error?.requestId;
    if (named !== res.headers['x-request-id']) return 'error body without the request id';
  }
  return null;
}

/**
 * What is wrong with the answer to an input the schema refused or accepted: refused must be a 4xx the
 * operation documents (or one any request may meet); accepted must be a 2xx or a documented 4xx. An allowed
 * caller is never "not logged in".
 */
/**
 * The refusals of the guards in front of every procedure (privilege, a password that must be changed first,
 * a key where a person is needed): the allowed caller meeting one has not reached the procedure at all.
 */
const GUARD_KEYS = new Set([
  'auth.notAllowed',
  'auth.temporaryPasswordMustChange',
  'auth.initialPasswordMustChange',
  'apiKeys.sessionRequired',
]);

function guardKeyOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode !== 403 || !res.headers['content-type']?.toString().includes('json')) return undefined;
  const body = res.json();
  const key = body.data?.key ?? body.error?.data?.key;
  return GUARD_KEYS.has(key) ? key : undefined;
}

function verdictProblem(status: number, refused: boolean, documented: Set<number>): string | null {
  if (status === 401) return 'refused the allowed caller as not logged in';
  const documentedRefusal =
    status >= 400 && status < 500 && (documented.has(status) || ALWAYS_POSSIBLE.has(status));
  if (refused) return documentedRefusal ? null : `answered ${status} to an input its schema refuses`;
  if (status >= 200 && status < 300) return null;
  return documentedRefusal ? null : `answered ${status}, not documented for this operation`;
}

interface Call {
  path: string;
  who: Principal;
  input: unknown;
  transport: 'REST' | 'tRPC';
  refused: boolean;
  documented: Set<number>;
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    payload?: string;
  };
}

/**
 * Fuzzes each procedure whose path starts with one of the prefixes: RUNS_PER_PROCEDURE inputs from its
 * schema (one seed for the whole suite), every one sent as the procedure's allowed caller, alternately over
 * REST and tRPC (tRPC only for procedures without a REST path).
 *
 * Each input is judged before it is sent: over tRPC by the procedure's own zod schema, over REST by the
 * OpenAPI document (ajv on the path, query and body as the server reads them). First every refused input of
 * every procedure goes out, procedure by procedure, with a fingerprint of the whole database before the
 * first and after each procedure: a refused input must be answered with a documented 4xx and write nothing.
 * Then the accepted inputs: a 2xx or a 4xx the operation documents, never a 5xx. Neither phase checks what
 * an accepted write stored; that is for the procedures' own tests.
 */
export async function fuzzProcedures(t: TestApp, prefixes: string[]): Promise<FuzzReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const accounts = await principals(t.db.db);
  const document = (
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json() as OpenApiDocument;
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    byTransport: {},
    byVerdict: { refused: 0, accepted: 0 },
    byPrincipal: {},
    fingerprints: 0,
    seconds: { wall: 0, cpu: 0 },
    secondsByProcedure: {},
    failures: [],
  };
  const chosen = listProcedures().filter((info) => prefixes.some((prefix) => info.path.startsWith(prefix)));

  // Every input of every procedure, judged, before anything is sent.
  const plans: { info: ProcedureInfo; who: Principal; calls: Call[] }[] = [];
  for (const info of chosen) {
    const who = allowedCaller(info.path);
    await accounts.prepare(who);
    const contract = info.rest ? operationContract(document, info.rest) : undefined;
    if (info.rest && !contract) report.failures.push(`${info.path}: no operation in the OpenAPI document`);
    const inputs = fc.sample(inputArbitrary(info.path), { seed: SEED, numRuns: RUNS_PER_PROCEDURE });
    const calls: Call[] = [];
    for (const [run, input] of inputs.entries()) {
      const viaRest = contract !== undefined && run % 2 === 0;
      if (viaRest) {
        const { request, wire } = restRequest(info.rest!, input, undefined);
        calls.push({
          path: info.path,
          who,
          input,
          transport: 'REST',
          refused: !contract.accepts(wire),
          documented: contract.refusals,
          request,
        });
      } else {
        calls.push({
          path: info.path,
          who,
          input,
          transport: 'tRPC',
          // A mutation without input is sent as {} (trpcRequest): judged as sent.
          refused: !(await zodAccepts(
            info.path,
            input === undefined && info.type === 'mutation' ? {} : input,
          )),
          documented: contract?.refusals ?? trpcOnlyAnswers(info),
          request: trpcRequest(info, input, undefined),
        });
      }
    }
    plans.push({ info, who, calls });
  }

  const send = async (calls: Call[], cookie: string | undefined) => {
    const sending = performance.now();
    for (let i = 0; i < calls.length; i += IN_FLIGHT) {
      const batch = calls.slice(i, i + IN_FLIGHT);
      const answers = await Promise.all(
        batch.map((call) =>
          t.app.inject({
            ...call.request,
            headers: { ...call.request.headers, ...(cookie ? { cookie } : {}) },
          }),
        ),
      );
      answers.forEach((res, k) => {
        const call = batch[k]!;
        report.requests++;
        report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
        report.byTransport[call.transport] = (report.byTransport[call.transport] ?? 0) + 1;
        report.byPrincipal[call.who] = (report.byPrincipal[call.who] ?? 0) + 1;
        report.byVerdict[call.refused ? 'refused' : 'accepted']++;
        const guard = guardKeyOf(res);
        const problem =
          problemWith(res) ??
          (guard ? `the allowed caller stopped at the guard (${guard})` : null) ??
          verdictProblem(res.statusCode, call.refused, call.documented);
        if (problem)
          report.failures.push(
            `${call.path} ${call.transport} as ${call.who}, ${call.refused ? 'refused' : 'accepted'} by its schema: ` +
              `${problem}; ${call.request.method} ${call.request.url.slice(0, 200)} ` +
              `input ${JSON.stringify(call.input)?.slice(0, 300)} -> ${res.body.slice(0, 300)}`,
          );
      });
    }
    const path = calls[0]?.path ?? '';
    report.secondsByProcedure[path] =
      (report.secondsByProcedure[path] ?? 0) + (performance.now() - sending) / 1000;
  };

  // Refused inputs first, while nothing accepted has written: one session per principal, made before the
  // first fingerprint, and a fingerprint after each procedure, compared with the one before it.
  const sessions = new Map<Principal, string | undefined>();
  for (const { who } of plans) if (!sessions.has(who)) sessions.set(who, await accounts.session(who));
  let before = await databaseFingerprint(t.db.db);
  report.fingerprints++;
  for (const { info, who, calls } of plans) {
    const refused = calls.filter((call) => call.refused);
    if (refused.length === 0) continue;
    await send(refused, sessions.get(who));
    const after = await databaseFingerprint(t.db.db);
    report.fingerprints++;
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (changed.length > 0)
      report.failures.push(`${info.path}: ${refused.length} refused inputs changed ${changed.join(', ')}`);
    before = after;
  }

  // Then the accepted inputs, with a fresh session per procedure (a logout or a password change ends one)
  // and, for admins, a fresh account: an accepted call may disable an admin or give it a temporary password
  // (the fuzzed ids are small, like the test admins'), and every later call as that admin would stop at the
  // guard.
  for (const { who, calls } of plans) {
    const accepted = calls.filter((call) => !call.refused);
    if (accepted.length === 0) continue;
    if (who !== 'memberA' && who !== 'anonymous') await accounts.renew(who);
    await send(accepted, await accounts.session(who));
  }
  const used = process.cpuUsage(cpu);
  report.seconds = { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 };
  return report;
}

export function printReport(label: string, report: FuzzReport): void {
  console.log(
    `fuzz ${label}: ${report.requests} requests (${report.byVerdict.refused} refused by the schema, ` +
      `${report.byVerdict.accepted} accepted), by status ${JSON.stringify(report.byStatus)}, ` +
      `by transport ${JSON.stringify(report.byTransport)}, by principal ${JSON.stringify(report.byPrincipal)}, ` +
      `${report.fingerprints} fingerprints, ${report.seconds.wall.toFixed(1)} s (${report.seconds.cpu.toFixed(1)} s CPU), ` +
      `${report.failures.length} problems; slowest ${Object.entries(report.secondsByProcedure)
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([path, seconds]) => `${path} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
  );
}
