import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { listProcedures } from '@samity/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { SPEC_PATHS } from './spec-paths';

type Operation = { security?: Record<string, string[]>[]; responses: Record<string, { content?: unknown }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const REDOCLY = resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

const t = useTestApp();
let document: Document;
let dir: string;
beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  dir = mkdtempSync(join(tmpdir(), 'samity-openapi-'));
});
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('/api/openapi.json as integrators read it', () => {
  it('passes redocly lint (recommended rules) with no error', { timeout: 60_000 }, async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    // Exits non-zero on errors; the JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(REDOCLY, ['lint', file, '--format=json'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.totals.errors, JSON.stringify(report.problems, null, 1)).toBe(0);
    // Known and accepted: the project has no license to name (info-license).
    expect(report.problems.map((p) => p.ruleId)).toEqual(report.totals.warnings ? ['info-license'] : []);
  });

  it("names for each operation only the credentials its procedure's tier accepts", () => {
    const procedures = listProcedures().filter((p) => p.rest);
    expect(procedures.length).toBeGreaterThan(20);
    for (const { rest, access } of procedures) {
      const operation = document.paths[rest!.path]?.[rest!.method.toLowerCase()];
      // Admin and finance operations also take an API key, except managing the keys themselves.
      const expected =
        access?.tier === 'member'
          ? [{ memberSession: [] }]
          : access?.tier === 'admin'
            ? access.sessionOnly
              ? [{ adminSession: [] }]
              : [{ adminSession: [] }, { apiKey: [] }]
            : [];
      expect(operation?.security, `${rest!.method} ${rest!.path}`).toEqual(expected);
    }
  });

  it('declares the bearer scheme, the RateLimit headers of key calls and the paging of lists', () => {
    const full = document as unknown as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<
        string,
        Record<string, Operation & { description?: string; responses: Record<string, { headers?: object }> }>
      >;
    };
    expect(full.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ledger = full.paths['/financial-expenses']!.get!;
    expect(Object.keys(ledger.responses['200']!.headers ?? {})).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
    ]);
    expect(Object.keys(ledger.responses['429']!.headers ?? {})).toContain('Retry-After');
    expect(ledger.description).toContain('Paged: `limit` rows per answer (at most 100)');
    expect(full.paths['/stock']!.get!.responses['200']!.headers).toBeUndefined();
  });

  it('documents 4xx answers with the shared ErrorBody on every operation', () => {
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const errors = Object.entries(operation.responses).filter(([status]) => status.startsWith('4'));
        expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, answer] of errors)
          expect(answer.content, `${method} ${path} ${status}`).toEqual({
            'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
          });
      }
  });
});

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[] };
interface Described {
  description?: string;
  parameters?: { name: string }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

describe('what a generated client gets from the document', () => {
  const all = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Described>).map(([method, operation]) => ({
        path,
        method,
        operation,
      })),
    );
  const schemas = () =>
    (document as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
  const resolved = (schema: Schema) => (schema.$ref ? schemas()[schema.$ref.split('/').pop()!]! : schema);

  it('describes every operation and every answer', () => {
    for (const { path, method, operation } of all()) {
      expect(operation.description?.trim(), `${method} ${path}`).toBeTruthy();
      for (const [status, answer] of Object.entries(operation.responses))
        expect((answer as { description?: string }).description, `${method} ${path} ${status}`).toBeTruthy();
    }
  });

  it('names the entities and pages as component schemas', () => {
    expect(Object.keys(schemas())).toEqual(
      expect.arrayContaining([
        'Member',
        'Car',
        'Notice',
        'MemberComplaint',
        'LedgerEntry',
        'Payment',
        'Receipt',
      ]),
    );
    expect(document.paths['/active-members-admin']!.get!.responses['200']).toMatchObject({
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Member' } } },
      },
    });
  });

  it('answers one paging envelope on the lists the original product did not have (docs/api.md, Paging)', () => {
    const original = new Set(SPEC_PATHS.map(([method, path]) => `${method.toLowerCase()} ${path}`));
    const paged = all().filter(
      ({ path, method, operation }) =>
        method === 'get' &&
        !original.has(`get ${path}`) &&
        operation.parameters?.some((p) => p.name === 'limit') &&
        operation.parameters?.some((p) => p.name === 'offset'),
    );
    // The lists that once named their rows items or members are held to the one envelope like the rest.
    expect(paged.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/stocks/search',
        '/member/notifications',
        '/notification-deliveries',
        '/dues-reminders',
      ]),
    );
    for (const { path, operation } of paged) {
      const page = resolved(operation.responses['200']!.content!['application/json']!.schema);
      expect(page.properties?.entries?.type, `${path} entries`).toBe('array');
      expect(page.properties?.total?.type, `${path} total`).toBe('integer');
      expect(page.required, `${path} requires entries and total`).toEqual(
        expect.arrayContaining(['entries', 'total']),
      );
    }
  });
});
