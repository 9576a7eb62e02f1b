import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';
import { addLedger } from './year-end-books';
import { addDocument, addMeeting } from './year-life-fixtures';

/**
 * A year's life (docs/year-end.md): open -> closed -> audited -> adopted, each step only from the one before
 * and only by Full_Access in person; members read the accounts only once adopted; the four statements stored
 * at the closing never change, whatever is written later; the appropriation follows the audit and the general
 * meeting's resolution, within the law's shares. Every refusal leaves the whole database as it was.
 */
// Without the demo, whose 2025-26 is closed and whose opening balances are locked: these books start afresh.
const handle = useTestDb({ empty: true });
let time = Date.parse('2091-08-01T06:00:00Z');
const now = () => new Date(time);
const as = testCallers(handle, { now, loginNow: now });

let report = 0;
let bylaws = 0;
let memberAccount: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  const db = handle.db;
  const admin = await createAdmin(db, { privilege: 'Full_Access' });
  memberAccount = await createMember(db);
  const full = await as.admin('Full_Access');
  await full.finance.yearEnd.saveOpening({
    as_of: '2090-07-01',
    cash: 1000,
    bank: 0,
    wallet: 0,
    dues_receivable: 0,
    member_deposits: 0,
    reserve_fund: 0,
    development_fund: 0,
    other_funds: 0,
  });
  await addLedger(db, admin.id, {
    type: 'Income',
    date: '2090-09-01',
    source: 'Rent',
    method: 'cash',
    poisha: 1_000_000,
  });
  await addLedger(db, admin.id, {
    type: 'Expense',
    date: '2090-10-01',
    source: 'Tea',
    method: 'cash',
    poisha: 200_000,
  });
  report = await addDocument(db, admin.id);
  bylaws = await addDocument(db, admin.id, 'bylaws');
});

/** Runs each refused call and checks that nothing at all changed. */
async function refusedAll(calls: [() => Promise<unknown>, Record<string, unknown>][]) {
  const before = await databaseFingerprint(handle.db);
  for (const [call, expected] of calls) await expect(call()).rejects.toMatchObject(expected);
  expect(await databaseFingerprint(handle.db)).toEqual(before);
}
const keyed = (key: string) => ({ cause: expect.objectContaining({ key }) });

const audit = (over: Record<string, unknown> = {}) => ({
  year: 2090,
  completed_on: '2091-08-01',
  auditor: 'A. Rahman & Co.',
  report_document_id: report,
  ...over,
});

describe("a year's life", () => {
  let stored = '';

  it('refuses to audit, adopt or appropriate an open year, whoever asks', async () => {
    const full = await as.admin('Full_Access');
    const agm = await addMeeting(handle.db, { date: '2091-08-20' });
    await refusedAll([
      [() => full.finance.yearEnd.audit(audit()), keyed('yearEnd.notClosed')],
      [
        () => full.finance.yearEnd.adopt({ year: 2090, meeting_id: agm.id, resolution: agm.resolution }),
        keyed('yearEnd.notClosed'),
      ],
      [() => full.finance.yearEnd.propose({ year: 2090, other_bp: 0 }), keyed('yearEnd.notAudited')],
    ]);
  });

  it('closes the year, storing its four statements once', async () => {
    const full = await as.admin('Full_Access');
    const closed = await full.finance.yearEnd.close({ year: 2090 });
    const row = await handle.db.selectFrom('year_closings').selectAll().executeTakeFirstOrThrow();
    stored = String(row.statements);
    const { appropriation, ...four } = closed;
    expect(appropriation).toBeNull();
    expect(JSON.stringify(four)).toBe(stored);
    expect(closed.income_expenditure.surplus).toBe(8000);
    const life = await full.finance.yearEnd.life();
    expect(life.entries[0]).toMatchObject({ year: 2090, state: 'closed', audit: null, adoption: null });
  });

  it('refuses the adoption and the appropriation of a year not audited', async () => {
    const full = await as.admin('Full_Access');
    const agm = await addMeeting(handle.db, { date: '2091-08-20' });
    await refusedAll([
      [
        () => full.finance.yearEnd.adopt({ year: 2090, meeting_id: agm.id, resolution: agm.resolution }),
        keyed('yearEnd.notAudited'),
      ],
      [() => full.finance.yearEnd.propose({ year: 2090, other_bp: 0 }), keyed('yearEnd.notAudited')],
    ]);
  });

  it('refuses an audit in the future, before the closing, without an audit report, or by the wrong caller', async () => {
    const full = await as.admin('Full_Access');
    const plus = await as.admin('Full_Access+');
    const finance = await as.admin('Finance_Access');
    const key = await as.apiKey('Full_Access+');
    const member = await as.member();
    await refusedAll([
      [() => full.finance.yearEnd.audit(audit({ completed_on: '2091-08-02' })), keyed('yearEnd.auditFuture')],
      [
        () => plus.finance.yearEnd.audit(audit({ completed_on: '2091-07-31' })),
        keyed('yearEnd.auditBeforeClosing'),
      ],
      [
        () => full.finance.yearEnd.audit(audit({ report_document_id: 999_999 })),
        keyed('yearEnd.auditReportMissing'),
      ],
      [
        () => full.finance.yearEnd.audit(audit({ report_document_id: bylaws })),
        keyed('yearEnd.auditReportKind'),
      ],
      [() => finance.finance.yearEnd.audit(audit()), { code: 'FORBIDDEN' }],
      [() => key.finance.yearEnd.audit(audit()), { code: 'FORBIDDEN' }],
      [() => member.finance.yearEnd.audit(audit()), { code: 'UNAUTHORIZED' }],
      [() => as.anonymous().finance.yearEnd.audit(audit()), { code: 'UNAUTHORIZED' }],
    ]);
  });

  it('records the audit once; members still do not see the year', async () => {
    const full = await as.admin('Full_Access');
    const life = await full.finance.yearEnd.audit(audit());
    expect(life.entries[0]).toMatchObject({
      state: 'audited',
      audit: { completed_on: '2091-08-01', auditor: 'A. Rahman & Co.', report_document_id: report },
    });
    await refusedAll([[() => full.finance.yearEnd.audit(audit()), keyed('yearEnd.alreadyAudited')]]);
    const member = await as.member(memberAccount);
    const accounts = await member.member.annualAccounts.list({});
    expect(accounts).toMatchObject({ entries: [], total: 0, pending: { year: 2090, stage: 'adopting' } });
  });

  it('refuses an adoption by a meeting that is not an adopted AGM after the audit, or a resolution of another meeting', async () => {
    time = Date.parse('2091-09-01T06:00:00Z');
    const full = await as.admin('Full_Access');
    const key = await as.apiKey('Full_Access+');
    const finance = await as.admin('Finance_Access');
    const committee = await addMeeting(handle.db, { kind: 'committee', date: '2091-08-20' });
    const draft = await addMeeting(handle.db, { date: '2091-08-21', adopted: false });
    const early = await addMeeting(handle.db, { date: '2091-07-30' });
    const agm = await addMeeting(handle.db, { date: '2091-08-25' });
    const adopt = (m: { id: number; resolution: string }, resolution = m.resolution) => ({
      year: 2090,
      meeting_id: m.id,
      resolution,
    });
    await refusedAll([
      [() => full.finance.yearEnd.adopt(adopt(committee)), keyed('yearEnd.notAnnualMeeting')],
      [() => full.finance.yearEnd.adopt(adopt(draft)), keyed('yearEnd.minutesNotAdopted')],
      [() => full.finance.yearEnd.adopt(adopt(early)), keyed('yearEnd.meetingBeforeAudit')],
      [
        () => full.finance.yearEnd.adopt(adopt(agm, committee.resolution)),
        keyed('yearEnd.resolutionNotInMeeting'),
      ],
      [() => full.finance.yearEnd.adopt(adopt(agm, '2091/999')), keyed('yearEnd.resolutionNotInMeeting')],
      [() => finance.finance.yearEnd.adopt(adopt(agm)), { code: 'FORBIDDEN' }],
      [() => key.finance.yearEnd.adopt(adopt(agm)), { code: 'FORBIDDEN' }],
    ]);
    const adopted = await full.finance.yearEnd.adopt(adopt(agm));
    expect(adopted.entries[0]).toMatchObject({
      state: 'adopted',
      adoption: { meeting_id: agm.id, meeting_date: '2091-08-25', resolution: agm.resolution },
    });
    await refusedAll([[() => full.finance.yearEnd.adopt(adopt(agm)), keyed('yearEnd.alreadyAdopted')]]);
    const member = await as.member(memberAccount);
    const accounts = await member.member.annualAccounts.list({});
    expect(accounts).toMatchObject({
      total: 1,
      pending: null,
      entries: [{ year: 2090, adopted_on: '2091-08-25' }],
    });
    const trail = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'yearEnd.year.%')
      .execute();
    expect(trail.map((r) => r.action)).toEqual([
      'yearEnd.year.close',
      'yearEnd.year.audit',
      'yearEnd.year.adopt',
    ]);
  });

  it("refuses rates against the law's shares (Act 2001 s.34) in the settings and the proposal", async () => {
    const full = await as.admin('Full_Access');
    const settings = { first_month: 7, reserve_bp: 1500, development_bp: 300, other_funds_max_bp: 1000 };
    await refusedAll([
      [
        () => full.finance.yearEnd.updateSettings({ ...settings, development_bp: 0 }),
        keyed('yearEnd.s34.developmentExact'),
      ],
      [
        () => full.finance.yearEnd.updateSettings({ ...settings, other_funds_max_bp: 8500 }),
        keyed('yearEnd.s34.otherMax'),
      ],
      [() => full.finance.yearEnd.updateSettings({ ...settings, reserve_bp: 1400 }), { code: 'BAD_REQUEST' }],
      [
        () => full.finance.yearEnd.propose({ year: 2090, reserve_bp: 1400, other_bp: 0 }),
        keyed('yearEnd.s34.reserveMin'),
      ],
      [() => full.finance.yearEnd.propose({ year: 2090, other_bp: 1100 }), keyed('yearEnd.s34.otherMax')],
      [
        () => full.finance.yearEnd.propose({ year: 2090, other_bp: 0, dividend_bp: 100 }),
        keyed('yearEnd.s34.dividendCap'),
      ],
    ]);
    await full.finance.yearEnd.updateSettings({ ...settings, dividend_cap_bp: 9000 });
    await refusedAll([
      [
        () =>
          full.finance.yearEnd.propose({ year: 2090, reserve_bp: 5000, other_bp: 1000, dividend_bp: 5000 }),
        keyed('yearEnd.s34.over100'),
      ],
    ]);
  });

  it('takes effect only with an AGM resolution; the closed year stays byte for byte, the next opens with the funds', async () => {
    const proposer = await as.admin('Full_Access');
    const proposed = await proposer.finance.yearEnd.propose({
      year: 2090,
      other_bp: 1000,
      dividend_bp: 2000,
    });
    expect(proposed.entries[0]).toMatchObject({
      surplus: 8000,
      reserve: 1200,
      development: 240,
      other: 800,
      dividend: 1600,
      carried: 4160,
      resolution: null,
    });
    const named = { id: proposed.entries[0]!.id, version: proposed.entries[0]!.version };
    const second = await as.admin('Full_Access');
    const committee = await addMeeting(handle.db, { kind: 'committee', date: '2091-08-26' });
    const draft = await addMeeting(handle.db, { date: '2091-08-27', adopted: false });
    await refusedAll([
      [
        () => second.finance.yearEnd.approve({ ...named, resolution: committee.resolution }),
        keyed('yearEnd.resolutionNotAgm'),
      ],
      [
        () => second.finance.yearEnd.approve({ ...named, resolution: draft.resolution }),
        keyed('yearEnd.resolutionNotAgm'),
      ],
    ]);
    const agm = await handle.db
      .selectFrom('year_closings')
      .select('adopted_resolution_id')
      .executeTakeFirstOrThrow();
    const number = await handle.db
      .selectFrom('meeting_resolutions')
      .select(['register_year', 'register_seq'])
      .where('id', '=', Number(agm.adopted_resolution_id))
      .executeTakeFirstOrThrow();
    const resolution = `${number.register_year}/${number.register_seq}`;
    await second.finance.yearEnd.approve({ ...named, resolution });

    // Later writes: an entry of the next year, a hand-made entry and deletion in the closed year.
    const admin = await createAdmin(handle.db);
    await addLedger(handle.db, admin.id, {
      type: 'Income',
      date: '2091-08-10',
      source: 'Rent',
      method: 'cash',
      poisha: 50_000,
    });
    await addLedger(handle.db, admin.id, {
      type: 'Expense',
      date: '2091-03-01',
      source: 'Late',
      method: 'cash',
      poisha: 12_300,
      createdAt: '2091-09-01T07:00:00Z',
    });
    await handle.db
      .updateTable('financial_entries')
      .set({ deleted_at: now(), deleted_by: admin.id })
      .where('source', '=', 'Tea')
      .execute();

    const full = await as.admin('Full_Access');
    const after = await full.finance.yearEnd.statements({ year: 2090 });
    const { appropriation, ...four } = after;
    expect(JSON.stringify(four)).toBe(stored);
    expect(appropriation).toEqual({
      surplus: 8000,
      reserve: 1200,
      development: 240,
      other: 800,
      dividend: 1600,
      carried: 4160,
      resolution,
    });
    const next = await full.finance.yearEnd.statements({ year: 2091 });
    expect(next.balance_sheet).toMatchObject({
      reserve_fund: 1200,
      development_fund: 240,
      other_funds: 800,
      dividend_payable: 1600,
    });
    expect(next.balance_sheet.assets_total).toBe(next.balance_sheet.liabilities_total);
    expect(next.trial_balance.debit_total).toBe(next.trial_balance.credit_total);
  });
});
