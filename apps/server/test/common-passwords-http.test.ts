import { createFirstAdmin } from '@samity/api';
import { createAdmin, createMember } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { postJson } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

const t = useTestApp();

/** Weak passwords the old list of 149 let through; each is in the maintained list now. */
const WEAK = ['1234567a', 'qwerty1234', 'iloveyou123'];
const TOO_COMMON = 'This password is too common. Please choose another one.';

const memberHash = (id: number) =>
  t.db.db.selectFrom('members').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
const adminHash = (id: number) =>
  t.db.db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();

/** The message of a refusal, on REST (`message`) or tRPC (`error.message`). */
const messageOf = (body: { message?: string; error?: { message?: string } }) =>
  body.message ?? body.error?.message;

describe('common passwords are refused on every way of setting one', () => {
  it.each(WEAK)('a member cannot choose %s over REST or tRPC; the password stays', async (weak) => {
    const member = await createMember(t.db.db, { password: 'own-member-pass-77' });
    const cookie = await cookieFor(t, member);
    const before = await memberHash(member.id);
    const input = { current_password: 'own-member-pass-77', new_password: weak, confirm_new_password: weak };
    for (const url of ['/api/change-password', '/trpc/member.password.update']) {
      const res = await postJson(t.app, url, input, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(messageOf(res.json()), url).toBe(TOO_COMMON);
    }
    expect(await memberHash(member.id)).toEqual(before);
  });

  it.each(WEAK)('an admin cannot choose %s over REST or tRPC; the password stays', async (weak) => {
    const admin = await createAdmin(t.db.db, { privilege: 'Member_Access', password: 'own-admin-pass-77' });
    const cookie = await cookieFor(t, admin);
    const before = await adminHash(admin.id);
    const input = { current_password: 'own-admin-pass-77', new_password: weak, confirm_new_password: weak };
    for (const url of ['/api/admin/change-password', '/trpc/auth.admin.changePassword']) {
      const res = await postJson(t.app, url, input, cookie);
      expect(res.statusCode, url).toBe(400);
      expect(messageOf(res.json()), url).toBe(TOO_COMMON);
    }
    expect(await adminHash(admin.id)).toEqual(before);
  });

  it.each(WEAK)('the first admin from the command line cannot have %s; no admin is written', async (weak) => {
    const count = async () =>
      (
        await t.db.db
          .selectFrom('admins')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    await expect(
      createFirstAdmin(t.db.db, {
        name: 'First',
        phone: '01712000111',
        password: weak,
        confirm_password: weak,
        privilege: 'Full_Access+',
      }),
    ).rejects.toMatchObject({ key: 'auth.passwordTooCommon', message: TOO_COMMON });
    expect(Number(await count())).toBe(before);
  });

  it('still accepts a password that is not common', async () => {
    const member = await createMember(t.db.db, { password: 'own-member-pass-78' });
    const cookie = await cookieFor(t, member);
    const next = 'kacha-lanka-rickshaw-9';
    const res = await postJson(
      t.app,
      '/api/change-password',
      { current_password: 'own-member-pass-78', new_password: next, confirm_new_password: next },
      cookie,
    );
    expect(res.statusCode).toBe(200);
  });
});
