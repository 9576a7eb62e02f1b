import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  FakeClock,
  type TestMember,
  testCallers,
  useTestDb,
  withHumanProof,
} from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/**
 * The two complaint desks: list (unsolved or all), counts, solve once (server time, the member sees the
 * answer), solve twice (409), a missing id (404), validation, audit rows; and the public form's check of
 * the member number it names.
 */
const handle = useTestDb();
let member: TestMember;
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now });
beforeAll(async () => {
  member = await createMember(handle.db, { password: 'complaining-member-1', name: 'Rahim Uddin' });
});

const asAdmin = (privilege: Privilege = 'Full_Access') => as.admin(privilege);
let ip = 0;
/** Each complaint from its own address, so the form's throttle never gets in the way. */
const visitor = () => as.anonymous({ request: { ip: `10.9.0.${++ip}`, userAgent: 'vitest' } });

const auditRows = (action: string) =>
  handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe("members' complaint desk", () => {
  it('lists a filed complaint as unsolved, solves it once with the server time, and the member sees it', async () => {
    const filed = await (await as.member(member)).member.memberComplaints.create({
      type: 'general objection',
      objection: 'The parking lot gate is broken.',
    });
    const admin = await asAdmin();
    const countsBefore = await admin.admin.memberComplaints.summary();
    const unsolved = await admin.admin.memberComplaints.list({ status: 'unsolved' });
    expect(unsolved[0]).toEqual({
      id: filed.id,
      member_no: member.memberNo,
      member_name: 'Rahim Uddin',
      type: 'general objection',
      objection: 'The parking lot gate is broken.',
      submission_timestamp: filed.submission_timestamp,
      solution: null,
      solution_timestamp: null,
    });

    clock.advanceSeconds(3600);
    const solved = await admin.admin.memberComplaints.solve({
      id: filed.id,
      solution: '  Fixed on Monday.  ',
    });
    expect(solved).toMatchObject({
      solution: 'Fixed on Monday.',
      solution_timestamp: clock.now().toISOString(),
    });
    expect((await admin.admin.memberComplaints.list({ status: 'unsolved' })).map((o) => o.id)).not.toContain(
      filed.id,
    );
    expect((await admin.admin.memberComplaints.list({ status: 'all' })).map((o) => o.id)).toContain(filed.id);
    expect(await admin.admin.memberComplaints.summary()).toEqual({
      total: countsBefore.total,
      unsolved: countsBefore.unsolved - 1,
    });

    const own = await (await as.member(member)).member.memberComplaints.list({ member_no: member.memberNo });
    expect(own.find((o) => o.id === filed.id)).toMatchObject({
      solution: 'Fixed on Monday.',
      solution_timestamp: clock.now().toISOString(),
    });
    const row = await handle.db
      .selectFrom('member_objections')
      .select('solved_by')
      .where('id', '=', filed.id)
      .executeTakeFirstOrThrow();
    expect(row.solved_by).toEqual(expect.any(Number));
    expect((await auditRows('objection.solve')).at(-1)).toMatchObject({
      entity: 'member_objections',
      entity_id: String(filed.id),
      actor_admin_id: row.solved_by,
    });
  });

  it('refuses to solve twice (409), a missing id (404) and an empty solution (400), writing nothing', async () => {
    const filed = await (await as.member(member)).member.memberComplaints.create({
      objection: 'Dues were counted twice.',
    });
    const admin = await asAdmin();
    await admin.admin.memberComplaints.solve({ id: filed.id, solution: 'Corrected.' });
    const before = await databaseFingerprint(handle.db);
    await expect(
      admin.admin.memberComplaints.solve({ id: filed.id, solution: 'Again.' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This complaint is already solved.',
    });
    await expect(
      admin.admin.memberComplaints.solve({ id: 999_999_999, solution: 'Nobody.' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Complaint not found.' });
    const other = await (await as.member(member)).member.memberComplaints.create({
      objection: 'Another one.',
    });
    const afterFiling = await databaseFingerprint(handle.db);
    for (const [solution, message] of [
      ['   ', 'Please write a solution.'],
      ['x'.repeat(5001), 'at most 5000'],
      ['nul\u0000byte', 'control'],
    ] as const)
      await expect(
        admin.admin.memberComplaints.solve({ id: other.id, solution }),
        message,
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(message),
      });
    await expect(admin.admin.memberComplaints.list({ status: 'open' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(afterFiling);
    expect(Object.keys(before)).toEqual(Object.keys(afterFiling));
  });
});

describe('public complaint desk', () => {
  it("files a complaint naming a member; the desk shows the member's business, solves it once; audited", async () => {
    await visitor().public.publicComplaints.create(
      await withHumanProof(as.anonymous(), {
        name: 'Karim',
        phone: '01712345678',
        member_no: member.memberNo,
        business: 'Wrong Name Motors',
        issue: 'The car had a hidden accident history.',
      }),
    );
    const admin = await asAdmin('Full_Access+');
    const counts = await admin.admin.publicComplaints.summary();
    const [complaint] = await admin.admin.publicComplaints.list({ status: 'unsolved' });
    expect(complaint).toMatchObject({
      name: 'Karim',
      phone: '01712345678',
      member_no: member.memberNo,
      business: 'Wrong Name Motors',
      member_business: expect.stringMatching(/^Test Motors/),
      issue: 'The car had a hidden accident history.',
      solution: null,
      solution_timestamp: null,
    });
    clock.advanceSeconds(60);
    const solved = await admin.admin.publicComplaints.solve({
      id: complaint!.id,
      solution: 'Refund agreed.',
    });
    expect(solved).toMatchObject({
      solution: 'Refund agreed.',
      solution_timestamp: clock.now().toISOString(),
    });
    expect(await admin.admin.publicComplaints.summary()).toEqual({
      total: counts.total,
      unsolved: counts.unsolved - 1,
    });
    await expect(
      admin.admin.publicComplaints.solve({ id: complaint!.id, solution: 'Twice.' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      admin.admin.publicComplaints.solve({ id: 999_999_999, solution: 'Nobody.' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      admin.admin.publicComplaints.solve({ id: complaint!.id, solution: '' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please write a solution.'),
    });
    expect((await auditRows('publicComplaint.solve')).map((row) => row.entity_id)).toEqual([
      String(complaint!.id),
    ]);
  });

  it('shows no business on record for a complaint filed before the form checked the number', async () => {
    await handle.db
      .insertInto('public_complaints')
      .values({
        name: 'Old',
        phone: '01700000001',
        member_no: '99999',
        issue: 'Legacy row',
        submitted_at: clock.now(),
      })
      .execute();
    const all = await (await asAdmin()).admin.publicComplaints.list({ status: 'all' });
    expect(all.find((c) => c.issue === 'Legacy row')).toMatchObject({
      member_no: '99999',
      member_business: null,
    });
  });

  it('refuses a member number no member has, on the field, and stores nothing', async () => {
    const before = await databaseFingerprint(handle.db);
    await expect(
      visitor().public.publicComplaints.create(
        await withHumanProof(as.anonymous(), {
          name: 'Karim',
          phone: '01712345678',
          member_no: '99999',
          issue: 'Against nobody',
        }),
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('No member has this member number'),
      cause: expect.objectContaining({
        key: 'complaint.unknownMemberNo',
        fieldErrors: { member_no: expect.stringContaining('No member has') },
      }),
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses admins without Full_Access on both desks', async () => {
    for (const privilege of ['Finance_Access', 'Member_Access'] as const) {
      const admin = await asAdmin(privilege);
      await expect(admin.admin.publicComplaints.list({ status: 'all' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(admin.admin.memberComplaints.summary()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
