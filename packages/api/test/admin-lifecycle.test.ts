import { describe, expect, it } from 'vitest';
import { createAdmin, createApiKey, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * No single Full_Access+ admin disables or resets the other Full_Access+ admins (docs/governance.md): where
 * the change would leave one usable Full_Access+ admin, one asks and a second Full_Access+ admin, a second
 * person by the two-person rule, confirms. The file's clock runs 60 days ahead of the real one, so accounts
 * made by createAdmin (at the real time) are established and accounts made through the API are new.
 */
const handle = useTestDb({ empty: true, perTest: true });
const now = () => new Date(Date.now() + 60 * 86_400_000);
const as = testCallers(handle, { now, loginNow: now });

describe('disabling or resetting a Full_Access+ admin', () => {
  it('needs a second Full_Access+ admin when it would leave one, also after the asker makes a puppet account; refusals change nothing', async () => {
    const a = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const b = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const callerA = await as.admin(a);
    // A puppet Full_Access+ account made by A does not count as another Full_Access+ admin.
    const made = await callerA.admin.admins.create({
      name: 'Puppet',
      phone: '01999000002',
      privilege: 'Full_Access+',
    });
    const puppet = await as.admin({
      kind: 'admin',
      id: made.admin.id,
      phone: made.admin.phone,
      privilege: 'Full_Access+',
      password: made.temporary_password,
    });
    await puppet.auth.admin.changePassword({
      current_password: made.temporary_password,
      new_password: 'puppet-own-password-1',
      confirm_new_password: 'puppet-own-password-1',
    });
    const full = await as.admin('Full_Access');
    const key = await as.apiKey(
      await createApiKey(handle.db, { privilege: 'Full_Access+', createdBy: a.id }),
    );
    const member = await as.member();
    const before = await databaseFingerprint(handle.db);
    for (const caller of [callerA, puppet]) {
      await expect(caller.admin.admins.disable({ id: b.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        cause: { key: 'admins.confirmationRequired' },
      });
      await expect(caller.admin.admins.resetPassword({ id: b.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        cause: { key: 'admins.confirmationRequired' },
      });
    }
    await expect(full.admin.admins.disable({ id: b.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(full.admin.lifecycle.request({ id: b.id, action: 'disable' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(key.admin.admins.disable({ id: b.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(key.admin.lifecycle.request({ id: b.id, action: 'disable' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(member.admin.lifecycle.request({ id: b.id, action: 'disable' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    // A asks; neither A nor A's puppet can confirm, nor a key.
    const [request] = await callerA.admin.lifecycle.request({ id: b.id, action: 'disable' });
    expect(request).toMatchObject({ action: 'disable', target_admin_id: b.id, requested_by: a.id });
    await expect(callerA.admin.lifecycle.request({ id: b.id, action: 'disable' })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'admins.requestPending' },
    });
    const pending = await databaseFingerprint(handle.db);
    await expect(callerA.admin.lifecycle.confirm({ request_id: request!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'admins.ownRequest' },
    });
    await expect(puppet.admin.lifecycle.confirm({ request_id: request!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'twoPerson.accountTooNew' },
    });
    await expect(key.admin.lifecycle.confirm({ request_id: request!.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(pending);

    // B, a second established Full_Access+ admin (here the one concerned), confirms: the change is made.
    const callerB = await as.admin(b);
    const done = await callerB.admin.lifecycle.confirm({ request_id: request!.id });
    expect(done).toMatchObject({ admin: { id: b.id, disabled: true }, temporary_password: null });
    expect(await callerA.admin.lifecycle.list()).toEqual([]);
    const [audit] = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'actor_admin_id'])
      .where('action', '=', 'admin.disable')
      .execute();
    expect(audit).toMatchObject({
      actor_admin_id: b.id,
      after: { request_id: request!.id, requested_by: a.id },
    });
  });

  it('lets a reset be asked and confirmed, the temporary password answered to the confirmer only', async () => {
    const a = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const b = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const callerA = await as.admin(a);
    await expect(callerA.admin.lifecycle.request({ id: b.id, action: 'reset' })).resolves.toHaveLength(1);
    const [request] = await callerA.admin.lifecycle.list();
    const done = await (await as.admin(b)).admin.lifecycle.confirm({ request_id: request!.id });
    expect(done.admin).toMatchObject({ id: b.id, password_is_temporary: true });
    expect(done.temporary_password).toEqual(expect.any(String));
  });

  it('lets a Full_Access+ admin act alone while two other established Full_Access+ admins stay usable', async () => {
    const [a, b] = [
      await createAdmin(handle.db, { privilege: 'Full_Access+' }),
      await createAdmin(handle.db, { privilege: 'Full_Access+' }),
    ];
    const c = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const callerA = await as.admin(a);
    await expect(callerA.admin.lifecycle.request({ id: b.id, action: 'disable' })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'admins.confirmationNotNeeded' },
    });
    expect(await callerA.admin.admins.disable({ id: b.id })).toMatchObject({ disabled: true });
    // Now only a and c: disabling c would leave one.
    await expect(callerA.admin.admins.disable({ id: c.id })).rejects.toMatchObject({
      cause: { key: 'admins.confirmationRequired' },
    });
  });
});
