import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addLedger } from './year-end-books';
import { addMeeting, markAudited } from './year-life-fixtures';

/**
 * The two-person rule on the year's appropriation (docs/governance.md): the approver is a different person,
 * an account older than the setting before the proposal, not made, reset or re-enabled by the proposer, not on
 * a temporary password; the approval names the proposal's id and version. The demo accounts of this file
 * were made at the real time, years before the file's clock, so they count as established.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
let time = Date.parse('2091-08-01T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });

let proposer: TestAdmin;
/** The annual general meeting's resolution that decided the appropriation. */
let resolution = '';
beforeAll(async () => {
  const finance = await createAdmin(handle.db, { privilege: 'Finance_Access' });
  await addLedger(handle.db, finance.id, {
    type: 'Income',
    date: '2090-09-01',
    source: 'Rent',
    method: 'Cash',
    poisha: 500_000,
  });
  const full = await as.admin('Full_Access');
  await full.finance.yearEnd.saveOpening({
    as_of: '2090-07-01',
    cash: 0,
    bank: 0,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 0,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
  await full.finance.yearEnd.close({ year: 2090 });
  await markAudited(handle.db, '2090-07-01');
  resolution = (await addMeeting(handle.db, { date: '2091-08-01' })).resolution;
  proposer = await createAdmin(handle.db, { privilege: 'Full_Access+' });
});

/** Logs in with a temporary password and replaces it, as a new admin does at first login. */
async function takeOver(phone: string, id: number, temporary: string) {
  const account = {
    kind: 'admin' as const,
    id,
    phone,
    privilege: 'Full_Access' as const,
    password: temporary,
  };
  const caller = await as.admin(account);
  await caller.auth.admin.changePassword({
    current_password: temporary,
    new_password: `own-password-${id}-long`,
    confirm_new_password: `own-password-${id}-long`,
  });
  return caller;
}

describe('the second approver of an appropriation', () => {
  it('refuses the 13-second attack: the proposer creates an admin, logs in as it and approves; nothing changes', async () => {
    const first = await as.admin(proposer);
    const { entries } = await first.finance.yearEnd.propose({ year: 2090, other_bp: 0 });
    const proposal = { id: entries[0]!.id, version: entries[0]!.version, resolution };
    time += 3_000;
    const made = await first.admin.admins.create({
      name: 'Puppet',
      phone: '01999000001',
      privilege: 'Full_Access',
    });
    time += 5_000;
    const onTemporary = await as.admin({
      kind: 'admin',
      id: made.admin.id,
      phone: made.admin.phone,
      privilege: 'Full_Access',
      password: made.temporary_password,
    });
    const before = await databaseFingerprint(handle.db);
    await expect(onTemporary.finance.yearEnd.approve(proposal)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'auth.temporaryPasswordMustChange' },
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    const puppet = await takeOver(made.admin.phone, made.admin.id, made.temporary_password);
    time += 5_000;
    const afterTakeOver = await databaseFingerprint(handle.db);
    await expect(puppet.finance.yearEnd.approve(proposal)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'twoPerson.accountTooNew' },
    });
    await expect(first.finance.yearEnd.approve(proposal)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseFingerprint(handle.db)).toEqual(afterTakeOver);
  });

  it('refuses an old account the proposer reset or re-enabled within the setting, and keys, members and lower privileges; nothing changes', async () => {
    const first = await as.admin(proposer);
    const { id, version } = (await first.finance.yearEnd.appropriations()).entries[0]!;
    const reset = await createAdmin(handle.db, { privilege: 'Full_Access' });
    const { temporary_password } = await first.admin.admins.resetPassword({ id: reset.id });
    const resetCaller = await takeOver(reset.phone, reset.id, temporary_password);
    const reenabled = await createAdmin(handle.db, { privilege: 'Full_Access' });
    await first.admin.admins.disable({ id: reenabled.id });
    await first.admin.admins.enable({ id: reenabled.id });
    const reenabledCaller = await as.admin(reenabled);
    const finance = await as.admin('Finance_Access');
    const key = await as.apiKey('Full_Access+');
    const member = await as.member();
    const before = await databaseFingerprint(handle.db);
    for (const caller of [resetCaller, reenabledCaller])
      await expect(caller.finance.yearEnd.approve({ id, version, resolution })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        cause: { key: 'twoPerson.madeByProposer' },
      });
    await expect(finance.finance.yearEnd.approve({ id, version, resolution })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { key: 'auth.notAllowed' },
    });
    await expect(key.finance.yearEnd.approve({ id, version, resolution })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(member.finance.yearEnd.approve({ id, version, resolution })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('names the exact proposal: an approval of an older version or an unknown id changes nothing', async () => {
    const first = await as.admin(proposer);
    const old = (await first.finance.yearEnd.appropriations()).entries[0]!;
    const again = (await first.finance.yearEnd.propose({ year: 2090, other_bp: 100 })).entries[0]!;
    expect(again).toMatchObject({ id: old.id, version: old.version + 1 });
    const second = await as.admin(await createAdmin(handle.db, { privilege: 'Full_Access' }));
    const before = await databaseFingerprint(handle.db);
    await expect(
      second.finance.yearEnd.approve({ id: old.id, version: old.version, resolution }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { key: 'yearEnd.proposalChanged' },
    });
    await expect(
      second.finance.yearEnd.approve({ id: 999_999_999, version: 1, resolution }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('lets an established second person approve, and flags in the audit trail an approver reset recently by someone else', async () => {
    const first = await as.admin(proposer);
    const current = (await first.finance.yearEnd.appropriations()).entries[0]!;
    const other = await as.admin('Full_Access+');
    const approverAccount = await createAdmin(handle.db, { privilege: 'Full_Access' });
    // Reset by another admin than the proposer: allowed by the rule, flagged for the auditor.
    const { temporary_password } = await other.admin.admins.resetPassword({ id: approverAccount.id });
    const approver = await takeOver(approverAccount.phone, approverAccount.id, temporary_password);
    time += 60_000;
    const approved = await approver.finance.yearEnd.approve({
      id: current.id,
      version: current.version,
      resolution,
    });
    expect(approved.entries[0]).toMatchObject({ approved_by: approverAccount.id, version: current.version });
    const [audit] = await handle.db
      .selectFrom('audit_log')
      .select(['after', 'actor_admin_id'])
      .where('action', '=', 'yearEnd.appropriation.approve')
      .execute();
    expect(audit).toMatchObject({
      actor_admin_id: approverAccount.id,
      after: { id: current.id, version: current.version, resolution, approver_recent: ['reset'] },
    });
  });
});
