import type { Privilege } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { AdminsExistError, createFirstAdmin } from '../src/services/admins/first-admin.service';
import {
  createAdmin,
  createApiKey,
  createMember,
  createTestCaller,
  loginAs,
  MemoryCookieJar,
  testCallers,
  useTestDb,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();

const asAdmin = (privilege: Privilege) => testCallers(handle).admin(privilege);

const newAdmin = { name: 'Selina Parvin', phone: '01811222333' };
/** The first admin types their own password (npm run admin:create). */
const firstAdmin = { ...newAdmin, password: 'selina-strong-pass', confirm_password: 'selina-strong-pass' };

describe('admin panel lists', () => {
  it('lists admins with name, phone and privilege only', async () => {
    const before = await handle.db.selectFrom('admins').select(['id', 'privilege']).orderBy('id').execute();
    const admins = await (await asAdmin('Full_Access')).admin.admins.list();
    expect(admins.map((a) => a.privilege)).toEqual([...before.map((a) => a.privilege), 'Full_Access']);
    expect(Object.keys(admins[0]!).sort()).toEqual([
      'disabled',
      'id',
      'name',
      'password_is_temporary',
      'phone',
      'pic',
      'privilege',
    ]);
    expect(JSON.stringify(admins)).not.toMatch(/\$argon2|password_hash/);
  });

  it('lists members with their password state, never a password or hash', async () => {
    const own = await createMember(handle.db, { password: 'own-password-1' });
    const initial = await createMember(handle.db, { password: 'initial-pass-1', initial: true });
    const none = await createMember(handle.db);
    const total = await handle.db.selectFrom('members').select('id').execute();
    const members = await (await asAdmin('Full_Access+')).admin.memberAccounts.list();
    expect(members).toHaveLength(total.length);
    const find = (no: string) => members.find((m) => m.member_no === no)!;
    expect(find(own.memberNo)).toMatchObject({
      has_password: true,
      password_is_initial: false,
      status: 'active',
    });
    expect(find(initial.memberNo)).toMatchObject({ has_password: true, password_is_initial: true });
    expect(find(none.memberNo)).toMatchObject({ has_password: false });
    expect(JSON.stringify(members)).not.toMatch(/\$argon2|password_hash|unhashed/);
  });
});

describe('adding an admin', () => {
  it('lets Full_Access+ add an admin with a temporary password shown once, which must be changed first; audited', async () => {
    const { admin: created, temporary_password } = await (await asAdmin('Full_Access+')).admin.admins.create(
      newAdmin,
    );
    expect(created).toMatchObject({
      name: 'Selina Parvin',
      phone: '01811222333',
      privilege: 'Full_Access+',
      disabled: false,
      password_is_temporary: true,
    });
    expect(temporary_password).toMatch(/^[A-Za-z2-9]{12}$/);
    const jar = new MemoryCookieJar();
    const selina = createTestCaller(handle, { cookies: jar });
    expect(await selina.auth.admin.login({ phone: newAdmin.phone, password: temporary_password })).toEqual({
      success: true,
    });
    // Until the temporary password is changed, every admin procedure is refused; changing it opens them.
    expect(await selina.auth.admin.checkRemembered()).toMatchObject({ must_change_password: true });
    await expect(selina.admin.admins.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'auth.temporaryPasswordMustChange' },
    });
    await expect(selina.admin.members.list({ limit: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await selina.auth.admin.changePassword({
      current_password: temporary_password,
      new_password: 'selina-own-password-9',
      confirm_new_password: 'selina-own-password-9',
    });
    expect(await selina.auth.admin.checkRemembered()).toMatchObject({ must_change_password: false });
    expect((await selina.admin.admins.list()).length).toBeGreaterThan(1);

    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['admin.create', 'admin.password.change'])
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['admin.create', 'admin.password.change']);
    expect(audit[0]).toMatchObject({ actor_admin_id: expect.any(Number) });
    expect(JSON.stringify(audit)).not.toContain(temporary_password);
    expect(JSON.stringify(audit)).not.toContain('selina-own-password-9');
  });

  it('ignores a password sent by whoever adds the admin: the server issues the temporary one', async () => {
    const chosen = 'chosen-by-the-creator-1';
    const { temporary_password } = await (await asAdmin('Full_Access+')).admin.admins.create({
      ...newAdmin,
      phone: '01811222999',
      password: chosen,
    } as never);
    expect(temporary_password).not.toBe(chosen);
    const login = createTestCaller(handle, { cookies: new MemoryCookieJar() }).auth.admin.login;
    expect(await login({ phone: '01811222999', password: chosen })).toEqual({ success: false });
  });

  it('reads Member_access as Member_Access', async () => {
    const created = await (await asAdmin('Full_Access+')).admin.admins.create({
      ...newAdmin,
      phone: '01811222444',
      privilege: 'Member_access',
    });
    expect(created.admin.privilege).toBe('Member_Access');
  });

  it('refuses bad input with a clear 4xx and adds nobody', async () => {
    const caller = await asAdmin('Full_Access+');
    const existing = await createAdmin(handle.db);
    const count = async () => (await caller.admin.admins.list()).length;
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newAdmin, name: '' }, 'BAD_REQUEST', 'Name is required'],
      [{ ...newAdmin, phone: '12345' }, 'BAD_REQUEST', 'Phone must be a mobile number'],
      [{ ...newAdmin, privilege: 'Root' }, 'BAD_REQUEST', 'Privilege must be one of'],
      [{ ...newAdmin, phone: existing.phone }, 'CONFLICT', 'already exists'],
    ];
    for (const [input, code, message] of cases)
      await expect(caller.admin.admins.create(input as never), message).rejects.toMatchObject({
        code,
        message: expect.stringContaining(message),
      });
    expect(await count()).toBe(before);
  });
});

describe('temporary passwords', () => {
  it('issues a one-time password the member can log in with; it is initial and old sessions end', async () => {
    const target = await createMember(handle.db, { password: 'the-old-password-1' });
    const memberJar = await loginAs(handle.db, target);
    const issued = await (await asAdmin('Full_Access')).admin.memberAccounts.update({
      member_no: target.memberNo,
    });
    expect(issued.member_no).toBe(target.memberNo);
    expect(issued.temporary_password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await createTestCaller(handle, { cookies: memberJar }).auth.member.me()).authenticated).toBe(
      false,
    );

    const jar = new MemoryCookieJar();
    const member = createTestCaller(handle, { cookies: jar });
    expect(
      await member.auth.member.login({ member: target.memberNo, password: issued.temporary_password }),
    ).toMatchObject({
      success: true,
    });
    expect(await member.member.password.get({ member_no: target.memberNo })).toEqual({ is_default: true });
    const row = await handle.db
      .selectFrom('members')
      .select('password_hash')
      .where('member_no', '=', target.memberNo)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(issued.temporary_password);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.password.issue_temporary')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(issued.temporary_password);
  });

  it('answers 404 for an unknown member', async () => {
    await expect(
      (await asAdmin('Full_Access+')).admin.memberAccounts.update({ member_no: '424242' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('admin lifecycle', () => {
  const sessionsOf = async (adminId: number) =>
    (await handle.db.selectFrom('sessions').select('id').where('admin_id', '=', adminId).execute()).length;
  const loginWith = (phone: string, password: string) =>
    createTestCaller(handle, { cookies: new MemoryCookieJar() }).auth.admin.login({ phone, password });

  it('disables an admin: sessions (remembered too) end at once, no login, their keys refused; enabling restores the login', async () => {
    const boss = await asAdmin('Full_Access+');
    const target = await createAdmin(handle.db, { privilege: 'Full_Access' });
    const browser = await loginAs(handle.db, target);
    await loginAs(handle.db, target, { remember: true });
    const key = await createApiKey(handle.db, { privilege: 'Full_Access', createdBy: target.id });
    expect(
      await createTestCaller(handle, { bearer: key.secret }).admin.members.list({ limit: 1 }),
    ).toBeDefined();
    expect(await sessionsOf(target.id)).toBe(2);

    expect(await boss.admin.admins.disable({ id: target.id })).toMatchObject({
      id: target.id,
      disabled: true,
    });
    expect(await sessionsOf(target.id)).toBe(0);
    const old = createTestCaller(handle, { cookies: browser });
    await expect(old.admin.members.list({ limit: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await loginWith(target.phone, target.password)).toEqual({ success: false });
    await expect(
      createTestCaller(handle, { bearer: key.secret }).admin.members.list({ limit: 1 }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED', cause: { key: 'apiKeys.invalid' } });

    expect(await boss.admin.admins.enable({ id: target.id })).toMatchObject({ disabled: false });
    expect(await loginWith(target.phone, target.password)).toEqual({ success: true });
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_admin_id'])
      .where('entity', '=', 'admins')
      .where('entity_id', '=', String(target.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['admin.disable', 'admin.enable']);
    expect(audit[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(JSON.stringify(audit)).not.toMatch(/\$argon2|password_hash/);
  });

  it('resets an admin’s password to a temporary one shown once: their sessions end, the old password dies', async () => {
    const boss = await asAdmin('Full_Access+');
    const target = await createAdmin(handle.db, { privilege: 'Finance_Access' });
    await loginAs(handle.db, target);
    const { admin, temporary_password } = await boss.admin.admins.resetPassword({ id: target.id });
    expect(admin).toMatchObject({ id: target.id, password_is_temporary: true });
    expect(await sessionsOf(target.id)).toBe(0);
    expect(await loginWith(target.phone, target.password)).toEqual({ success: false });
    const jar = new MemoryCookieJar();
    const caller = createTestCaller(handle, { cookies: jar });
    expect(await caller.auth.admin.login({ phone: target.phone, password: temporary_password })).toEqual({
      success: true,
    });
    await expect(caller.finance.deposits.list({})).rejects.toMatchObject({
      cause: { key: 'auth.temporaryPasswordMustChange' },
    });
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.password.reset')
      .where('entity_id', '=', String(target.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(temporary_password);
  });

  it('refuses with a clear 4xx and writes nothing: oneself, unknown, already disabled, not disabled, lower privileges', async () => {
    const self = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const boss = createTestCaller(handle, { cookies: await loginAs(handle.db, self) });
    const enabled = await createAdmin(handle.db, { privilege: 'Member_Access' });
    const disabled = await createAdmin(handle.db, { privilege: 'Member_Access' });
    await boss.admin.admins.disable({ id: disabled.id });
    const full = await asAdmin('Full_Access');
    const before = await databaseFingerprint(handle.db);
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => boss.admin.admins.disable({ id: self.id }), 'BAD_REQUEST', 'admins.notYourself'],
      [() => boss.admin.admins.resetPassword({ id: self.id }), 'BAD_REQUEST', 'admins.notYourself'],
      [() => boss.admin.admins.disable({ id: 999_999 }), 'NOT_FOUND', 'admins.notFound'],
      [() => boss.admin.admins.disable({ id: disabled.id }), 'CONFLICT', 'admins.alreadyDisabled'],
      [() => boss.admin.admins.enable({ id: enabled.id }), 'CONFLICT', 'admins.notDisabled'],
      [() => full.admin.admins.disable({ id: enabled.id }), 'FORBIDDEN', 'auth.notAllowed'],
      [() => full.admin.admins.resetPassword({ id: enabled.id }), 'FORBIDDEN', 'auth.notAllowed'],
    ];
    for (const [call, code, key] of cases)
      await expect(call(), key).rejects.toMatchObject({ code, cause: { key } });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('changes the own password only with the current one; the other sessions end, this one stays', async () => {
    const me = await createAdmin(handle.db, { privilege: 'Member_Access' });
    const elsewhere = await loginAs(handle.db, me);
    const here = createTestCaller(handle, { cookies: await loginAs(handle.db, me) });
    const change = (current: string, next: string, confirm = next) =>
      here.auth.admin.changePassword({
        current_password: current,
        new_password: next,
        confirm_new_password: confirm,
      });
    const before = await databaseFingerprint(handle.db);
    await expect(change('not-my-password', 'a-new-long-password')).rejects.toMatchObject({
      cause: { key: 'auth.currentPasswordWrong' },
    });
    await expect(change(me.password, 'a-new-long-password', 'another-one-1')).rejects.toMatchObject({
      cause: { key: 'auth.passwordsDoNotMatch' },
    });
    await expect(change(me.password, me.phone)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    expect(await change(me.password, 'a-new-long-password')).toEqual({
      message: 'Password changed successfully.',
    });
    expect(await sessionsOf(me.id)).toBe(1);
    expect((await createTestCaller(handle, { cookies: elsewhere }).auth.admin.autologin()).success).toBe(
      false,
    );
    expect((await here.auth.admin.autologin()).success).toBe(true);
    expect(await loginWith(me.phone, 'a-new-long-password')).toEqual({ success: true });
  });
});

describe('the last active Full_Access+ admin', () => {
  const empty = useTestDb({ empty: true, perTest: true });

  it('is never disabled, also when the last two disable each other at the same moment', async () => {
    const a = await createAdmin(empty.db, { privilege: 'Full_Access+' });
    const b = await createAdmin(empty.db, { privilege: 'Full_Access+' });
    const lower = await createAdmin(empty.db, { privilege: 'Full_Access' });
    const as = (who: { kind: 'admin'; id: number }) => testCallers(empty).admin(who);
    const c = await createAdmin(empty.db, { privilege: 'Full_Access+' });
    const callerC = await as(c);
    // Accounts made a moment ago count as established Full_Access+ admins only with the two-person setting at 0
    // (otherwise every disable here would wait for a second admin: admin-lifecycle.test.ts proves that).
    await empty.db.updateTable('governance_settings').set({ approver_min_age_days: 0 }).execute();
    // The race is run many times (c, a third Full_Access+, puts a and b back each time) so that an
    // unlocked read of the active set would be caught, not only a lucky order.
    let active: { id: number }[] = [];
    for (let round = 0; round < 15; round++) {
      const [callerA, callerB] = [await as(a), await as(b)];
      // Both sessions are live when both calls start; the row locks make the second wait for the first,
      // which it then finds has disabled it (403), or its session already gone (401).
      const results = await Promise.allSettled([
        callerA.admin.admins.disable({ id: b.id }),
        callerB.admin.admins.disable({ id: a.id }),
      ]);
      const pair = await empty.db
        .selectFrom('admins')
        .select('id')
        .where('id', 'in', [a.id, b.id])
        .where('disabled_at', 'is', null)
        .execute();
      expect(pair, JSON.stringify(results)).toHaveLength(1);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(['FORBIDDEN', 'UNAUTHORIZED']).toContain((refused.reason as { code: string }).code);
      if (round < 14) await callerC.admin.admins.enable({ id: a.id === pair[0]!.id ? b.id : a.id });
      else {
        // Leaving one Full_Access+ admin needs a second one's confirmation; c is put aside directly here.
        await empty.db
          .updateTable('admins')
          .set({ disabled_at: new Date() })
          .where('id', '=', c.id)
          .execute();
        active = pair;
      }
    }

    // The survivor is the last one: it cannot disable itself, and no one else may disable it.
    const survivor = await as({ kind: 'admin', id: active[0]!.id });
    const before = await databaseFingerprint(empty.db);
    await expect(survivor.admin.admins.disable({ id: active[0]!.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect((await as(lower)).admin.admins.disable({ id: active[0]!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(empty.db)).toEqual(before);
  });
});

describe('first admin (npm run admin:create)', () => {
  const empty = useTestDb({ empty: true, perTest: true });

  it('creates the first admin on an empty database and refuses a second one', async () => {
    const first = await createFirstAdmin(empty.db, { ...firstAdmin, privilege: 'Full_Access+' });
    // Typed by the person themself, unseen by anyone else: not a temporary password.
    expect(first).toMatchObject({
      phone: newAdmin.phone,
      privilege: 'Full_Access+',
      password_is_temporary: false,
    });
    await expect(
      createFirstAdmin(empty.db, { ...firstAdmin, phone: '01811999999', privilege: 'Full_Access+' }),
    ).rejects.toBeInstanceOf(AdminsExistError);
    const admins = await empty.db.selectFrom('admins').select(['phone', 'password_hash']).execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a weak password before touching the database', async () => {
    await expect(
      createFirstAdmin(empty.db, {
        ...firstAdmin,
        password: 'short',
        confirm_password: 'short',
        privilege: 'Full_Access+',
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('at least 8') });
    expect(await empty.db.selectFrom('admins').select('id').execute()).toEqual([]);
  });
});
