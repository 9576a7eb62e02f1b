import { APPROVER_MIN_AGE_DAYS_DEFAULT, APPROVER_MIN_AGE_DAYS_MAX } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createAdmin, createApiKey, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The two-person rule's setting (docs/governance.md, "Two persons and persons only"): read and set by a
 * Full_Access+ admin in person, audited in the change's transaction with the value before and after and
 * whether it was lowered; anyone else, and any key, is refused and nothing changes.
 */
const handle = useTestDb({ empty: true, perTest: true });
const as = testCallers(handle);

const stored = () =>
  handle.db.selectFrom('governance_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
const auditRows = () =>
  handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'governance.settings')
    .orderBy('id')
    .execute();

describe("the two-person rule's setting", () => {
  it('is read and set by a Full_Access+ admin, each change audited with before, after and whether it was lowered', async () => {
    const admin = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const caller = await as.admin(admin);
    expect(await caller.admin.governance.settings()).toEqual({
      approver_min_age_days: APPROVER_MIN_AGE_DAYS_DEFAULT,
    });

    expect(await caller.admin.governance.updateSettings({ approver_min_age_days: 7 })).toEqual({
      approver_min_age_days: 7,
    });
    expect(await caller.admin.governance.settings()).toEqual({ approver_min_age_days: 7 });
    expect(await stored()).toMatchObject({ approver_min_age_days: 7, updated_by: admin.id });
    await caller.admin.governance.updateSettings({ approver_min_age_days: APPROVER_MIN_AGE_DAYS_MAX });

    const rows = await auditRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_admin_id: admin.id,
      actor_api_key_id: null,
      entity: 'governance_settings',
      entity_id: '1',
      before: { approver_min_age_days: APPROVER_MIN_AGE_DAYS_DEFAULT },
      after: { approver_min_age_days: 7, lowered: true },
    });
    expect(rows[1]).toMatchObject({
      before: { approver_min_age_days: 7 },
      after: { approver_min_age_days: APPROVER_MIN_AGE_DAYS_MAX, lowered: false },
    });
  });

  it('refuses Full_Access, a Full_Access+ API key, a member and a value out of bounds; nothing changes', async () => {
    const plus = await createAdmin(handle.db, { privilege: 'Full_Access+' });
    const owner = await as.admin(plus);
    const full = await as.admin('Full_Access');
    const key = await as.apiKey(
      await createApiKey(handle.db, { privilege: 'Full_Access+', createdBy: plus.id }),
    );
    const member = await as.member();
    const before = await databaseFingerprint(handle.db);

    for (const caller of [full, key]) {
      await expect(caller.admin.governance.settings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        caller.admin.governance.updateSettings({ approver_min_age_days: 0 }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // A key is refused as a key, before anything is read (credential procedure and people only alike).
    await expect(key.admin.governance.updateSettings({ approver_min_age_days: 0 })).rejects.toMatchObject({
      cause: { key: expect.stringMatching(/^apiKeys\.(sessionRequired|peopleOnly)$/) },
    });
    // A member's session is no admin session at all: the admin gate answers 401, as on every admin procedure.
    await expect(member.admin.governance.updateSettings({ approver_min_age_days: 0 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const days of [-1, APPROVER_MIN_AGE_DAYS_MAX + 1, 2.5])
      await expect(
        owner.admin.governance.updateSettings({ approver_min_age_days: days }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await stored()).toMatchObject({ approver_min_age_days: APPROVER_MIN_AGE_DAYS_DEFAULT });
    expect(await auditRows()).toEqual([]);
  });
});
