import { AppError, AUTH_MESSAGES } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/root';
import { createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import type { ProcedureAccess } from '../src/trpc';
import { ACCESS_MATRIX, MEMBER_A } from './access-matrix';
import { databaseFingerprint } from './db-fingerprint';

/**
 * While a member's password is an initial (issued) one, every member procedure answers 403
 * auth.initialPasswordMustChange, except the four a member needs to change it: me, logout,
 * check-default-password and change-password. Once changed, the dashboard opens.
 */
const handle = useTestDb();
let member: TestMember & { password: string };
beforeAll(async () => {
  // The matrix's inputs name member A, so this member carries A's number.
  member = (await createMember(handle.db, {
    memberNo: MEMBER_A,
    password: 'issued-pass-7001',
    initial: true,
  })) as TestMember & { password: string };
});

type AnyProcedure = { _def: { meta?: { access?: ProcedureAccess } } };
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const OPEN = ['member.password.get', 'member.password.update'];
const gated = Object.keys(procedures)
  .filter((path) => procedures[path]!._def.meta?.access?.tier === 'member' && !OPEN.includes(path))
  .sort();

function invoke(caller: unknown, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

describe('initial-password gate', () => {
  it('covers every member dashboard procedure', () => {
    expect(gated).toEqual(
      expect.arrayContaining(['member.statements.get', 'member.stock.create', 'member.nominee.update']),
    );
    expect(gated.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses every gated procedure with 403 and a clear key and message, writing nothing', async () => {
    const caller = await testCallers(handle).member(member);
    const before = await databaseFingerprint(handle.db);
    const wrong: string[] = [];
    for (const path of gated) {
      try {
        await invoke(caller, path, ACCESS_MATRIX[path]?.input);
        wrong.push(`${path}: allowed`);
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        const key = cause instanceof AppError ? cause.key : undefined;
        const code = (error as { code?: string }).code;
        if (code !== 'FORBIDDEN' || key !== 'auth.initialPasswordMustChange')
          wrong.push(`${path}: ${code} ${key}`);
        else expect((error as Error).message).toBe(AUTH_MESSAGES.initialPasswordMustChange);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('leaves me, logout, check-default-password and change-password open, and opens the rest after the change', async () => {
    const caller = await testCallers(handle).member(member);
    expect(await caller.auth.member.me()).toMatchObject({ authenticated: true });
    expect(await caller.member.password.get({ member_no: member.memberNo })).toEqual({ is_default: true });
    await caller.member.password.update({
      current_password: member.password,
      new_password: 'my-own-long-password-1',
      confirm_new_password: 'my-own-long-password-1',
    });
    expect(await caller.member.password.get({ member_no: member.memberNo })).toEqual({ is_default: false });
    expect((await caller.member.statements.get({})).summary).toEqual({ payable: 0, deposits: 0, due: 0 });
    await caller.auth.member.logout();
    expect(await caller.auth.member.me()).toMatchObject({ authenticated: false });
  });
});
