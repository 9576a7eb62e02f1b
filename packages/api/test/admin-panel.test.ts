import type { DbHandle } from '@samity/db';
import type { Privilege } from '@samity/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminsExistError, createFirstAdmin } from '../src/services/admins/first-admin.service';
import {
  createAdmin,
  createEmptyTestDb,
  createMember,
  createTestCaller,
  createTestDb,
  loginAs,
  MemoryCookieJar,
} from '../src/testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function asAdmin(privilege: Privilege) {
  const jar = await loginAs(handle.db, await createAdmin(handle.db, { privilege }));
  return createTestCaller(handle, { cookies: jar });
}

const newAdmin = {
  name: 'Selina Parvin',
  phone: '01811222333',
  password: 'selina-strong-pass',
  confirm_password: 'selina-strong-pass',
};

describe('admin panel lists', () => {
  it('lists admins with name, phone and privilege only', async () => {
    const before = await handle.db.selectFrom('admins').select(['id', 'privilege']).orderBy('id').execute();
    const admins = await (await asAdmin('Full_Access')).admin.admins.list();
    expect(admins.map((a) => a.privilege)).toEqual([...before.map((a) => a.privilege), 'Full_Access']);
    expect(Object.keys(admins[0]!).sort()).toEqual(['id', 'name', 'phone', 'pic', 'privilege']);
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
  it('lets Full_Access+ add an admin (default privilege Full_Access+) who can then log in; audited', async () => {
    const created = await (await asAdmin('Full_Access+')).admin.admins.create(newAdmin);
    expect(created).toMatchObject({ name: 'Selina Parvin', phone: '01811222333', privilege: 'Full_Access+' });
    const login = await createTestCaller(handle, { cookies: new MemoryCookieJar() }).auth.admin.login({
      phone: newAdmin.phone,
      password: newAdmin.password,
    });
    expect(login).toEqual({ success: true });
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: expect.any(Number), entity_id: String(created.id) });
    expect(JSON.stringify(audit)).not.toContain(newAdmin.password);
  });

  it('reads Member_access as Member_Access', async () => {
    const created = await (await asAdmin('Full_Access+')).admin.admins.create({
      ...newAdmin,
      phone: '01811222444',
      privilege: 'Member_access',
    });
    expect(created.privilege).toBe('Member_Access');
  });

  it('refuses bad input with a clear 4xx and adds nobody', async () => {
    const caller = await asAdmin('Full_Access+');
    const existing = await createAdmin(handle.db);
    const count = async () => (await caller.admin.admins.list()).length;
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newAdmin, confirm_password: 'other-password-1' }, 'BAD_REQUEST', 'Passwords do not match'],
      [
        { ...newAdmin, phone: '01811222555', password: 'password123', confirm_password: undefined },
        'BAD_REQUEST',
        'too common',
      ],
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

describe('first admin (npm run admin:create)', () => {
  it('creates the first admin on an empty database and refuses a second one', async () => {
    const empty = await createEmptyTestDb();
    try {
      const first = await createFirstAdmin(empty.db, { ...newAdmin, privilege: 'Full_Access+' });
      expect(first).toMatchObject({ phone: newAdmin.phone, privilege: 'Full_Access+' });
      await expect(
        createFirstAdmin(empty.db, { ...newAdmin, phone: '01811999999', privilege: 'Full_Access+' }),
      ).rejects.toBeInstanceOf(AdminsExistError);
      const admins = await empty.db.selectFrom('admins').select(['phone', 'password_hash']).execute();
      expect(admins).toHaveLength(1);
      expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await empty.close();
    }
  });

  it('refuses a weak password before touching the database', async () => {
    const empty = await createEmptyTestDb();
    try {
      await expect(
        createFirstAdmin(empty.db, {
          ...newAdmin,
          password: 'short',
          confirm_password: 'short',
          privilege: 'Full_Access+',
        }),
      ).rejects.toMatchObject({ message: expect.stringContaining('at least 8') });
      expect(await empty.db.selectFrom('admins').select('id').execute()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
