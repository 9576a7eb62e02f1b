import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/root';
import { API_KEY_RULE } from '../src/services/api-keys/api-key-calls.service';
import { resetRateLimit } from '../src/services/rate-limit/rate-limit.service';
import {
  createAdmin,
  createApiKey,
  createMember,
  type TestAccount,
  testCallers,
  useTestDb,
} from '../src/testing';
import type { ProcedureAccess } from '../src/trpc';
import {
  ACCESS_MATRIX,
  CREDENTIAL_SEGMENT,
  type MatrixRow,
  MEMBER_A,
  MEMBER_B,
  OTHER_MEMBER,
  PRINCIPALS,
  type Principal,
} from './access-matrix';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle);
/**
 * One account per principal: the two members the matrix's inputs name, an admin of each privilege, and an
 * API key of each privilege.
 */
const accounts = new Map<Principal, TestAccount>();
const keys = new Map<Principal, { id: number; secret: string }>();
const isKey = (who: Principal) => who.startsWith('key:');
beforeAll(async () => {
  accounts.set('memberA', await createMember(handle.db, { memberNo: MEMBER_A, password: 'member-a-pass-1' }));
  accounts.set('memberB', await createMember(handle.db, { memberNo: MEMBER_B, password: 'member-b-pass-1' }));
  await createMember(handle.db, { memberNo: OTHER_MEMBER });
  for (const who of PRINCIPALS.filter((p) => p !== 'anonymous' && !isKey(p) && !accounts.has(p)))
    accounts.set(who, await createAdmin(handle.db, { privilege: who as Privilege }));
  for (const who of PRINCIPALS.filter(isKey))
    keys.set(who, await createApiKey(handle.db, { privilege: who.slice('key:'.length) as Privilege }));
});

type AnyProcedure = { _def: { meta?: { access?: ProcedureAccess; peopleOnly?: string }; type: string } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const paths = Object.keys(procedures).sort();

type Outcome = { ok: true } | { ok: false; code: string };

/**
 * A key's calls go through the same context as the REST facade's (the bearer set); its rate limit is
 * cleared before each call, since the matrix is about who may call, and the limit has its own tests.
 */
async function callerFor(who: Principal) {
  const key = keys.get(who);
  if (!key) {
    // A fresh session of the principal (none for anonymous).
    const account = accounts.get(who);
    return account ? as.account(account) : as.anonymous();
  }
  await resetRateLimit(handle.db, API_KEY_RULE, String(key.id));
  return as.apiKey(key);
}

async function call(path: string, row: MatrixRow, who: Principal): Promise<Outcome> {
  const caller = await callerFor(who);
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  try {
    await (fn as (input: unknown) => Promise<unknown>)(row.input);
    return { ok: true };
  } catch (error) {
    return { ok: false, code: (error as { code?: string }).code ?? String(error) };
  }
}

const refused = (o: Outcome) => !o.ok && (o.code === 'UNAUTHORIZED' || o.code === 'FORBIDDEN');

/** Someone of the right kind but not allowed gets 403; someone without the kind of session at all, 401. */
function expectedRefusal(access: ProcedureAccess | undefined, who: Principal): string {
  const isMember = who === 'memberA' || who === 'memberB';
  const isAdmin = who !== 'anonymous' && !isMember; // in person or through a key
  if (access?.tier === 'member' && isMember) return 'FORBIDDEN';
  if (access?.tier === 'admin' && isAdmin) return 'FORBIDDEN';
  return 'UNAUTHORIZED';
}

describe('authorization matrix', () => {
  it('has a row for every procedure of the app router, and no row for a procedure that is gone', () => {
    const missing = paths.filter((p) => !(p in ACCESS_MATRIX));
    const stale = Object.keys(ACCESS_MATRIX).filter((p) => !(p in procedures));
    expect(missing, 'procedures without a row in test/access-matrix.ts').toEqual([]);
    expect(stale, 'rows in test/access-matrix.ts for procedures that do not exist').toEqual([]);
  });

  it('builds every procedure on a tier base procedure matching its row', () => {
    for (const path of paths) {
      const access = procedures[path]!._def.meta?.access;
      const allowed = ACCESS_MATRIX[path]?.allowed ?? [];
      expect(access, `${path} is not built on publicProcedure/memberProcedure/adminProcedure`).toBeDefined();
      const tier =
        allowed.length === PRINCIPALS.length
          ? 'public'
          : allowed.every((p) => p === 'memberA' || p === 'memberB')
            ? 'member'
            : 'admin';
      expect(access?.tier, path).toBe(tier);
    }
  });

  it('lets an API key through exactly where an admin of its privilege passes, except on session-only procedures', () => {
    const wrong: string[] = [];
    for (const path of paths) {
      const access = procedures[path]!._def.meta?.access;
      const allowed = ACCESS_MATRIX[path]?.allowed ?? [];
      // Credential procedures, reads of non-members' personal data (personalDataProcedure) and people-only acts.
      const sessionOnly =
        (access?.tier === 'admin' && access.sessionOnly === true) ||
        procedures[path]!._def.meta?.peopleOnly !== undefined;
      for (const who of PRINCIPALS.filter(isKey)) {
        const privilege = who.slice('key:'.length) as Principal;
        const expected = allowed.includes(privilege) && !sessionOnly;
        if (allowed.includes(who) !== expected) wrong.push(`${path} as ${who}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('builds every procedure of a credential-managing area on credentialProcedure, and lets no key reach one', () => {
    const credentialPaths = paths.filter((path) => path.split('.').some((s) => CREDENTIAL_SEGMENT.test(s)));
    // The areas the matrix must find: admins and their lifecycle, members' passwords, keys, own passwords.
    for (const known of [
      'admin.admins.create',
      'admin.admins.disable',
      'admin.admins.resetPassword',
      'admin.memberAccounts.update',
      'admin.apiKeys.create',
      'auth.admin.changePassword',
      'member.password.update',
    ])
      expect(credentialPaths).toContain(known);
    const wrong: string[] = [];
    for (const path of credentialPaths) {
      const access = procedures[path]!._def.meta?.access;
      if (access?.tier === 'admin' && access.credentials !== true)
        wrong.push(`${path}: not credentialProcedure`);
      if (access?.tier === 'public') wrong.push(`${path}: public`);
      const keys = (ACCESS_MATRIX[path]?.allowed ?? []).filter(isKey);
      if (keys.length) wrong.push(`${path}: allowed for ${keys.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every API key on every credential procedure with 403, and the refusals write nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    const credentialPaths = paths.filter((path) => {
      const access = procedures[path]!._def.meta?.access;
      return access?.tier === 'admin' && access.credentials === true;
    });
    expect(credentialPaths.length).toBeGreaterThanOrEqual(11);
    const wrong: string[] = [];
    for (const path of credentialPaths) {
      for (const who of PRINCIPALS.filter(isKey)) {
        const caller = await callerFor(who);
        const fn = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], caller);
        try {
          await (fn as (input: unknown) => Promise<unknown>)(ACCESS_MATRIX[path]?.input);
          wrong.push(`${path} as ${who}: allowed`);
        } catch (error) {
          const { code, cause } = error as { code?: string; cause?: { key?: string } };
          if (code !== 'FORBIDDEN' || cause?.key !== 'apiKeys.sessionRequired')
            wrong.push(`${path} as ${who}: ${code} ${cause?.key}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses every cell outside the allowed set, and the refused calls write nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    const wrong: string[] = [];
    for (const path of paths) {
      const row = ACCESS_MATRIX[path];
      if (!row) continue;
      for (const who of PRINCIPALS.filter((p) => !row.allowed.includes(p))) {
        const outcome = await call(path, row, who);
        const expected = expectedRefusal(procedures[path]!._def.meta?.access, who);
        if (outcome.ok || outcome.code !== expected)
          wrong.push(`${path} as ${who}: ${outcome.ok ? 'allowed' : outcome.code}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  // Runs every procedure for real (the balance check, the book PDF's figures, reconciliation ...) one after
  // the other, so it takes far longer than one call; the default per-test limit would fail it on a busy machine.
  // An API key of each privilege doubles the admin cells.
  it('lets every allowed cell through authorization', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const path of paths) {
      const row = ACCESS_MATRIX[path];
      if (!row) continue;
      for (const who of row.allowed) {
        const outcome = await call(path, row, who);
        if (refused(outcome)) wrong.push(`${path} as ${who}: ${outcome.ok ? '' : outcome.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
