import type { Db } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
// The clock each test sets: the schedule below puts 15 November 2026 inside the nomination window.
let clock = new Date('2026-11-15T06:00:00Z');
const as = testCallers(handle, { now: () => clock });
const at = (iso: string) => {
  clock = new Date(`${iso}T06:00:00Z`);
};

const schedule = {
  cutoff_date: '2026-11-10',
  nomination_opens: '2026-11-12',
  nomination_closes: '2026-11-20',
  withdrawal_deadline: '2026-11-25',
  polling_date: '2026-12-01',
  term_starts: '2026-12-01',
  term_ends: '2028-11-30',
  arrears_months: 2,
};

let monthSeq = 0;
/** Two months of dues (books far from the demo's) for the member, paid on the given dates or left unpaid. */
async function dues(db: Db, member: TestMember, paidOn: (string | null)[]) {
  for (const date of paidOn) {
    monthSeq += 1;
    const month = `${2000 + Math.floor(monthSeq / 12)}-${String((monthSeq % 12) + 1).padStart(2, '0')}-01`;
    const book = await db
      .insertInto('monthly_books')
      .values({ month, amount_poisha: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const due = await db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (date)
      await db
        .insertInto('monthly_payments')
        // Entered on its own day: a payment entered after the cut-off never counts, whatever its date.
        .values({
          due_id: due.id,
          date,
          method: 'cash',
          amount_poisha: 50_000,
          created_at: new Date(`${date}T06:00:00Z`),
        })
        .execute();
  }
}

async function newElection(posts = [{ title: 'President', seats: 1 }]) {
  at('2026-11-09');
  const admin = await as.admin('Full_Access');
  const election = await admin.admin.elections.create({
    title: 'Committee election 2026',
    ...schedule,
    posts,
  });
  return { admin, election };
}

async function allVoters(id: number) {
  const admin = await as.admin('Full_Access');
  const voters: string[] = [];
  const excluded: { member_no: string; reason: string }[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await admin.admin.elections.voters({ id, limit: 100, offset });
    voters.push(...page.entries.map((v) => v.member_no));
    excluded.push(...page.excluded);
    if (offset + 100 >= Math.max(page.total, page.excluded_total)) return { voters, excluded };
  }
}

describe('elections', () => {
  it('draws the voter list at the cut-off: a payment after it does not count; the excluded carry reasons', async () => {
    const { election } = await newElection();
    const paid = await createMember(handle.db, { memberNo: 'EL-1' });
    await dues(handle.db, paid, ['2026-11-01', '2026-11-10']);
    const behind = await createMember(handle.db, { memberNo: 'EL-2' });
    await dues(handle.db, behind, [null, null]);
    const late = await createMember(handle.db, { memberNo: 'EL-3' });
    await dues(handle.db, late, ['2026-11-11', '2026-11-11']);
    await createMember(handle.db, { memberNo: 'EL-4', status: 'deceased' });
    const { voters, excluded } = await allVoters(election.id);
    expect(voters).toContain('EL-1');
    expect(voters).not.toContain('EL-2');
    expect(excluded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ member_no: 'EL-2', reason: 'arrears', unpaid_months: 2 }),
        expect.objectContaining({ member_no: 'EL-3', reason: 'arrears' }),
        expect.objectContaining({ member_no: 'EL-4', reason: 'deceased' }),
      ]),
    );
  });

  it('refuses a schedule out of order with a field error, writing nothing', async () => {
    const admin = await as.admin('Full_Access');
    const before = await databaseFingerprint(handle.db);
    await expect(
      admin.admin.elections.create({
        title: 'Bad',
        ...schedule,
        polling_date: '2026-11-24',
        posts: [{ title: 'President', seats: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('lets a member in good standing nominate in the window only; refuses one in arrears; nothing written', async () => {
    const { election } = await newElection();
    const good = await createMember(handle.db, { memberNo: 'EL-5', password: 'secret-pass-1' });
    const behind = await createMember(handle.db, { memberNo: 'EL-6', password: 'secret-pass-2' });
    await dues(handle.db, behind, [null, null]);
    const post = election.posts[0]!.id;

    at('2026-11-21');
    const goodCaller = await as.member(good);
    let before = await databaseFingerprint(handle.db);
    await expect(
      goodCaller.member.elections.nominate({ id: election.id, post_id: post }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    at('2026-11-15');
    const behindCaller = await as.member(behind);
    before = await databaseFingerprint(handle.db);
    await expect(
      behindCaller.member.elections.nominate({ id: election.id, post_id: post }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    const { id } = await goodCaller.member.elections.nominate({ id: election.id, post_id: post });
    await expect(
      goodCaller.member.elections.nominate({ id: election.id, post_id: post }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const mine = await goodCaller.member.elections.list({});
    expect(mine.entries.find((e) => e.election.id === election.id)?.own).toMatchObject({
      id,
      status: 'pending',
    });
  });

  it('allows withdrawal until the deadline and refuses it after, writing nothing', async () => {
    const { election } = await newElection();
    const m = await createMember(handle.db, { memberNo: 'EL-7', password: 'secret-pass-3' });
    at('2026-11-15');
    const caller = await as.member(m);
    await caller.member.elections.nominate({ id: election.id, post_id: election.posts[0]!.id });
    at('2026-11-26');
    const before = await databaseFingerprint(handle.db);
    await expect(caller.member.elections.withdraw({ id: election.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    at('2026-11-25');
    await expect(caller.member.elections.withdraw({ id: election.id })).resolves.toEqual({ success: true });
  });

  it('blocks publishing on a tie until resolved; publishing swaps the committee in one audited transaction', async () => {
    const { election } = await newElection([
      { title: 'President', seats: 1 },
      { title: 'Treasurer', seats: 1 },
    ]);
    const [president, treasurer] = election.posts;
    const members = await Promise.all(
      ['EL-11', 'EL-12', 'EL-13'].map((memberNo) =>
        createMember(handle.db, { memberNo, password: 'secret-pass-9' }),
      ),
    );
    at('2026-11-15');
    const ids: number[] = [];
    for (const [i, m] of members.entries()) {
      const caller = await as.member(m);
      const post = i < 2 ? president!.id : treasurer!.id;
      ids.push((await caller.member.elections.nominate({ id: election.id, post_id: post })).id);
    }
    const admin = await as.admin('Full_Access');
    for (const id of ids) await admin.admin.elections.decide({ id, decision: 'approve' });
    at('2026-12-01');
    await admin.admin.elections.votes({
      id: election.id,
      ballots_cast: 32,
      ballots_spoiled: 2,
      votes: [
        { candidate_id: ids[0]!, votes: 15 },
        { candidate_id: ids[1]!, votes: 15 },
        { candidate_id: ids[2]!, votes: 12 },
      ],
    });
    const before = await databaseFingerprint(handle.db);
    await expect(
      admin.admin.elections.publishResults({ id: election.id, outgoing_term: 'EL-T' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('tie') });
    expect(await databaseFingerprint(handle.db)).toEqual(before);

    await expect(
      admin.admin.elections.resolveTie({ post_id: president!.id, winners: [ids[2]!], resolution: 'Lot' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await admin.admin.elections.resolveTie({
      post_id: president!.id,
      winners: [ids[1]!],
      resolution: 'Lot drawn before the members present',
    });

    const outgoing = (await admin.admin.currentCommittee.list()).map((m) => m.member_no);
    const result = await admin.admin.elections.publishResults({ id: election.id, outgoing_term: 'EL-T' });
    expect(result).toEqual({ outgoing_term: 'EL-T', closed: outgoing.length, seated: 2 });
    const current = await admin.admin.currentCommittee.list();
    expect(current.map((m) => [m.member_no, m.title])).toEqual([
      ['EL-12', 'President'],
      ['EL-13', 'Treasurer'],
    ]);
    const previous = await admin.admin.previousCommittees.list();
    expect(previous.filter((p) => p.term === 'EL-T').map((p) => p.member_no)).toEqual(outgoing);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'election.publish_results')
      .execute();
    expect(audit).toEqual([{ action: 'election.publish_results', entity_id: String(election.id) }]);
    expect(await admin.admin.elections.currentTerm()).toEqual({ term_ends: '2028-11-30', days_left: 730 });
    const published = await (await as.anonymous()).public.elections.list({});
    expect(published.entries.map((e) => e.election.id)).not.toContain(election.id);
    await expect(
      admin.admin.elections.publishResults({ id: election.id, outgoing_term: 'EL-U' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses the writes to a Finance admin, a member and an API key, writing nothing', async () => {
    const { election } = await newElection();
    const input = { id: election.id, outgoing_term: 'EL-Z' };
    const finance = await as.admin('Finance_Access');
    const key = await as.apiKey('Full_Access+');
    const member = await as.member();
    const before = await databaseFingerprint(handle.db);
    await expect(finance.admin.elections.publishResults(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(key.admin.elections.publishResults(input)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(member.admin.elections.publishResults(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });
});
