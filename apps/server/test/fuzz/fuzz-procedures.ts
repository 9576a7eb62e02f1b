import { appRouter, listProcedures, type ProcedureInfo } from '@samity/api';
import { createAdmin, createMember, loginAs, type TestAccount } from '@samity/api/testing';
import type { Privilege } from '@samity/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import {
  ACCESS_MATRIX,
  MEMBER_A,
  MEMBER_B,
  OTHER_MEMBER,
  type Principal,
} from '../../../../packages/api/test/access-matrix';
import type { TestApp } from '../helpers';
import { arbitraryFor } from './zod-arbitrary';

/** Generated inputs per procedure, split between an allowed caller and an anonymous one, tRPC and REST. */
export const RUNS_PER_PROCEDURE = 200;
const SEED = 20_261_124;
const IN_FLIGHT = 8;

/** What no answer may show: a stack frame, a source file, or the database's own words. */
export const LEAK =
  /\bat [\w$.<>]+ \(|node_modules|\.[tj]s:\d+|duplicate key value|violates [\w-]+ constraint|invalid input syntax|out of range for type|syntax error at or near|column "[^"]*" does not exist|relation "[^"]*" does not exist|SQLSTATE|PGlite|PostgresError|DatabaseError|kysely/i;

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  byTransport: Record<string, number>;
  failures: string[];
}

type AnyProcedure = { _def: { inputs?: unknown[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;

/** One session per principal, made fresh for each procedure (a logout or a password change ends one). */
async function principals(db: TestApp['db']['db']) {
  const accounts = new Map<Principal, TestAccount>();
  accounts.set('memberA', await createMember(db, { memberNo: MEMBER_A, password: 'member-a-pass-1' }));
  accounts.set('memberB', await createMember(db, { memberNo: MEMBER_B, password: 'member-b-pass-1' }));
  await createMember(db, { memberNo: OTHER_MEMBER });
  return async (who: Principal): Promise<string | undefined> => {
    if (who === 'anonymous') return undefined;
    if (!accounts.has(who)) accounts.set(who, await createAdmin(db, { privilege: who as Privilege }));
    return (await loginAs(db, accounts.get(who)!)).header();
  };
}

/** The allowed caller of a procedure: its first allowed principal, a logged-in one for public procedures. */
function allowedCaller(path: string): Principal {
  const allowed = ACCESS_MATRIX[path]?.allowed ?? [];
  return allowed.find((who) => who !== 'anonymous') ?? 'anonymous';
}

function inputArbitrary(path: string): fc.Arbitrary<unknown> {
  const [schema] = procedures[path]?._def.inputs ?? [];
  return schema
    ? arbitraryFor(schema as never)
    : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
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

/** The REST request of a procedure: path parameters from the input, the rest as query or JSON body. */
function restRequest(rest: { method: string; path: string }, input: unknown, cookie: string | undefined) {
  const fields: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as object) } : {};
  const path = rest.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
  const headers = { ...HEADERS, ...(cookie ? { cookie } : {}) };
  const method = rest.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
    const search = query.toString();
    return { method, url: `/api${path}${search ? `?${search}` : ''}`, headers };
  }
  return {
    method,
    url: `/api${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input === undefined ? {} : input),
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
 * Fuzzes each procedure whose path starts with one of the prefixes: RUNS_PER_PROCEDURE inputs from its
 * schema (one seed for the whole suite), sent alternately as the allowed caller and anonymously, over tRPC
 * and REST (tRPC only for procedures without a REST path).
 */
export async function fuzzProcedures(t: TestApp, prefixes: string[]): Promise<FuzzReport> {
  const sessionOf = await principals(t.db.db);
  const report: FuzzReport = { requests: 0, byStatus: {}, byTransport: {}, failures: [] };
  const chosen = listProcedures().filter((info) => prefixes.some((prefix) => info.path.startsWith(prefix)));
  for (const info of chosen) {
    const inputs = fc.sample(inputArbitrary(info.path), { seed: SEED, numRuns: RUNS_PER_PROCEDURE });
    const callers: [Principal, string | undefined][] = [
      [allowedCaller(info.path), await sessionOf(allowedCaller(info.path))],
      ['anonymous', undefined],
    ];
    // Run by run the caller alternates (allowed, anonymous) and so, every second run, does the transport:
    // each of the four ways gets a quarter of the inputs.
    const calls = inputs.map((input, run) => {
      const [who, cookie] = callers[run % 2]!;
      const viaRest = info.rest !== undefined && Math.floor(run / 2) % 2 === 0;
      const request = viaRest ? restRequest(info.rest!, input, cookie) : trpcRequest(info, input, cookie);
      return { who, input, transport: viaRest ? 'REST' : 'tRPC', request };
    });
    for (let i = 0; i < calls.length; i += IN_FLIGHT) {
      const batch = calls.slice(i, i + IN_FLIGHT);
      const answers = await Promise.all(batch.map((call) => t.app.inject(call.request)));
      answers.forEach((res, k) => {
        const call = batch[k]!;
        report.requests++;
        report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
        report.byTransport[call.transport] = (report.byTransport[call.transport] ?? 0) + 1;
        const problem = problemWith(res);
        if (problem)
          report.failures.push(
            `${info.path} ${call.transport} as ${call.who}: ${problem}; ${call.request.method} ${call.request.url.slice(0, 200)} ` +
              `input ${JSON.stringify(call.input)?.slice(0, 300)} -> ${res.body.slice(0, 300)}`,
          );
      });
    }
  }
  return report;
}

export function printReport(label: string, report: FuzzReport): void {
  console.log(
    `fuzz ${label}: ${report.requests} requests, by status ${JSON.stringify(report.byStatus)}, ` +
      `by transport ${JSON.stringify(report.byTransport)}, ${report.failures.length} problems`,
  );
}
