import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMember, testCallers, useTestDb } from '../src/testing';

// Issue 34 §5: whatever happens after the cut-off (payments entered late, back-dated or not; members' status
// changing; the election settings changing; recounts), an election's frozen voter list and its published
// result stay exactly as they were.

const handle = useTestDb();
let clock = new Date('2026-11-01T06:00:00Z');
const as = testCallers(handle, { now: () => clock, loginNow: () => clock });
const at = (iso: string) => {
  clock = new Date(`${iso}T06:00:00Z`);
};

async function wholeList(id: number) {
  const admin = await as.admin('Full_Access');
  const pages = [];
  for (let offset = 0; ; offset += 100) {
    const page = await admin.admin.elections.voters({ id, limit: 100, offset });
    pages.push(page);
    if (offset + 100 >= Math.max(page.total, page.excluded_total)) return pages;
  }
}

async function publishedEntry(id: number) {
  const list = await (await as.anonymous()).public.elections.list({ limit: 100 });
  return list.entries.find((e) => e.election.id === id);
}

describe('an election record under later changes', () => {
  it('keeps the frozen voter list and the published result', async () => {
    at('2026-11-01');
    const officer = await as.admin('Full_Access');
    const election = await officer.admin.elections.create({
      title: 'Property election',
      cutoff_date: '2026-11-10',
      nomination_opens: '2026-11-12',
      nomination_closes: '2026-11-20',
      withdrawal_deadline: '2026-11-25',
      polling_date: '2026-12-01',
      term_starts: '2026-12-01',
      term_ends: '2028-11-30',
      arrears_months: 3,
      posts: [{ title: 'President', seats: 1 }],
    });
    const standing = await Promise.all(
      ['PR-1', 'PR-2'].map((memberNo) => createMember(handle.db, { memberNo, password: 'secret-pass-7' })),
    );
    at('2026-11-15');
    const ids: number[] = [];
    for (const m of standing)
      ids.push(
        (
          await (
            await as.member(m)
          ).member.elections.nominate({ id: election.id, post_id: election.posts[0]!.id })
        ).id,
      );
    for (const id of ids) await officer.admin.elections.decide({ id, decision: 'approve' });
    at('2026-11-26');
    await officer.admin.elections.publishCandidates({ id: election.id });
    at('2026-12-01');
    await officer.admin.elections.votes({
      id: election.id,
      ballots_cast: 3,
      ballots_spoiled: 1,
      votes: [
        { candidate_id: ids[0]!, votes: 2 },
        { candidate_id: ids[1]!, votes: 0 },
      ],
    });
    await officer.admin.elections.publishResults({ id: election.id, outgoing_term: 'PR-T' });
    const frozen = await wholeList(election.id);
    const result = await publishedEntry(election.id);
    expect(result?.election.results_published).toBe(true);

    // Unpaid dues of the demo's members (and of the two candidates' months, none), to pay later.
    const unpaid = await handle.db
      .selectFrom('monthly_dues as d')
      .leftJoin('monthly_payments as p', 'p.due_id', 'd.id')
      .select(['d.id', 'd.payable_poisha'])
      .where('p.id', 'is', null)
      .orderBy('d.id')
      .limit(200)
      .execute();
    expect(unpaid.length).toBeGreaterThan(20);
    const members = await handle.db.selectFrom('members').select('id').orderBy('id').execute();
    at('2026-12-02');
    // Sessions of the day: one made a month ago has timed out.
    const finance = await as.admin('Finance_Access');
    const secretary = await as.admin('Full_Access');
    const paid = new Set<number>();

    const action = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        due: fc.nat({ max: unpaid.length - 1 }),
        // From well before the cut-off to after it: back-dated or not.
        date: fc.constantFrom('2026-09-15', '2026-11-01', '2026-11-10', '2026-11-11', '2026-12-02'),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        member: fc.nat({ max: members.length - 1 }),
        status: fc.constantFrom('active' as const, 'deceased' as const),
      }),
      fc.record({
        kind: fc.constant('settings' as const),
        notice_days: fc.integer({ min: 0, max: 365 }),
        nomination_days: fc.integer({ min: 1, max: 90 }),
        candidate_list_days: fc.integer({ min: 1, max: 90 }),
      }),
      fc.record({ kind: fc.constant('recount' as const), first: fc.integer({ min: 0, max: 2 }) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        for (const a of actions) {
          if (a.kind === 'pay') {
            const due = unpaid[a.due]!;
            if (paid.has(due.id)) continue;
            paid.add(due.id);
            await finance.finance.monthly.addPayment({
              main_id: due.id,
              date: a.date,
              method: 'cash',
              note: '',
              amount: due.payable_poisha / 100,
            });
          } else if (a.kind === 'status') {
            await handle.db
              .updateTable('members')
              .set({ status: a.status })
              .where('id', '=', members[a.member]!.id)
              .execute();
          } else if (a.kind === 'settings') {
            const { kind: _, ...settings } = a;
            await secretary.admin.elections.updateSettings(settings);
          } else {
            await secretary.admin.elections.recount({
              id: election.id,
              reason: 'Recount asked for by a candidate',
              ballots_cast: 3,
              ballots_spoiled: 1,
              votes: [
                { candidate_id: ids[0]!, votes: a.first },
                { candidate_id: ids[1]!, votes: 2 - a.first },
              ],
            });
          }
        }
        expect(await wholeList(election.id)).toEqual(frozen);
        const now = await publishedEntry(election.id);
        expect(now?.candidates).toEqual(result?.candidates);
        expect({ ...now?.election, recounts: [] }).toEqual({ ...result?.election, recounts: [] });
      }),
      { numRuns: 12, seed: 34_2 },
    );
  });
});
