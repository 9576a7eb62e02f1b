import type { Privilege } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, FakeClock, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

/** The deposits page (/Financial): figures, entries, adding an entry and setting the payable. */
const handle = useTestDb();
const clock = new FakeClock();
const as = testCallers(handle, { now: clock.now, loginNow: clock.now });

async function asAdmin(privilege: Privilege = 'Finance_Access') {
  const admin = await createAdmin(handle.db, { privilege });
  return { admin, caller: await as.admin(admin) };
}

const audits = (action: string) =>
  handle.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

async function setPayablePoisha(memberId: number, poisha: number) {
  await handle.db
    .updateTable('members')
    .set({ deposit_payable_poisha: poisha })
    .where('id', '=', memberId)
    .execute();
}

// Advances are part of these figures: every entry is confirmed (the confirmation is tested in
// finance-reversals.test.ts). Entries are dated in the open year 2026-27 (the demo seed closes 2025-26 and the
// clock's today is 2026-11-15).
const entry = (memberNo: string, amount: number | string, date = '2026-08-10') => ({
  member_no: memberNo,
  source: 'Deposit instalment',
  date,
  method: 'cash',
  amount,
  confirm_overpayment: true,
});

describe('the deposits table', () => {
  it('lists payable, deposits, balance and due per member and the totals, by hand', async () => {
    const { caller } = await asAdmin();
    // Natural member-number order: QX-2, QX-9, QX-10 (text order would put QX-10 first).
    const owing = await createMember(handle.db, { memberNo: 'QX-10', name: 'Qazi Owing' });
    const advance = await createMember(handle.db, { memberNo: 'QX-2', name: 'Qazi Advance' });
    const nothing = await createMember(handle.db, { memberNo: 'QX-9', name: 'Qazi Nothing' });
    const gone = await createMember(handle.db, { memberNo: 'QX-1', status: 'deceased' });
    await setPayablePoisha(owing.id, 100_000);
    await setPayablePoisha(advance.id, 50_000);
    await setPayablePoisha(nothing.id, 0);
    await setPayablePoisha(gone.id, 70_000);
    await caller.finance.deposits.add(entry(owing.memberNo, 300, '2026-08-10'));
    await caller.finance.deposits.add(entry(owing.memberNo, '200.50', '2026-08-05'));
    await caller.finance.deposits.add(entry(advance.memberNo, 600));
    await caller.finance.deposits.add(entry(gone.memberNo, 100));

    const list = await caller.finance.deposits.list({ search: 'qx-' });
    expect(list.members).toEqual([
      {
        member_no: 'QX-2',
        name: 'Qazi Advance',
        business: expect.any(String),
        phone: advance.phone,
        payable: 500,
        deposits: 600,
        balance: 100,
        due: 0,
      },
      {
        member_no: 'QX-9',
        name: 'Qazi Nothing',
        business: expect.any(String),
        phone: nothing.phone,
        payable: 0,
        deposits: 0,
        balance: 0,
        due: 0,
      },
      {
        member_no: 'QX-10',
        name: 'Qazi Owing',
        business: expect.any(String),
        phone: owing.phone,
        payable: 1000,
        deposits: 500.5,
        balance: -499.5,
        due: 499.5,
      },
    ]);
    // The deceased QX-1 is not listed. Totals over the members listed: 600 + 0 + 500.50; only QX-10 owes.
    expect(list).toMatchObject({ total_deposit: 1100.5, total_due: 499.5, full_paid_count: 2 });
  });

  it('finds a member by phone or name too; a LIKE wildcard in the search is taken literally', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db, { name: 'Phone Findable' });
    const byPhone = await caller.finance.deposits.list({ search: member.phone });
    expect(byPhone.members.map((m) => m.member_no)).toEqual([member.memberNo]);
    const byName = await caller.finance.deposits.list({ search: 'phone findable' });
    expect(byName.members.map((m) => m.member_no)).toEqual([member.memberNo]);
    const wildcard = await caller.finance.deposits.list({ search: '%' });
    expect(wildcard.members).toEqual([]);
    expect(wildcard).toMatchObject({ total_deposit: 0, total_due: 0, full_paid_count: 0 });
  });

  it('without a search lists every active member in natural order with totals over all of them', async () => {
    const { caller } = await asAdmin();
    const list = await caller.finance.deposits.list({});
    const active = await handle.db
      .selectFrom('members')
      .select(['member_no', 'deposit_payable_poisha'])
      .where('status', '=', 'active')
      .execute();
    expect(list.members.map((m) => m.member_no).sort()).toEqual(active.map((m) => m.member_no).sort());
    const numeric = list.members.map((m) => m.member_no).filter((no) => /^\d+$/.test(no));
    expect(numeric.map(Number)).toEqual(numeric.map(Number).sort((a, b) => a - b));
    // The totals are the sums of the rows (in poisha, so no floating-point drift), each row by the formulas.
    const poisha = (taka: number) => Math.round(taka * 100);
    let deposit = 0;
    let due = 0;
    for (const m of list.members) {
      expect(poisha(m.balance)).toBe(poisha(m.deposits) - poisha(m.payable));
      expect(poisha(m.due)).toBe(Math.max(poisha(m.payable) - poisha(m.deposits), 0));
      deposit += poisha(m.deposits);
      due += poisha(m.due);
    }
    expect(poisha(list.total_deposit)).toBe(deposit);
    expect(poisha(list.total_due)).toBe(due);
    expect(list.full_paid_count).toBe(list.members.filter((m) => m.due === 0).length);
  });
});

describe('deposit entries', () => {
  it('lists entries in (date, id) order with outstanding = payable - running sum', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db);
    await setPayablePoisha(member.id, 100_000);
    const late = await caller.finance.deposits.add(entry(member.memberNo, 400, '2026-10-01'));
    const early = await caller.finance.deposits.add(entry(member.memberNo, 250, '2026-09-01'));
    const sameDay = await caller.finance.deposits.add(entry(member.memberNo, 500, '2026-10-01'));
    // Each entry answers its outstanding at the moment it is added.
    expect(late.outstanding).toBe(600);
    expect(early.outstanding).toBe(750);
    expect(sameDay).toMatchObject({ member_no: member.memberNo, amount: 500, outstanding: -150 });
    const entries = await caller.finance.deposits.entries({ member_no: member.memberNo });
    expect(entries.map((e) => [e.id, e.date, e.amount, e.outstanding])).toEqual([
      [early.id, '2026-09-01', 250, 750],
      [late.id, '2026-10-01', 400, 350],
      [sameDay.id, '2026-10-01', 500, -150],
    ]);
    expect(entries[0]).toEqual({
      id: early.id,
      member_no: member.memberNo,
      source: 'Deposit instalment',
      date: '2026-09-01',
      method: 'cash',
      amount: 250,
      outstanding: 750,
      original_id: null,
      reversed_by: null,
      reason: null,
    });
  });

  it('adds amounts exactly: three entries of 0.10 make 0.30', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db);
    await setPayablePoisha(member.id, 100);
    for (const day of ['01', '02', '03'])
      await caller.finance.deposits.add(entry(member.memberNo, '0.10', `2026-11-${day}`));
    const entries = await caller.finance.deposits.entries({ member_no: member.memberNo });
    expect(entries.map((e) => e.outstanding)).toEqual([0.9, 0.8, 0.7]);
    // The search also matches phones, so a demo member's phone may share the digits: pick the member by number.
    const row = (await caller.finance.deposits.list({ search: member.memberNo })).members.find(
      (m) => m.member_no === member.memberNo,
    );
    expect(row).toMatchObject({ payable: 1, deposits: 0.3, balance: -0.7, due: 0.7 });
  });

  it('answers an empty list for a member without entries and 404 for an unknown member', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db);
    expect(await caller.finance.deposits.entries({ member_no: member.memberNo })).toEqual([]);
    await expect(caller.finance.deposits.entries({ member_no: 'NO-SUCH-1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('adding a deposit entry', () => {
  it('records the session admin (a body added_by/created_by is ignored) and the clock, with an audit row', async () => {
    const { admin, caller } = await asAdmin();
    const someoneElse = await createAdmin(handle.db);
    const member = await createMember(handle.db);
    const created = await caller.finance.deposits.add({
      ...entry(member.memberNo, 1500),
      added_by: someoneElse.id,
      created_by: someoneElse.id,
    });
    const row = await handle.db
      .selectFrom('deposit_entries')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: member.id, amount_poisha: 150_000, created_by: admin.id });
    expect(new Date(row.created_at).getTime()).toBe(clock.now().getTime());
    const audit = (await audits('deposit.create')).filter((a) => a.entity_id === String(created.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_admin_id: admin.id, entity: 'deposit_entries' });
    expect(audit[0]!.after).toEqual({
      member_no: member.memberNo,
      source: 'Deposit instalment',
      date: '2026-08-10',
      method: 'cash',
      amount: 1500,
    });
  });

  it('answers 404 for an unknown member and writes nothing', async () => {
    const { caller } = await asAdmin();
    const before = await databaseFingerprint(handle.db);
    await expect(caller.finance.deposits.add(entry('NO-SUCH-2', 100))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('refuses a bad amount, text or missing field with 400 and writes nothing', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db);
    const good = entry(member.memberNo, 100);
    const { date: _date, ...noDate } = good;
    const { source: _source, ...noSource } = good;
    const { amount: _amount, ...noAmount } = good;
    const bad: unknown[] = [
      { ...good, amount: 'abc' },
      { ...good, amount: 0 },
      { ...good, amount: '0' },
      { ...good, amount: -5 },
      { ...good, amount: '-5' },
      { ...good, amount: 1.234 },
      { ...good, amount: '1.234' },
      { ...good, amount: '' },
      { ...good, amount: null },
      { ...good, amount: 1_000_000_001 },
      { ...good, source: 'Cash\u0000deposit' },
      { ...good, method: 'cash\u0000' },
      { ...good, source: '   ' },
      { ...good, date: '2025-02-30' },
      { ...good, date: 'yesterday' },
      { ...good, member_no: '' },
      noDate,
      noSource,
      noAmount,
    ];
    const before = await databaseFingerprint(handle.db);
    for (const input of bad)
      await expect(caller.finance.deposits.add(input as never), JSON.stringify(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('setting the payable', () => {
  it('sets the payable (0 allowed), answers the new figures and audits before, after and the reason', async () => {
    const { admin, caller } = await asAdmin();
    const member = await createMember(handle.db);
    await setPayablePoisha(member.id, 5_000_000);
    await caller.finance.deposits.add(entry(member.memberNo, 1000));
    const raised = await caller.finance.deposits.setPayable({
      member_no: member.memberNo,
      payable: '60000.25',
      reason: 'Committee raised the deposit',
    });
    expect(raised).toMatchObject({ payable: 60000.25, deposits: 1000, balance: -59000.25, due: 59000.25 });
    const [audit] = (await audits('deposit.payable.update')).filter((a) => a.entity_id === member.memberNo);
    expect(audit).toMatchObject({ actor_admin_id: admin.id, entity: 'members' });
    expect(audit!.before).toEqual({ payable: 50000 });
    expect(audit!.after).toEqual({ payable: 60000.25, reason: 'Committee raised the deposit' });

    const waived = await caller.finance.deposits.setPayable({
      member_no: member.memberNo,
      payable: 0,
      reason: 'Waived',
    });
    expect(waived).toMatchObject({ payable: 0, deposits: 1000, balance: 1000, due: 0 });
    const entries = await caller.finance.deposits.entries({ member_no: member.memberNo });
    expect(entries.map((e) => e.outstanding)).toEqual([-1000]);
  });

  it('refuses a missing reason, a bad amount (400) and an unknown member (404), writing nothing', async () => {
    const { caller } = await asAdmin();
    const member = await createMember(handle.db);
    const before = await databaseFingerprint(handle.db);
    const bad: unknown[] = [
      { member_no: member.memberNo, payable: 100 },
      { member_no: member.memberNo, payable: 100, reason: '  ' },
      { member_no: member.memberNo, payable: 100, reason: 'Bad\u0000reason' },
      { member_no: member.memberNo, payable: -1, reason: 'Negative' },
      { member_no: member.memberNo, payable: 'abc', reason: 'Text' },
      { member_no: member.memberNo, payable: '1.234', reason: 'Three decimals' },
      { member_no: member.memberNo, reason: 'No payable' },
    ];
    for (const input of bad)
      await expect(
        caller.finance.deposits.setPayable(input as never),
        JSON.stringify(input),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.finance.deposits.setPayable({ member_no: 'NO-SUCH-3', payable: 1, reason: 'Unknown' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});

describe('who may use the deposits page', () => {
  it('refuses a Member_Access admin (403), a member and nobody (401), writing nothing', async () => {
    const member = await createMember(handle.db, { password: 'deposit-member-pass-1' });
    const { caller: memberAdmin } = await asAdmin('Member_Access');
    const memberCaller = await as.member(member);
    const anonymous = as.anonymous();
    const before = await databaseFingerprint(handle.db);
    for (const [caller, code] of [
      [memberAdmin, 'FORBIDDEN'],
      [memberCaller, 'UNAUTHORIZED'],
      [anonymous, 'UNAUTHORIZED'],
    ] as const) {
      await expect(caller.finance.deposits.list({})).rejects.toMatchObject({ code });
      await expect(caller.finance.deposits.entries({ member_no: member.memberNo })).rejects.toMatchObject({
        code,
      });
      await expect(caller.finance.deposits.add(entry(member.memberNo, 100))).rejects.toMatchObject({ code });
      await expect(
        caller.finance.deposits.setPayable({ member_no: member.memberNo, payable: 0, reason: 'No' }),
      ).rejects.toMatchObject({ code });
    }
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    for (const privilege of ['Full_Access+', 'Full_Access'] as const) {
      const { caller } = await asAdmin(privilege);
      await expect(caller.finance.deposits.entries({ member_no: member.memberNo })).resolves.toEqual([]);
    }
  });
});
