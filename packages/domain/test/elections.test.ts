import { describe, expect, it } from 'vitest';
import {
  endOfDhakaDay,
  isNominationOpen,
  monthCountsAtCutoff,
  postResult,
  resultsBlockers,
  scheduleErrors,
  voterExclusion,
  ZCreateElectionInput,
  ZDecideNominationInput,
} from '../src';

const schedule = {
  cutoff_date: '2027-01-31',
  nomination_opens: '2027-02-01',
  nomination_closes: '2027-02-10',
  withdrawal_deadline: '2027-02-15',
  polling_date: '2027-03-01',
  term_starts: '2027-03-01',
  term_ends: '2029-02-28',
};

describe('election schedule', () => {
  it('accepts the one order and names the first date out of it', () => {
    expect(scheduleErrors(schedule)).toEqual({});
    expect(scheduleErrors({ ...schedule, nomination_opens: '2027-01-31' })).toEqual({
      nomination_opens: 'Nominations must open after the voter-list cut-off date',
    });
    expect(scheduleErrors({ ...schedule, withdrawal_deadline: '2027-02-10' })).toHaveProperty(
      'withdrawal_deadline',
    );
    expect(scheduleErrors({ ...schedule, polling_date: '2027-02-15' })).toHaveProperty('polling_date');
    expect(scheduleErrors({ ...schedule, term_ends: '2027-03-01' })).toHaveProperty('term_ends');
  });

  it('opens nominations on both days of the window only', () => {
    expect(isNominationOpen(schedule, '2027-01-31')).toBe(false);
    expect(isNominationOpen(schedule, '2027-02-01')).toBe(true);
    expect(isNominationOpen(schedule, '2027-02-10')).toBe(true);
    expect(isNominationOpen(schedule, '2027-02-11')).toBe(false);
  });

  it('finds a schedule out of order (the service refuses it with these field errors)', () => {
    const base = { title: 'Election 2027', ...schedule, posts: [{ title: 'President', seats: 1 }] };
    expect(ZCreateElectionInput.safeParse(base).success).toBe(true);
    expect(scheduleErrors(ZCreateElectionInput.parse(base))).toEqual({});
    expect(
      Object.keys(scheduleErrors({ ...ZCreateElectionInput.parse(base), polling_date: '2027-02-01' })),
    ).toContain('polling_date');
    expect(ZCreateElectionInput.safeParse({ ...base, posts: [{ title: 'King', seats: 1 }] }).success).toBe(
      false,
    );
  });

  it('wants a reason for a rejection only', () => {
    expect(ZDecideNominationInput.safeParse({ id: 1, decision: 'approve' }).success).toBe(true);
    expect(ZDecideNominationInput.safeParse({ id: 1, decision: 'reject' }).success).toBe(false);
    expect(
      ZDecideNominationInput.safeParse({ id: 1, decision: 'reject', reason: 'Not a member' }).success,
    ).toBe(true);
  });
});

describe('voter eligibility at the cut-off', () => {
  const now = Date.UTC(2027, 5, 1);
  it('counts the months started by the end of the cut-off date, never later ones', () => {
    expect(monthCountsAtCutoff('2027-01-01', '2027-01-31', now)).toBe(true);
    expect(monthCountsAtCutoff('2027-02-01', '2027-01-31', now)).toBe(false);
    // 31 January 18:00 UTC is 1 February in Dhaka, after the cut-off day has ended.
    expect(endOfDhakaDay('2027-01-31')).toBe(Date.UTC(2027, 0, 31, 17, 59, 59, 999));
  });

  it('never counts an upcoming month, even with a cut-off in the future', () => {
    const early = Date.UTC(2027, 0, 10);
    expect(monthCountsAtCutoff('2027-02-01', '2027-03-31', early)).toBe(false);
    expect(monthCountsAtCutoff('2027-01-01', '2027-03-31', early)).toBe(true);
  });

  it('excludes the deceased and those in arrears (the number of months is set per election), with the reason', () => {
    const active = { status: 'active' as const, unpaid_months: 2 };
    expect(voterExclusion(active, 3)).toBeNull();
    expect(voterExclusion({ ...active, unpaid_months: 3 }, 3)).toBe('arrears');
    expect(voterExclusion({ ...active, unpaid_months: 1 }, 1)).toBe('arrears');
    expect(voterExclusion({ ...active, status: 'deceased' }, 3)).toBe('deceased');
  });
});

describe('election result', () => {
  const c = (id: number, votes: number | null, won_lot = false) => ({ id, post_id: 1, votes, won_lot });

  it('elects the most votes, and everyone unopposed', () => {
    expect(postResult({ id: 1, seats: 1 }, [c(1, 10), c(2, 20)]).elected).toEqual([2]);
    expect(postResult({ id: 1, seats: 2 }, [c(1, null), c(2, null)])).toMatchObject({
      elected: [1, 2],
      resolved: true,
    });
  });

  it('is tied when candidates are level at the last seat, until the lot winners are recorded', () => {
    const tied = postResult({ id: 1, seats: 2 }, [c(1, 30), c(2, 10), c(3, 10)]);
    expect(tied).toMatchObject({ elected: [1], tied: [2, 3], tied_seats: 1, resolved: false });
    expect(resultsBlockers([tied]).tied).toEqual([1]);
    const resolved = postResult({ id: 1, seats: 2 }, [c(1, 30), c(2, 10), c(3, 10, true)]);
    expect(resolved).toMatchObject({ elected: [1, 3], resolved: true });
    expect(resultsBlockers([resolved])).toEqual({ incomplete: [], tied: [] });
  });

  it('is not tied when the level candidates fill the seats exactly', () => {
    expect(postResult({ id: 1, seats: 2 }, [c(1, 10), c(2, 10), c(3, 5)])).toMatchObject({
      elected: [1, 2],
      tied: [],
      resolved: true,
    });
  });

  it('waits for every count', () => {
    const r = postResult({ id: 1, seats: 1 }, [c(1, 10), c(2, null)]);
    expect(resultsBlockers([r]).incomplete).toEqual([1]);
  });
});
