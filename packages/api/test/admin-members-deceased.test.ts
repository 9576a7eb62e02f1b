import { describe, expect, it } from 'vitest';
import { createMember, loginAs, TEST_TODAY, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle, { now: () => TEST_TODAY });

/** An active member with a live session, a car for sale and a seat in the current committee. */
async function activeMemberWithEverything(memberNo: string) {
  const member = await createMember(handle.db, { memberNo, password: 'member-own-pass-1' });
  const jar = await loginAs(handle.db, member);
  await handle.db
    .insertInto('stock_cars')
    .values({
      member_id: member.id,
      brand: `Deceasedtest${memberNo.replace('-', '')}`,
      model: 'Premio',
      model_year: 2018,
      reg_year: 2019,
      cc: 1500,
      color: 'White',
      mileage: 30000,
      asking_price_poisha: 250_000_000,
      pic: '/uploads/demo/car.svg',
    })
    .execute();
  await handle.db
    .insertInto('committee_members')
    .values({ kind: 'current', member_no: memberNo, name: 'Seated Member', title: 'Treasurer', position: 99 })
    .execute();
  return { member, jar };
}

/**
 * The member's own cars in the public stock. The search tolerates a slip (trigram similarity), so it finds
 * the other tests' "DeceasedtestD1" for "DeceasedtestD2" too: only the exact brand is this member's.
 */
const publicCars = async (memberNo: string) => {
  const brand = `Deceasedtest${memberNo.replace('-', '')}`;
  const { entries } = await as.anonymous().public.stock.search({ search: brand });
  return entries.filter((car) => car.brand === brand);
};

describe('deceased members', () => {
  it('asks for confirmation before marking an active member deceased (409, nothing written)', async () => {
    const caller = await as.admin('Member_Access');
    await activeMemberWithEverything('D-1');
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.admin.deceasedMembers.create({ member_no: 'D-1', name: 'Anyone', deceased_on: '2026-11-01' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('is an active member') });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('marks a confirmed active member deceased: sessions end, cars leave the stock, seat leaves the committee', async () => {
    const caller = await as.admin('Member_Access');
    const { jar } = await activeMemberWithEverything('D-2');
    expect(await publicCars('D-2')).toHaveLength(1);
    const result = await caller.admin.deceasedMembers.create({
      member_no: 'D-2',
      name: 'Ignored',
      deceased_on: '2026-11-01',
      confirm_active: true,
    });
    expect(result).toMatchObject({ was_active: true, sessions_ended: 1, left_committee: true });
    expect(result.member).toMatchObject({ status: 'deceased', deceased_on: '2026-11-01' });
    expect(await publicCars('D-2')).toEqual([]);
    const seat = await handle.db
      .selectFrom('committee_members')
      .select('id')
      .where('member_no', '=', 'D-2')
      .execute();
    expect(seat).toEqual([]);
    await expect(as.session(jar).member.statements.get({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const list = await caller.admin.deceasedMembers.list();
    expect(list.map((m) => m.member_no)).toContain('D-2');
    expect((await caller.admin.members.search({ search: 'D-2' })).map((m) => m.member_no)).not.toContain(
      'D-2',
    );
    const [audit] = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.deceased')
      .execute();
    expect(audit).toMatchObject({ entity_id: 'D-2' });
    expect(JSON.stringify(audit!.before)).toContain('"status":"active"');
    expect(JSON.stringify(audit!.after)).toContain('"left_committee":true');
  });

  it('creates a deceased record for an unknown member; the same number again is a 409', async () => {
    const caller = await as.admin('Member_Access');
    const result = await caller.admin.deceasedMembers.create({
      member_no: 'D-3',
      name: 'Late Abdul Karim',
      father: 'Late Rahim',
      business: 'Karim Cars',
      address: 'Mirpur',
      phone: '',
    });
    expect(result).toMatchObject({ was_active: false, sessions_ended: 0, left_committee: false });
    expect(result.member).toMatchObject({
      status: 'deceased',
      name: 'Late Abdul Karim',
      deceased_on: null,
      phone: '',
    });
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.admin.deceasedMembers.create({ member_no: 'D-3', name: 'Again', confirm_active: true }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'This member is already in the deceased list.' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const caller = await as.admin('Member_Access');
    const before = await databaseFingerprint(handle.db);
    for (const input of [
      { member_no: 'D-4', name: '' },
      { member_no: 'D-4', name: 'X', phone: '999' },
      { member_no: 'D-4', name: 'X', deceased_on: '01/02/2020' },
      { member_no: 'bad no', name: 'X' },
    ])
      await expect(caller.admin.deceasedMembers.create(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
