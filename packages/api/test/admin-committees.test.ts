import { describe, expect, it } from 'vitest';
import { createMember, TEST_TODAY, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY });

describe('current committee', () => {
  it('adds an active member with a title, the name filled from the member; listed last; audited', async () => {
    const caller = await as.admin('Full_Access');
    await createMember(handle.db, { memberNo: 'C-1', name: 'Committee Candidate' });
    const added = await caller.admin.currentCommittee.create({ member_no: 'C-1', title: 'Joint Secretary' });
    expect(added).toMatchObject({ member_no: 'C-1', name: 'Committee Candidate', title: 'Joint Secretary' });
    const list = await caller.admin.currentCommittee.list();
    expect(list.at(-1)?.member_no).toBe('C-1');
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'committee.add')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a member already seated (409), an unknown (404) or deceased (409) member, and a blank title (400)', async () => {
    const caller = await as.admin('Full_Access');
    await createMember(handle.db, { memberNo: 'C-2' });
    await createMember(handle.db, { memberNo: 'C-3', status: 'deceased' });
    await caller.admin.currentCommittee.create({ member_no: 'C-2', title: 'Member' });
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-2', title: 'Again' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'NOBODY', title: 'X' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found.',
    });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-3', title: 'X' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-2', title: ' ' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('deletes a member by number; a number not in the committee is a 404', async () => {
    const caller = await as.admin('Full_Access');
    await createMember(handle.db, { memberNo: 'C-4' });
    await caller.admin.currentCommittee.create({ member_no: 'C-4', title: 'Member' });
    expect(await caller.admin.currentCommittee.delete({ member_no: 'C-4' })).toEqual({ success: true });
    expect((await caller.admin.currentCommittee.list()).map((m) => m.member_no)).not.toContain('C-4');
    await expect(caller.admin.currentCommittee.delete({ member_no: 'C-4' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [audit] = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'committee.delete')
      .execute();
    expect(JSON.stringify(audit!.before)).toContain('C-4');
  });

  it('lists the founding committee and the previous committees grouped by term with their labels', async () => {
    const caller = await as.admin('Full_Access');
    const founding = await caller.admin.foundingCommittee.list();
    const publicFounding = await as.anonymous().public.foundingCommittee.list();
    expect(founding).toEqual(publicFounding);
    const previous = await caller.admin.previousCommittees.list();
    for (const row of previous.filter((r) => r.term === 'adok'))
      expect(row.term_label).toBe('Adok Committee');
    for (const row of previous.filter((r) => r.term === '1')) expect(row.term_label).toBe('1st Committee');
  });
});

describe("closing the current committee's term", () => {
  it('refuses a term that already exists and a blank term, changing nothing', async () => {
    const caller = await as.admin('Full_Access');
    const [existing] = await caller.admin.previousCommittees.list();
    const before = await databaseFingerprint(handle.db);
    if (existing?.term)
      await expect(caller.admin.previousCommittees.create({ term: existing.term })).rejects.toMatchObject({
        code: 'CONFLICT',
      });
    await expect(caller.admin.previousCommittees.create({ term: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('moves every current member to the previous committees under the term, in one audited step', async () => {
    const caller = await as.admin('Full_Access');
    const current = await caller.admin.currentCommittee.list();
    expect(current.length).toBeGreaterThan(0);
    const result = await caller.admin.previousCommittees.create({ term: '9' });
    expect(result).toEqual({ term: '9', term_label: '9', moved: current.length });
    expect(await caller.admin.currentCommittee.list()).toEqual([]);
    const term9 = (await caller.admin.previousCommittees.list()).filter((r) => r.term === '9');
    expect(term9.map((r) => r.member_no)).toEqual(current.map((r) => r.member_no));
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'committee.close_term')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity_id: '9' });
  });

  it('refuses to close an empty committee (409)', async () => {
    const caller = await as.admin('Full_Access');
    await expect(caller.admin.previousCommittees.create({ term: '10' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
