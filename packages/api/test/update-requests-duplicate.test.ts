import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, FakeClock, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * A member files the same correction twice (a double tap, or again while the first waits): the second is
 * refused with 409 and nothing is written; a different value, another field or a request after the first was
 * solved are new requests and go through.
 */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now });
let member: TestMember;
beforeAll(async () => {
  member = await createMember(handle.db, { password: 'dup-request-pass-1' });
});

describe('an identical open update request', () => {
  it('is refused with CONFLICT and a clear message, changing nothing', async () => {
    const caller = await as.member(member);
    const input = { field: 'address', correct_version: 'House 9, Road 2, Dhaka' };
    await caller.member.updateRequests.create(input);
    const before = await databaseFingerprint(handle.db);
    await expect(caller.member.updateRequests.create(input)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'You have already asked for this correction. The admins will look at it soon.',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(await caller.member.updateRequests.list()).toHaveLength(1);
  });

  it('lets two identical requests filed at once through only once', async () => {
    const caller = await as.member(member);
    const input = { field: 'phone', correct_version: '01755555555' };
    const results = await Promise.allSettled([
      caller.member.updateRequests.create(input),
      caller.member.updateRequests.create(input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const phones = (await caller.member.updateRequests.list()).filter((r) => r.field === 'phone');
    expect(phones).toHaveLength(1);
  });

  it('takes another value, another field, or the same one again once the first is solved', async () => {
    const caller = await as.member(member);
    await caller.member.updateRequests.create({
      field: 'address',
      correct_version: 'House 10, Road 2, Dhaka',
    });
    await caller.member.updateRequests.create({ field: 'name', correct_version: 'House 9, Road 2, Dhaka' });
    await handle.db
      .updateTable('data_update_requests')
      .set({ status: 'solved', solved_at: clock.now() })
      .where('correct_version', '=', 'House 9, Road 2, Dhaka')
      .execute();
    await caller.member.updateRequests.create({
      field: 'address',
      correct_version: 'House 9, Road 2, Dhaka',
    });
    expect((await caller.member.updateRequests.list()).map((r) => [r.field, r.status])).toEqual([
      ['address', 'unsolved'],
      ['name', 'solved'],
      ['address', 'unsolved'],
      ['phone', 'unsolved'],
      ['address', 'solved'],
    ]);
  });
});
