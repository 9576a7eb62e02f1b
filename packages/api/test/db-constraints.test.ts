import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember, useTestDb } from '../src/testing';

const handle = useTestDb();
let member: TestMember;
beforeAll(async () => {
  member = await createMember(handle.db);
});

/** The schema itself refuses impossible rows, whatever code path tries to write them. */
describe('database constraints', () => {
  it('refuses a duplicate member number', async () => {
    await expect(
      handle.db.insertInto('members').values({ member_no: member.memberNo, name: 'Copy' }).execute(),
    ).rejects.toThrow();
  });

  it('refuses zero or negative money', async () => {
    const { id } = member;
    for (const amount of [0, -100]) {
      await expect(
        handle.db
          .insertInto('deposit_entries')
          .values({
            member_id: id,
            source: 's',
            date: '2026-01-01',
            method: 'cash',
            amount_poisha: amount,
            created_by: null,
          })
          .execute(),
      ).rejects.toThrow();
    }
  });

  it('refuses values outside an enum', async () => {
    const { id } = member;
    await expect(
      handle.db
        .insertInto('member_objections')
        .values({ member_id: id, type: 'other' as never, objection: 'x' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insertInto('admins')
        .values({
          name: 'A',
          phone: '01711999999',
          privilege: 'Root',
          password_hash: 'x',
          pic: null,
          created_by: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses a solution without its time, and a soft delete without its admin', async () => {
    const { id } = member;
    await expect(
      handle.db
        .insertInto('member_objections')
        .values({ member_id: id, type: 'legal matter', objection: 'x', solution: 'done', solved_at: null })
        .execute(),
    ).rejects.toThrow();
    const admin = await handle.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('financial_entries')
        .values({
          type: 'Expense',
          date: '2026-01-01',
          source: 's',
          method: 'cash',
          amount_poisha: 100,
          added_by: admin.id,
          deleted_at: new Date(),
          deleted_by: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses an entry for a member that does not exist', async () => {
    await expect(
      handle.db
        .insertInto('nominees')
        .values({ member_id: 999_999, name: 'n', relation: 'r', nid_bcr: '1', cell_no: '1', address: 'a' })
        .execute(),
    ).rejects.toThrow();
  });
});
