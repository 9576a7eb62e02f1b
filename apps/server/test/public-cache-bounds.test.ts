import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { listProcedures, SESSION_COOKIE_NAMES } from '@samity/api';
import { createTestDb } from '@samity/api/testing';
import { type DbHandle, PUBLIC_READ_TABLES } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { buildTestApp } from './helpers';

/**
 * Visitors cannot fill the server's memory through the public lists: every public list REST path gets
 * 10,000 distinct junk query strings (unknown parameters, other spellings of a valid input, values that do not
 * validate) and neither the database queries nor the heap grow with them. The app runs on a database handle
 * that counts every query it is sent.
 */
const JUNK_PER_LIST = 10_000;

let app: FastifyInstance;
let handle: DbHandle;
let origin: string;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const sent = { queries: 0 };
/** A table named in a query's tree, as Kysely's operation nodes spell it. */
const tableNamed = (name: string) => `"kind":"IdentifierNode","name":"${name}"}`;
const publicTables = PUBLIC_READ_TABLES.map(tableNamed);
/**
 * Counts the reads of the tables the public lists are made from (the server's background timers, such as
 * the notification deliveries, query other tables on their own schedule).
 */
const counting: KyselyPlugin = {
  transformQuery(args) {
    if (args.node.kind === 'SelectQueryNode') {
      const tree = JSON.stringify(args.node);
      if (publicTables.some((table) => tree.includes(table))) sent.queries += 1;
    }
    return args.node;
  },
  transformResult: async (args) => args.result,
};

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-cache-bounds-'));
  mkdirSync(join(dataDir, 'web'), { recursive: true });
  writeFileSync(join(dataDir, 'web', 'index.html'), '<!doctype html><title>Samity</title>');
  handle = await createTestDb();
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'web'), LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: { ...handle, db: handle.db.withPlugin(counting) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  agent.destroy();
  await app?.close();
  await handle?.close();
});

/** Every public list the REST facade answers from the cache (a path without parameters in it). */
const publicLists = listProcedures()
  .filter((p) => p.access?.tier === 'public' && p.rest?.method === 'GET' && p.reads.length)
  .map((p) => `/api${p.rest?.path}`)
  .filter((path) => !path.includes('{'));

/**
 * The distinct valid inputs each list is asked for (as query strings), and the junk around them: each junk
 * query either spells one of these inputs another way or does not validate.
 */
const VALID: Record<string, string[]> = {
  '/api/members': ['', 'limit=12&offset=0'],
  '/api/members/search': ['search=dealer'],
  '/api/stocks/search': ['', 'limit=12&offset=0&sort=priceAsc'],
};
const validOf = (path: string) => VALID[path] ?? [''];

function junkQuery(path: string, i: number): string {
  const valid = validOf(path);
  const base = valid[i % valid.length] ?? '';
  const join = (...parts: string[]) => parts.filter(Boolean).join('&');
  switch (i % 5) {
    case 0: // unknown parameters
      return join(base, `z=${i}`);
    case 1:
      return join(`utm_source=${i}`, base, `_=${i.toString(36)}`);
    case 2: // the same input spelt otherwise: padded numbers, an empty value, repeated unknown keys
      return join(
        base.replace('limit=12', 'limit=012').replace('offset=0', 'offset=0.0'),
        `a=${i}&a=${i + 1}`,
      );
    case 3: // a known parameter with a value that does not validate
      return join(base, `limit=junk${i}`);
    default:
      return join(base, `offset=${-1 - i}`, `limit=${1_000_000 + i}`, `search=${'x'.repeat(300 + (i % 50))}`);
  }
}

/**
 * A request over a kept-alive connection: a real listener, as visitors reach it (and faster than inject).
 * headers: a session cookie, or an If-None-Match.
 */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: string; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${url}`, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          etag: response.headers.etag,
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function heapAfterGc(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('public lists under junk query strings', () => {
  it('covers every public list', () => {
    expect(publicLists.length).toBeGreaterThanOrEqual(11);
    for (const path of Object.keys(VALID)) expect(publicLists).toContain(path);
  });

  it(`sends no query to the database for ${JUNK_PER_LIST.toLocaleString('en')} junk addresses per list, and keeps the heap flat`, async () => {
    // Each valid input once: these misses are the only reads the junk below may cause.
    const warming = sent.queries;
    const etags = new Map<string, string>();
    for (const path of publicLists)
      for (const query of validOf(path)) {
        const { statusCode, etag } = await get(`${path}?${query}`);
        expect(statusCode).toBe(200);
        if (etag) etags.set(path, etag);
      }
    // The counter sees the lists' reads: at least one for each list.
    expect(sent.queries - warming).toBeGreaterThanOrEqual(publicLists.length);
    const heapBefore = await heapAfterGc();
    const queries: Record<string, number> = {};
    /** Heap growth in MB after each list's junk (a large list's entries could be evicted by a later list's). */
    const grownMb: Record<string, number> = {};
    const statuses = new Map<number, number>();
    for (const path of publicLists) {
      const queriesBefore = sent.queries;
      let next = 0;
      // Eight visitors at once on each list, as many connections as the agent keeps.
      const visitor = async () => {
        for (let i = next++; i < JUNK_PER_LIST; i = next++) {
          // Three in four carry the list's ETag, so most kept answers go back as a bodiless 304 (the
          // lookup is the same either way; the bodies of the whole lists would make this test slow).
          const revalidate = i % 4 !== 0 ? etags.get(path) : undefined;
          const { statusCode } = await get(
            `${path}?${junkQuery(path, i)}`,
            revalidate ? { 'if-none-match': revalidate } : {},
          );
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: 8 }, visitor));
      if (sent.queries > queriesBefore) queries[path] = sent.queries - queriesBefore;
      grownMb[path] = Math.round(((await heapAfterGc()) - heapBefore) / 1e5) / 10;
    }
    // A hostile address gets a 200 or 304 (its junk is ignored) or a 400, never a 5xx.
    expect([...statuses.keys()].every((status) => [200, 304, 400].includes(status))).toBe(true);
    expect(statuses.get(304)).toBeGreaterThan(0);
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(queries).toEqual({});
    expect(Object.entries(grownMb).filter(([, mb]) => mb >= 16)).toEqual([]);
  }, 300_000);

  it('serves a kept answer only for the input it was made from', async () => {
    const session = `${Object.values(SESSION_COOKIE_NAMES)[0]}=not-a-session`;
    const variants = [
      '/api/members?limit=5',
      '/api/members?limit=5&offset=5',
      '/api/members?offset=5&limit=005&x=1',
      '/api/members?limit=5.0&offset=0',
      '/api/stocks/search?limit=3',
      '/api/stocks/search?limit=3&offset=3',
      '/api/stocks/search?limit=03&sort=priceDesc',
      '/api/stocks/search?price_min=&limit=3&sort=priceAsc',
      '/api/stocks/search?price_min=100000&limit=3&sort=priceAsc',
      '/api/members/search?search=dealer',
      '/api/members/search?search=%20dealer%20',
      '/api/members/search?search=dealer%20c',
    ];
    for (const url of variants) {
      const kept = await get(url); // a miss or a hit on a key another variant made
      const again = await get(url); // from the kept answers
      // A session cookie skips the kept answers: the route reads the query itself.
      const fresh = await get(url, { cookie: session });
      expect(kept.statusCode, url).toBe(200);
      expect(again.body, url).toBe(fresh.body);
      expect(kept.body, url).toBe(fresh.body);
    }
  });

  it('encodes an answer being made once: requests for it meanwhile wait for it instead of encoding a copy', async () => {
    const lines: string[] = [];
    const own = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      // Twenty visitors at once for an answer nobody has asked for yet, each with junk of their own.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          own.app.inject({ method: 'GET', url: `/api/stocks?visitor=${i}` }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      // Only a request the route answered gets an access line; those given the shared answer get none.
      const answeredByRoute = lines.filter((line) => line.includes('"url":"/api/stocks?visitor='));
      expect(answeredByRoute).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
