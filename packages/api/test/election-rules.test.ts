import { readFileSync } from 'node:fs';
import type { Db } from '@samity/db';
import {
  candidateListBreach,
  ELECTION_SETTINGS_DEFAULTS,
  noticePeriodBreach,
  todayInDhaka,
} from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { createMember, type TestMember, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

// Issue 34 §2: each rule of an election's record tried as every principal it applies to; a refusal names its
// key (translated in both languages of the web) and leaves the whole database as it was.

const handle = useTestDb();
let clock = new Date('2026-11-01T06:00:00Z');
const as = testCallers(handle, { now: () => clock, loginNow: () => clock });
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

const translations = (lang: 'en' | 'bn') =>
  JSON.parse(
    readFileSync(new URL(`../../../apps/web/src/i18n/${lang}/elections.json`, import.meta.url), 'utf8'),
  ).errors.elections as Record<string, string>;

/** The refusal's key is documented: the web translates it in English and in Bengali. */
function expectTranslated(key: string) {
  const name = key.replace(/^elections\./, '');
  expect(translations('en')[name], `en ${key}`).toBeTruthy();
  expect(translations('bn')[name], `bn ${key}`).toBeTruthy();
}

let monthSeq = 600;
/** Months of dues (books far from the demo's) for the member, each paid (entered that day) or left unpaid. */
async function dues(db: Db, member: TestMember, paidOn: (string | null)[]) {
  const ids: number[] = [];
  for (const date of paidOn) {
    monthSeq += 1;
    const month = `${1900 + Math.floor(monthSeq / 12)}-${String((monthSeq % 12) + 1).padStart(2, '0')}-01`;
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
    ids.push(due.id);
    if (date)
      await db
        .insertInto('monthly_payments')
        .values({
          due_id: due.id,
          date,
          method: 'cash',
          amount_poisha: 50_000,
          created_at: new Date(`${date}T06:00:00Z`),
        })
        .execute();
  }
  return ids;
}

async function newElection(posts = [{ title: 'President', seats: 1 }]) {
  at('2026-11-01');
  const admin = await as.admin('Full_Access');
  return admin.admin.elections.create({ title: 'Committee election 2026', ...schedule, posts });
}

async function wholeList(id: number) {
  const admin = await as.admin('Full_Access');
  const voters: string[] = [];
  const excluded: string[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await admin.admin.elections.voters({ id, limit: 100, offset });
    voters.push(...page.entries.map((v) => v.member_no));
    excluded.push(...page.excluded.map((v) => `${v.member_no}:${v.reason}:${v.unpaid_months}`));
    if (offset + 100 >= Math.max(page.total, page.excluded_total)) return { voters, excluded };
  }
}

/** Every principal a write applies to: the two people who may, a key (people only) and a member. */
async function principals() {
  return {
    people: [await as.admin('Full_Access+'), await as.admin('Full_Access')],
    key: await as.apiKey('Full_Access+'),
    member: await as.member(),
  };
}

/** Tries a write as everyone: people get the rule's refusal, a key 403, a member 401; nothing changes. */
async function refusedForAll(
  call: (c: Awaited<ReturnType<typeof as.admin>>) => Promise<unknown>,
  expected: { code: string; key: string },
) {
  const { people, key, member } = await principals();
  const before = await databaseFingerprint(handle.db);
  for (const person of people)
    await expect(call(person)).rejects.toMatchObject({ code: expected.code, cause: { key: expected.key } });
  await expect(call(key)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(call(member)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  expect(await databaseFingerprint(handle.db)).toEqual(before);
  expectTranslated(expected.key);
}

describe('the voter list is frozen at the cut-off', () => {
  it('keeps a member in arrears off after back-dated payments and a status change; they cannot stand', async () => {
    const election = await newElection();
    const late = await createMember(handle.db, { memberNo: 'FR-1', password: 'secret-pass-1' });
    const [a, b] = await dues(handle.db, late, [null, null]);
    const voter = await createMember(handle.db, { memberNo: 'FR-2' });
    await dues(handle.db, voter, ['2026-10-01']);

    // A payment dated before the cut-off but entered after it does not count, even before the list is stored.
    at('2026-11-11');
    const finance = await as.admin('Finance_Access');
    await finance.finance.monthly.addPayment({
      main_id: a!,
      date: '2026-11-09',
      method: 'cash',
      note: '',
      amount: 500,
    });
    const frozen = await wholeList(election.id);
    expect(frozen.voters).toContain('FR-2');
    expect(frozen.excluded).toContain('FR-1:arrears:2');
    const stored = await handle.db
      .selectFrom('elections')
      .select('voters_frozen_at')
      .where('id', '=', election.id)
      .executeTakeFirstOrThrow();
    expect(stored.voters_frozen_at).not.toBeNull();

    // After it is stored: the other month paid back-dated, the voter dies; nothing moves.
    at('2026-11-13');
    await finance.finance.monthly.addPayment({
      main_id: b!,
      date: '2026-11-01',
      method: 'bkash',
      note: '',
      amount: 500,
    });
    await handle.db.updateTable('members').set({ status: 'deceased' }).where('id', '=', voter.id).execute();
    expect(await wholeList(election.id)).toEqual(frozen);

    const caller = await as.member(late);
    const before = await databaseFingerprint(handle.db);
    await expect(
      caller.member.elections.nominate({ id: election.id, post_id: election.posts[0]!.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', cause: { key: 'elections.notInGoodStanding' } });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expectTranslated('elections.notInGoodStanding');
    await handle.db.updateTable('members').set({ status: 'active' }).where('id', '=', voter.id).execute();
  });

  it('stores one list when two first readers come at once', async () => {
    const election = await newElection();
    at('2026-11-12');
    const admin = await as.admin('Full_Access');
    const [one, two] = await Promise.all([
      admin.admin.elections.voters({ id: election.id, limit: 10, offset: 0 }),
      admin.admin.elections.voters({ id: election.id, limit: 10, offset: 0 }),
    ]);
    expect(one).toEqual(two);
    const members = await handle.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await handle.db
      .selectFrom('election_voters')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('election_id', '=', election.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(Number(members.n));
    expect(one.total + one.excluded_total).toBe(Number(members.n));
  });
});

describe('the schedule and the candidate list', () => {
  it('refuses a schedule short of a notice period, naming it; the setting tunes it', async () => {
    at('2026-11-20');
    const input = {
      title: 'Too soon',
      ...schedule,
      cutoff_date: '2026-11-21',
      nomination_opens: '2026-11-22',
      nomination_closes: '2026-11-24',
      withdrawal_deadline: '2026-11-26',
      posts: [{ title: 'President', seats: 1 }],
    };
    await refusedForAll((c) => c.admin.elections.create(input), {
      code: 'BAD_REQUEST',
      key: 'elections.noticeDays',
    });
    const admin = await as.admin('Full_Access');
    await expect(admin.admin.elections.create(input)).rejects.toMatchObject({
      cause: {
        params: { period: 'notice_days', days: '15', actual: '11' },
        fieldErrors: { polling_date: expect.any(String) },
      },
    });
    await refusedForAll(
      (c) =>
        c.admin.elections.create({
          ...input,
          polling_date: '2026-12-26',
          term_starts: '2026-12-26',
          nomination_closes: '2026-11-22',
        }),
      {
        code: 'BAD_REQUEST',
        key: 'elections.nominationDays',
      },
    );
    const defaults = await admin.admin.elections.settings();
    await admin.admin.elections.updateSettings({ ...defaults, notice_days: 10 });
    await expect(admin.admin.elections.create(input)).resolves.toMatchObject({ title: 'Too soon' });
    await admin.admin.elections.updateSettings(defaults);
  });

  it('publishes the candidate list after the withdrawal deadline and before polling day, once; then it is locked', async () => {
    const election = await newElection();
    const m = await createMember(handle.db, { memberNo: 'CL-1', password: 'secret-pass-2' });
    const n = await createMember(handle.db, { memberNo: 'CL-2', password: 'secret-pass-3' });
    at('2026-11-15');
    await (await as.member(m)).member.elections.nominate({ id: election.id, post_id: election.posts[0]!.id });
    const pending = await (await as.member(n)).member.elections.nominate({
      id: election.id,
      post_id: election.posts[0]!.id,
    });
    const publish = (c: Awaited<ReturnType<typeof as.admin>>) =>
      c.admin.elections.publishCandidates({ id: election.id });
    for (const day of ['2026-11-21', '2026-11-25', '2026-12-01', '2026-12-02']) {
      at(day);
      await refusedForAll(publish, { code: 'CONFLICT', key: 'elections.candidateListWindow' });
    }
    at('2026-11-26');
    await (await as.admin('Full_Access')).admin.elections.publishCandidates({ id: election.id });
    await refusedForAll(publish, { code: 'CONFLICT', key: 'elections.candidatesPublished' });
    await refusedForAll((c) => c.admin.elections.decide({ id: pending.id, decision: 'approve' }), {
      code: 'CONFLICT',
      key: 'elections.candidatesPublished',
    });
  });
});

describe('the count and the published result', () => {
  it('refuses votes beyond the ballots and ballots beyond the voters, on their fields; results once; a recount recorded', async () => {
    const election = await newElection([
      { title: 'President', seats: 1 },
      { title: 'Member', seats: 2 },
    ]);
    const [president, member] = election.posts;
    const people = await Promise.all(
      ['VC-1', 'VC-2', 'VC-3', 'VC-4'].map((memberNo) =>
        createMember(handle.db, { memberNo, password: 'secret-pass-4' }),
      ),
    );
    at('2026-11-15');
    const ids: number[] = [];
    for (const [i, p] of people.entries()) {
      const post = i < 2 ? president!.id : member!.id;
      ids.push((await (await as.member(p)).member.elections.nominate({ id: election.id, post_id: post })).id);
    }
    const officer = await as.admin('Full_Access');
    for (const id of ids) await officer.admin.elections.decide({ id, decision: 'approve' });
    at('2026-12-01');
    const { voters } = await wholeList(election.id);
    const count = (cast: number, spoiled: number, votes: number[]) => ({
      id: election.id,
      ballots_cast: cast,
      ballots_spoiled: spoiled,
      votes: votes.map((v, i) => ({ candidate_id: ids[i]!, votes: v })),
    });
    const n = voters.length;
    await refusedForAll((c) => c.admin.elections.votes(count(n + 1, 0, [1, 1, 1, 1])), {
      code: 'BAD_REQUEST',
      key: 'elections.ballotsOverVoters',
    });
    await refusedForAll((c) => c.admin.elections.votes(count(5, 6, [0, 0, 0, 0])), {
      code: 'BAD_REQUEST',
      key: 'elections.spoiledOverCast',
    });
    await refusedForAll((c) => c.admin.elections.votes(count(10, 2, [9, 0, 1, 1])), {
      code: 'BAD_REQUEST',
      key: 'elections.votesOverBallots',
    });
    await expect(officer.admin.elections.votes(count(10, 2, [9, 0, 1, 1]))).rejects.toMatchObject({
      cause: { fieldErrors: { [`votes.${ids[0]}`]: expect.stringContaining('8 valid ballots') } },
    });
    await refusedForAll((c) => c.admin.elections.votes(count(10, 2, [5, 4, 8, 7])), {
      code: 'BAD_REQUEST',
      key: 'elections.postVotesOverBallots',
    });
    // A partial entry is checked with the votes already stored: the post's sum counts both.
    await officer.admin.elections.votes(count(10, 2, [5, 3, 8, 6]));
    await refusedForAll(
      (c) =>
        c.admin.elections.votes({
          id: election.id,
          ballots_cast: 10,
          ballots_spoiled: 2,
          votes: [{ candidate_id: ids[1]!, votes: 4 }],
        }),
      { code: 'BAD_REQUEST', key: 'elections.postVotesOverBallots' },
    );
    await refusedForAll(
      (c) => c.admin.elections.recount({ ...count(10, 2, [5, 3, 8, 6]), reason: 'Early' }),
      {
        code: 'CONFLICT',
        key: 'elections.recountBeforeResults',
      },
    );

    await officer.admin.elections.publishResults({ id: election.id, outgoing_term: 'VC-T' });
    const published = await officer.admin.elections.get({ id: election.id });
    expect(published).toMatchObject({ ballots_cast: 10, ballots_spoiled: 2, results_published: true });
    const sheet = await officer.admin.elections.candidates({ id: election.id });
    await refusedForAll((c) => c.admin.elections.votes(count(10, 2, [3, 5, 8, 6])), {
      code: 'CONFLICT',
      key: 'elections.resultsPublished',
    });
    await refusedForAll((c) => c.admin.elections.publishResults({ id: election.id, outgoing_term: 'VC-U' }), {
      code: 'CONFLICT',
      key: 'elections.resultsPublished',
    });
    await refusedForAll(
      (c) => c.admin.elections.recount({ ...count(10, 2, [9, 3, 8, 6]), reason: 'Bundle found' }),
      {
        code: 'BAD_REQUEST',
        key: 'elections.votesOverBallots',
      },
    );

    at('2026-12-03');
    await officer.admin.elections.recount({
      ...count(11, 2, [4, 5, 8, 6]),
      reason: 'A bundle of 1 ballot found',
    });
    const after = await officer.admin.elections.get({ id: election.id });
    expect(after.recounts).toEqual([
      expect.objectContaining({
        reason: 'A bundle of 1 ballot found',
        ballots_cast: 11,
        recorded_at: '2026-12-03T06:00:00.000Z',
        recorded_by: expect.any(String),
      }),
    ]);
    expect(after).toMatchObject({ ballots_cast: 10, ballots_spoiled: 2 });
    expect(await officer.admin.elections.candidates({ id: election.id })).toEqual(sheet);
    const audit = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'election.recount')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the demo', () => {
  it('follows the rules: notice periods, the list published in its window, every candidate on the voter list', async () => {
    at('2026-11-15');
    // The seed's two elections come first; the tests above add theirs after.
    const seeded = await handle.db.selectFrom('elections').selectAll().orderBy('id').limit(2).execute();
    expect(seeded.map((e) => e.title)).toEqual([
      expect.stringContaining('Managing committee election'),
      expect.stringContaining('Treasurer by-election'),
    ]);
    for (const e of seeded) {
      const day = todayInDhaka(e.created_at.getTime());
      expect(noticePeriodBreach(e, day, ELECTION_SETTINGS_DEFAULTS), e.title).toBeNull();
      if (e.candidates_published_at)
        expect(candidateListBreach(e, todayInDhaka(e.candidates_published_at.getTime()), false)).toBeNull();
      const { voters } = await wholeList(e.id);
      const standing = await handle.db
        .selectFrom('election_candidates as c')
        .innerJoin('members as m', 'm.id', 'c.member_id')
        .select('m.member_no')
        .where('c.election_id', '=', e.id)
        .execute();
      for (const c of standing) expect(voters, `${e.title}: ${c.member_no}`).toContain(c.member_no);
    }
  });
});
