import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTestCaller,
  loginAs,
  MemoryCookieJar,
  type TestMember,
  useTestDb,
} from '../src/testing';

const handle = useTestDb();
/** A member still on an issued (initial) password, and two who chose their own. */
let initial: TestMember & { password: string };
let memberOne: TestMember & { password: string };
let memberTwo: TestMember & { password: string };
const withPassword = async (password: string, isInitial = false) =>
  (await createMember(handle.db, { password, initial: isInitial })) as TestMember & { password: string };
beforeAll(async () => {
  initial = await withPassword('initial-pass-1003', true);
  memberOne = await withPassword('demo-member-one');
  memberTwo = await withPassword('demo-member-two');
});

const passwordRow = (memberNo: string) =>
  handle.db
    .selectFrom('members')
    .select(['password_hash', 'password_is_initial', 'password_changed_at'])
    .where('member_no', '=', memberNo)
    .executeTakeFirstOrThrow();

async function asMember(member: TestMember) {
  const jar = await loginAs(handle.db, member);
  return { jar, caller: createTestCaller(handle, { cookies: jar }) };
}

const change = (current: string, next: string, confirm = next) => ({
  current_password: current,
  new_password: next,
  confirm_new_password: confirm,
});

describe('check-default-password', () => {
  it('tells whether the member still has an initial password', async () => {
    const { caller } = await asMember(initial);
    expect(await caller.member.password.get({ member_no: initial.memberNo })).toEqual({
      is_default: true,
    });
    const one = await asMember(memberOne);
    expect(await one.caller.member.password.get({ member_no: memberOne.memberNo })).toEqual({
      is_default: false,
    });
  });

  it("refuses another member's number with 403", async () => {
    const { caller } = await asMember(memberOne);
    await expect(caller.member.password.get({ member_no: initial.memberNo })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('change-password', () => {
  it('refuses each broken rule with its message and changes nothing', async () => {
    const before = await passwordRow(initial.memberNo);
    const { caller } = await asMember(initial);
    const cases: [ReturnType<typeof change>, string][] = [
      [change(initial.password, 'long-enough-pass', 'long-enough-pasS'), 'Passwords do not match'],
      [change('not-my-password', 'long-enough-pass'), 'The current password is not correct.'],
      [change(initial.password, 'short7!'), 'The new password must have at least 8 characters.'],
      [change(initial.password, 'x'.repeat(129)), 'The new password must have at most 128 characters.'],
      [change(initial.password, 'password123'), 'This password is too common. Please choose another one.'],
      [change(initial.password, 'Bangladesh1'), 'This password is too common. Please choose another one.'],
      [
        change(initial.password, initial.password),
        'The new password must be different from the current one.',
      ],
    ];
    for (const [input, message] of cases)
      await expect(caller.member.password.update(input), message).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    expect(await passwordRow(initial.memberNo)).toEqual(before);
  });

  it('refuses the member number as password', async () => {
    const { caller } = await asMember(memberOne);
    await handle.db
      .updateTable('members')
      .set({ member_no: '10010001' })
      .where('member_no', '=', memberOne.memberNo)
      .execute();
    try {
      await expect(
        caller.member.password.update(change(memberOne.password, '10010001')),
      ).rejects.toMatchObject({
        message: 'The new password must not be your member number or phone number.',
      });
    } finally {
      await handle.db
        .updateTable('members')
        .set({ member_no: memberOne.memberNo })
        .where('member_no', '=', '10010001')
        .execute();
    }
  });

  it("refuses to change another member's password (403) and leaves it as it was", async () => {
    const before = await passwordRow(initial.memberNo);
    const { caller } = await asMember(memberOne);
    await expect(
      caller.member.password.update({
        ...change(memberOne.password, 'hijacked-password-1'),
        member_no: initial.memberNo,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await passwordRow(initial.memberNo)).toEqual(before);
    expect(await passwordRow(memberOne.memberNo)).toMatchObject({ password_changed_at: null });
  });

  it('changes the password, clears the initial flag and ends the other sessions of the member', async () => {
    const other = await asMember(initial);
    const { caller, jar } = await asMember(initial);
    expect(
      await caller.member.password.update({
        ...change(initial.password, 'brand-new-secret-9'),
        member_no: initial.memberNo,
      }),
    ).toEqual({ message: 'Password changed successfully.' });
    expect(await passwordRow(initial.memberNo)).toMatchObject({ password_is_initial: false });
    expect(await caller.member.password.get({ member_no: initial.memberNo })).toEqual({
      is_default: false,
    });
    expect((await createTestCaller(handle, { cookies: jar }).auth.member.me()).authenticated).toBe(true);
    expect((await createTestCaller(handle, { cookies: other.jar }).auth.member.me()).authenticated).toBe(
      false,
    );

    const fresh = createTestCaller(handle, {
      cookies: new MemoryCookieJar(),
      request: { ip: '10.9.9.9', userAgent: null },
    });
    expect(
      (await fresh.auth.member.login({ member: initial.memberNo, password: initial.password })).success,
    ).toBe(false);
    expect(
      (await fresh.auth.member.login({ member: initial.memberNo, password: 'brand-new-secret-9' })).success,
    ).toBe(true);
    const audit = await handle.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.password.change')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('brand-new-secret-9');
  });

  it('throttles guessing the current password through a session (429), nothing changes', async () => {
    const before = await passwordRow(memberTwo.memberNo);
    const { caller } = await asMember(memberTwo);
    for (let i = 0; i < 5; i++)
      await expect(
        caller.member.password.update(change(`guess-${i}-abcdef`, 'next-password-77')),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await expect(
      caller.member.password.update(change(memberTwo.password, 'next-password-77')),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await passwordRow(memberTwo.memberNo)).toEqual(before);
  });

  it('needs a member session', async () => {
    await expect(
      createTestCaller(handle).member.password.update(change(memberOne.password, 'whatever-long-1')),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
