import type { Privilege } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, TEST_TODAY, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY });

async function asAdmin(privilege: Privilege = 'Member_Access') {
  const admin = await createAdmin(handle.db, { privilege });
  return { admin, caller: await as.admin(admin) };
}

const audits = (action: string) =>
  handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

const newMember = {
  member_no: 'A-500',
  name: 'Rafiq Uddin',
  father: 'Karim Uddin',
  business: 'Rafiq Motors',
  address: 'Tejgaon, Dhaka',
  phone: '+880 1712-345678',
  pic: '/uploads/0123456789abcdef0123456789abcdef.jpg',
};

describe('active members list and search', () => {
  it('pages 12 at a time by default in member-number order, and answers an empty page past the end', async () => {
    const { caller } = await asAdmin();
    const all = await handle.db
      .selectFrom('members')
      .select('member_no')
      .where('status', '=', 'active')
      .orderBy('member_no')
      .execute();
    const first = await caller.admin.members.list({});
    expect(first.map((m) => m.member_no)).toEqual(all.slice(0, 12).map((m) => m.member_no));
    expect(first.every((m) => m.status === 'active')).toBe(true);
    const second = await caller.admin.members.list({ limit: 12, offset: 12 });
    expect(second[0]?.member_no).toBe(all[12]?.member_no);
    const last = await caller.admin.members.list({ limit: 5, offset: all.length - 2 });
    expect(last).toHaveLength(2);
    expect(await caller.admin.members.list({ limit: 12, offset: all.length })).toEqual([]);
  });

  it('refuses a page size over 100 and a negative offset (400)', async () => {
    const { caller } = await asAdmin();
    await expect(caller.admin.members.list({ limit: 101 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.admin.members.list({ offset: -1 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('searches active members by number, name or business; never deceased ones', async () => {
    const { caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'Z-901', name: 'Searchable Shafiq' });
    await createMember(handle.db, { memberNo: 'Z-902', name: 'Searchable Gone', status: 'deceased' });
    const found = await caller.admin.members.search({ search: 'searchable' });
    expect(found.map((m) => m.member_no)).toEqual(['Z-901']);
    expect(await caller.admin.members.search({ search: 'Z-90' })).toHaveLength(1);
    expect(await caller.admin.members.search({ search: '100%_' })).toEqual([]);
    await expect(caller.admin.members.search({ search: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('adding a member', () => {
  it('adds an active member with the phone in national form; audited with the admin and time', async () => {
    const { admin, caller } = await asAdmin();
    const created = await caller.admin.members.create(newMember);
    expect(created).toMatchObject({
      member_no: 'A-500',
      phone: '01712345678',
      status: 'active',
      pic: newMember.pic,
    });
    const [audit] = await audits('member.create');
    expect(audit).toMatchObject({ actor_admin_id: admin.id, entity_id: 'A-500' });
    expect(new Date(audit!.at).toISOString()).toBe(TEST_TODAY.toISOString());
    const looked = await caller.admin.members.get({ member_no: 'A-500' });
    expect(looked.name).toBe('Rafiq Uddin');
  });

  it('refuses a taken member number with a 409 naming the field, and writes nothing', async () => {
    const { caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'DUP-1' });
    const before = await databaseFingerprint(handle.db);
    await expect(caller.admin.members.create({ ...newMember, member_no: 'DUP-1' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Member number DUP-1 is already taken.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'Enter the name'],
    [{ phone: '12345' }, 'Enter a Bangladeshi mobile number, e.g. 01712345678'],
    [{ member_no: 'no spaces' }, 'Member number may hold only letters, digits and dashes'],
    [{ member_no: '' }, 'Enter the member number'],
    [{ address: 'line\u0000break' }, 'Must not contain control characters'],
    [{ pic: 'javascript:alert(1)' }, 'Picture must be an uploaded image address'],
  ])('refuses %j with a 400 and a clear message, writing nothing', async (change, message) => {
    const { caller } = await asAdmin();
    const before = await databaseFingerprint(handle.db);
    const error = await caller.admin.members
      .create({ ...newMember, member_no: 'V-1', ...change })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(error.message).toContain(message);
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('update by member-number lookup', () => {
  it("answers 'Member not found.' (404) for an unknown number", async () => {
    const { caller } = await asAdmin();
    await expect(caller.admin.members.get({ member_no: 'NOPE-1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Member not found.',
    });
    await expect(caller.admin.members.update({ ...newMember, member_no: 'NOPE-1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('updates the five fields and keeps the before and after in the audit row', async () => {
    const { caller } = await asAdmin('Full_Access');
    const member = await createMember(handle.db, { memberNo: 'U-1', name: 'Old Name' });
    const updated = await caller.admin.members.update({
      member_no: member.memberNo,
      name: 'New Name',
      father: 'New Father',
      business: 'New Business',
      address: 'New Address',
      phone: '01898765432',
    });
    expect(updated).toMatchObject({ name: 'New Name', phone: '01898765432', business: 'New Business' });
    // A partial request (as a REST integrator may send) leaves out father, business and address: kept.
    const partial = await caller.admin.members.update({
      member_no: member.memberNo,
      name: 'Newer Name',
      phone: '01898765432',
    });
    expect(partial).toMatchObject({ name: 'Newer Name', father: 'New Father', business: 'New Business' });
    const [audit] = await audits('member.update');
    expect(audit).toMatchObject({ entity_id: 'U-1' });
    expect(JSON.stringify(audit!.before)).toContain('Old Name');
    expect(JSON.stringify(audit!.after)).toContain('New Name');
  });
});

describe('data-update requests', () => {
  async function request(memberNo: string, field: string, value: string) {
    const member = await handle.db
      .selectFrom('members')
      .select('id')
      .where('member_no', '=', memberNo)
      .executeTakeFirstOrThrow();
    const row = await handle.db
      .insertInto('data_update_requests')
      .values({ member_id: member.id, field, correct_version: value, created_at: TEST_TODAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists unsolved requests first with the member number and name', async () => {
    const { caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'R-1', name: 'Requesting Member' });
    const id = await request('R-1', 'address', 'House 9, Road 4, Dhaka');
    const list = await caller.admin.updateRequests.list({});
    const mine = list.find((r) => r.id === id);
    expect(mine).toMatchObject({
      member_no: 'R-1',
      name: 'Requesting Member',
      status: 'unsolved',
      solved_at: null,
    });
    const firstSolved = list.findIndex((r) => r.status === 'solved');
    expect(firstSolved === -1 || list.slice(firstSolved).every((r) => r.status === 'solved')).toBe(true);
  });

  it('solves a request once (no way back): a second solve is a 409 and an unknown id a 404', async () => {
    const { admin, caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'R-2' });
    const id = await request('R-2', 'father', 'Abdul Hamid');
    const solved = await caller.admin.updateRequests.solve({ id });
    expect(solved).toMatchObject({ id, status: 'solved', solved_at: TEST_TODAY.toISOString() });
    const row = await handle.db
      .selectFrom('data_update_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.solved_by).toBe(admin.id);
    await expect(caller.admin.updateRequests.solve({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.admin.updateRequests.solve({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await audits('dataUpdate.solve')).filter((a) => a.entity_id === String(id))).toHaveLength(1);
  });

  it("applies a correction to the member's record and solves the request in one audited step", async () => {
    const { caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'R-3' });
    const id = await request('R-3', 'phone', '01911 222333');
    await caller.admin.updateRequests.update({ id });
    const member = await caller.admin.members.get({ member_no: 'R-3' });
    expect(member.phone).toBe('01911222333');
    const [row] = (await caller.admin.updateRequests.list({})).filter((r) => r.id === id);
    expect(row?.status).toBe('solved');
    const [audit] = (await audits('dataUpdate.apply')).filter((a) => a.entity_id === String(id));
    expect(JSON.stringify(audit!.after)).toContain('01911222333');
  });

  it('refuses to apply a field that is not a member field, or a bad value, and changes nothing', async () => {
    const { caller } = await asAdmin();
    await createMember(handle.db, { memberNo: 'R-4' });
    const picture = await request('R-4', 'picture', 'Please use my new photo');
    const badPhone = await request('R-4', 'phone', 'call me');
    const before = await databaseFingerprint(handle.db);
    await expect(caller.admin.updateRequests.update({ id: picture })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.admin.updateRequests.update({ id: badPhone })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Bangladeshi mobile number'),
    });
    await expect(caller.admin.updateRequests.update({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
