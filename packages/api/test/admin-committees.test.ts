import type { Db } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { createMember, TEST_TODAY, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addBook } from './year-end-books';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY });

let seq = 900;
/**
 * A register number of a resolution: of the seeded demo's adopted minutes, or one numbered on a meeting whose
 * minutes are still a draft (never in the register by the meetings service, so it must not count).
 */
async function resolution(db: Db, { adopted = true } = {}): Promise<string> {
  if (adopted) {
    const row = await db
      .selectFrom('meeting_resolutions as r')
      .innerJoin('meetings as m', 'm.id', 'r.meeting_id')
      .select(['r.register_year', 'r.register_seq'])
      .where('m.minutes_adopted_at', 'is not', null)
      .where('r.register_seq', 'is not', null)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    return `${row.register_year}/${row.register_seq}`;
  }
  seq += 1;
  const meeting = await db
    .insertInto('meetings')
    .values({ kind: 'committee', date: '2026-11-01', time: '10:00', place: 'Office' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('meeting_agenda_items')
    .values({ meeting_id: meeting.id, position: 0, title: 'Committee' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('meeting_resolutions')
    .values({
      meeting_id: meeting.id,
      agenda_item_id: item.id,
      position: 0,
      text: 'Resolved: the committee changes.',
      register_year: 2099,
      register_seq: seq,
    })
    .execute();
  return `2099/${seq}`;
}

describe('current committee', () => {
  it('co-opts an active member by an adopted resolution, the name filled from the member; the public list names the resolution; audited', async () => {
    const caller = await as.admin('Full_Access');
    const number = await resolution(handle.db);
    await createMember(handle.db, { memberNo: 'C-1', name: 'Committee Candidate' });
    const added = await caller.admin.currentCommittee.create({
      member_no: 'C-1',
      title: 'Joint Secretary',
      resolution: number,
    });
    expect(added).toMatchObject({
      member_no: 'C-1',
      name: 'Committee Candidate',
      title: 'Joint Secretary',
      resolution: number,
    });
    const list = await caller.admin.currentCommittee.list();
    expect(list.at(-1)).toMatchObject({ member_no: 'C-1', resolution: number });
    const shown = await as.anonymous().public.currentCommittee.list();
    expect(shown.find((m) => m.member_no === 'C-1')?.resolution).toBe(number);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'committee.add')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).toContain(number);
  });

  it('refuses a member already seated (409), an unknown (404) or deceased (409) member, and a blank title (400)', async () => {
    const caller = await as.admin('Full_Access');
    const number = await resolution(handle.db);
    await createMember(handle.db, { memberNo: 'C-2' });
    await createMember(handle.db, { memberNo: 'C-3', status: 'deceased' });
    await caller.admin.currentCommittee.create({ member_no: 'C-2', title: 'Member', resolution: number });
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-2', title: 'Again', resolution: number }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'NOBODY', title: 'X', resolution: number }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-3', title: 'X', resolution: number }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { key: 'committee.memberNotActive' } });
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-2', title: ' ', resolution: number }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a co-option, a removal and closing the term without a resolution of adopted minutes, as Full_Access+, Full_Access, a key and a member, changing nothing', async () => {
    const draft = await resolution(handle.db, { adopted: false });
    const adopted = await resolution(handle.db);
    const seated = await createMember(handle.db, { memberNo: 'C-5' });
    await (await as.admin('Full_Access')).admin.currentCommittee.create({
      member_no: seated.memberNo,
      title: 'Member',
      resolution: adopted,
    });
    const candidate = await createMember(handle.db, { memberNo: 'C-6' });
    const admins = [await as.admin('Full_Access+'), await as.admin('Full_Access')];
    const key = await as.apiKey('Full_Access+');
    const member = await as.member();
    const before = await databaseFingerprint(handle.db);
    for (const admin of admins) {
      for (const number of [draft, '2099/1', '1999/5']) {
        await expect(
          admin.admin.currentCommittee.create({
            member_no: candidate.memberNo,
            title: 'X',
            resolution: number,
          }),
        ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { key: 'committee.resolutionUnknown' } });
        await expect(
          admin.admin.currentCommittee.delete({ member_no: seated.memberNo, resolution: number }),
        ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { key: 'committee.resolutionUnknown' } });
        await expect(
          admin.admin.previousCommittees.create({ term: '77', resolution: number }),
        ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { key: 'committee.resolutionUnknown' } });
      }
      await expect(
        admin.admin.currentCommittee.create({ member_no: candidate.memberNo, title: 'X' } as never),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(
        admin.admin.currentCommittee.create({ member_no: candidate.memberNo, title: 'X', resolution: '14' }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    // An API key may not change the committee even with a good resolution: it is for people only.
    await expect(
      key.admin.currentCommittee.create({ member_no: candidate.memberNo, title: 'X', resolution: adopted }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { key: 'apiKeys.peopleOnly' } });
    await expect(
      key.admin.currentCommittee.delete({ member_no: seated.memberNo, resolution: adopted }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { key: 'apiKeys.peopleOnly' } });
    await expect(
      key.admin.previousCommittees.create({ term: '77', resolution: adopted }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'apiKeys.peopleOnly' },
    });
    await expect(
      member.admin.currentCommittee.create({
        member_no: candidate.memberNo,
        title: 'X',
        resolution: adopted,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses to co-opt a member in arrears, by the rule that keeps them from being nominated (409)', async () => {
    const caller = await as.admin('Full_Access+');
    const number = await resolution(handle.db);
    const behind = await createMember(handle.db, { memberNo: 'C-7' });
    const twoBehind = await createMember(handle.db, { memberNo: 'C-8' });
    for (const month of ['2001-01-01', '2001-02-01', '2001-03-01'])
      await addBook(
        handle.db,
        month,
        50_000,
        month === '2001-03-01' ? [behind.id] : [behind.id, twoBehind.id],
      );
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-7', title: 'Member', resolution: number }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'committee.memberInArrears' },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    // Two months behind is not yet the elections' three: such a member could be nominated, so co-opted.
    await expect(
      caller.admin.currentCommittee.create({ member_no: 'C-8', title: 'Member', resolution: number }),
    ).resolves.toMatchObject({ member_no: 'C-8' });
  });

  it('removes a member by number and resolution; a number not in the committee is a 404', async () => {
    const caller = await as.admin('Full_Access');
    const number = await resolution(handle.db);
    await createMember(handle.db, { memberNo: 'C-4' });
    await caller.admin.currentCommittee.create({ member_no: 'C-4', title: 'Member', resolution: number });
    expect(await caller.admin.currentCommittee.delete({ member_no: 'C-4', resolution: number })).toEqual({
      success: true,
    });
    expect((await caller.admin.currentCommittee.list()).map((m) => m.member_no)).not.toContain('C-4');
    await expect(
      caller.admin.currentCommittee.delete({ member_no: 'C-4', resolution: number }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [audit] = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'committee.delete')
      .execute();
    expect(JSON.stringify(audit!.before)).toContain('C-4');
    expect(JSON.stringify(audit!.after)).toContain(number);
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
    const number = await resolution(handle.db);
    const [existing] = await caller.admin.previousCommittees.list();
    const before = await databaseFingerprint(handle.db);
    if (existing?.term)
      await expect(
        caller.admin.previousCommittees.create({ term: existing.term, resolution: number }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.admin.previousCommittees.create({ term: '', resolution: number }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('moves every current member to the previous committees under the term, in one audited step', async () => {
    const caller = await as.admin('Full_Access');
    const number = await resolution(handle.db);
    const current = await caller.admin.currentCommittee.list();
    expect(current.length).toBeGreaterThan(0);
    const result = await caller.admin.previousCommittees.create({ term: '9', resolution: number });
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
    expect(JSON.stringify(audit[0]!.after)).toContain(number);
  });

  it('refuses to close an empty committee (409)', async () => {
    const caller = await as.admin('Full_Access');
    const number = await resolution(handle.db);
    await expect(
      caller.admin.previousCommittees.create({ term: '10', resolution: number }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
