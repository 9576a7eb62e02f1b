import { PRIVILEGES } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { listProcedures } from '../src/openapi';
import { restOpenApiDocument } from '../src/openapi/document';
import { appRouter } from '../src/root';
import { API_KEY_RULE } from '../src/services/api-keys/api-key-calls.service';
import { resetRateLimit } from '../src/services/rate-limit/rate-limit.service';
import { createApiKey, testCallers, useTestDb } from '../src/testing';
import { ACCESS_MATRIX } from './access-matrix';
import { databaseFingerprint } from './db-fingerprint';

/**
 * Irreversible acts are for people only (docs/governance.md): the procedures that do them declare it in
 * their meta (procedures.ts `peopleOnly`), the admin gate refuses every API key before anything is read or
 * written, and the OpenAPI document says so on each operation. The list below is the issue's; a procedure
 * that does one of these acts and is not marked fails here.
 */
const IRREVERSIBLE = [
  'finance.yearEnd.close',
  'finance.yearEnd.propose',
  'finance.yearEnd.approve',
  'finance.yearEnd.audit',
  'finance.yearEnd.adopt',
  // Recording a meeting as adjourned closes it for good (no resolutions; its sitting is a new meeting).
  'admin.meetings.adjourn',
  'admin.meetings.adopt',
  'admin.elections.publishCandidates',
  'admin.elections.publishResults',
  'admin.currentCommittee.create',
  'admin.currentCommittee.delete',
  'admin.previousCommittees.create',
  'admin.admins.disable',
  'admin.admins.resetPassword',
  'admin.lifecycle.request',
  'admin.lifecycle.confirm',
  // Lowering the two-person rule's setting weakens the rule for every later approval.
  'admin.governance.updateSettings',
];

const handle = useTestDb();
const as = testCallers(handle);
type Procedure = { _def: { meta?: { peopleOnly?: string } } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;
const marked = Object.keys(procedures)
  .filter((path) => procedures[path]!._def.meta?.peopleOnly !== undefined)
  .sort();

describe('people-only procedures', () => {
  it('marks every irreversible act, walking the whole router', () => {
    expect(marked).toEqual([...IRREVERSIBLE].sort());
  });

  it('refuses an API key of every privilege on every marked procedure with 403, and nothing changes', async () => {
    const keys = await Promise.all(PRIVILEGES.map((privilege) => createApiKey(handle.db, { privilege })));
    const before = await databaseFingerprint(handle.db);
    const wrong: string[] = [];
    for (const path of marked) {
      for (const key of keys) {
        await resetRateLimit(handle.db, API_KEY_RULE, String(key.id));
        const caller = await as.apiKey(key);
        const fn = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], caller);
        try {
          await (fn as (input: unknown) => Promise<unknown>)(ACCESS_MATRIX[path]?.input);
          wrong.push(`${path} as a ${key.privilege} key: allowed`);
        } catch (error) {
          const { code, cause } = error as { code?: string; cause?: { key?: string } };
          // A credential procedure's own gate answers first (apiKeys.sessionRequired); both are 403.
          if (
            code !== 'FORBIDDEN' ||
            !['apiKeys.peopleOnly', 'apiKeys.sessionRequired'].includes(cause?.key ?? '')
          )
            wrong.push(`${path} as a ${key.privilege} key: ${code} ${cause?.key}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a key with apiKeys.peopleOnly where the tier alone would let it through (closing a year, the committee)', async () => {
    const key = await as.apiKey('Full_Access+');
    const before = await databaseFingerprint(handle.db);
    await expect(key.finance.yearEnd.close({ year: 2090 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'apiKeys.peopleOnly' },
    });
    await expect(
      key.admin.previousCommittees.create({ term: '99', resolution: '2026/1' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'apiKeys.peopleOnly' },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('says so in the OpenAPI document on each operation: people only, session cookie only, 403 for a key', () => {
    const document = restOpenApiDocument(undefined);
    const paths = document.paths as Record<
      string,
      Record<string, { description?: string; security?: unknown[] }>
    >;
    for (const info of listProcedures().filter((p) => p.peopleOnly !== undefined)) {
      const operation = paths[info.rest!.path]![info.rest!.method.toLowerCase()]!;
      expect(operation.description, info.path).toContain(`People only: ${info.peopleOnly} is irreversible`);
      expect(operation.description, info.path).toContain('apiKeys.peopleOnly');
      expect(operation.security, info.path).toEqual([{ adminSession: [] }]);
    }
  });
});
