import { describe, expect, it } from 'vitest';
import {
  candidateListBreach,
  ELECTION_SETTINGS_DEFAULTS,
  noticePeriodBreach,
  voteCountBreaches,
} from '../src/election-rules';

const schedule = {
  cutoff_date: '2026-11-10',
  nomination_opens: '2026-11-12',
  nomination_closes: '2026-11-20',
  withdrawal_deadline: '2026-11-25',
  polling_date: '2026-12-01',
  term_starts: '2026-12-01',
  term_ends: '2028-11-30',
};

describe('noticePeriodBreach', () => {
  it('holds a schedule that meets every period, on its last allowed day', () => {
    expect(noticePeriodBreach(schedule, '2026-11-16', ELECTION_SETTINGS_DEFAULTS)).toBeNull();
  });

  it('names the period a schedule falls short of, with the days needed and given', () => {
    expect(noticePeriodBreach(schedule, '2026-11-17', ELECTION_SETTINGS_DEFAULTS)).toMatchObject({
      key: 'elections.noticeDays',
      field: 'polling_date',
      params: { period: 'notice_days', days: '15', actual: '14' },
    });
    expect(
      noticePeriodBreach(
        { ...schedule, nomination_closes: '2026-11-13' },
        '2026-11-01',
        ELECTION_SETTINGS_DEFAULTS,
      ),
    ).toMatchObject({ key: 'elections.nominationDays', field: 'nomination_closes', params: { actual: '2' } });
    expect(
      noticePeriodBreach(
        { ...schedule, withdrawal_deadline: '2026-11-29' },
        '2026-11-01',
        ELECTION_SETTINGS_DEFAULTS,
      ),
    ).toMatchObject({ key: 'elections.candidateListDays', field: 'polling_date', params: { actual: '2' } });
  });

  it('follows the settings', () => {
    const settings = { ...ELECTION_SETTINGS_DEFAULTS, notice_days: 40 };
    expect(noticePeriodBreach(schedule, '2026-11-01', settings)?.params.days).toBe('40');
  });
});

describe('candidateListBreach', () => {
  it('allows publishing after the withdrawal deadline and before polling day, once', () => {
    expect(candidateListBreach(schedule, '2026-11-26', false)).toBeNull();
    expect(candidateListBreach(schedule, '2026-11-30', false)).toBeNull();
    for (const day of ['2026-11-20', '2026-11-25', '2026-12-01', '2026-12-05'])
      expect(candidateListBreach(schedule, day, false)?.key).toBe('elections.candidateListWindow');
    expect(candidateListBreach(schedule, '2026-11-27', true)?.key).toBe('elections.candidatesPublished');
  });
});

describe('voteCountBreaches', () => {
  const posts = [
    { id: 1, seats: 1 },
    { id: 2, seats: 2 },
  ];
  const count = (cast: number, spoiled: number, votes: number[]) => ({
    voters: 10,
    ballots_cast: cast,
    ballots_spoiled: spoiled,
    posts,
    candidates: votes.map((v, i) => ({ id: i + 1, post_id: i < 2 ? 1 : 2, votes: v })),
  });

  it('holds a count that adds up, to the limit', () => {
    expect(voteCountBreaches(count(10, 2, [5, 3, 8, 8]))).toEqual([]);
  });

  it('names each breach on its field', () => {
    expect(voteCountBreaches(count(11, 0, [0, 0, 0, 0])).map((b) => [b.key, b.field])).toEqual([
      ['elections.ballotsOverVoters', 'ballots_cast'],
    ]);
    expect(voteCountBreaches(count(3, 4, [0, 0, 0, 0]))[0]).toMatchObject({
      key: 'elections.spoiledOverCast',
      field: 'ballots_spoiled',
    });
    expect(voteCountBreaches(count(10, 2, [9, 0, 0, 0])).map((b) => [b.key, b.field])).toEqual([
      ['elections.votesOverBallots', 'votes.1'],
      ['elections.postVotesOverBallots', 'posts.1'],
    ]);
    expect(voteCountBreaches(count(10, 2, [5, 4, 8, 8])).map((b) => b.field)).toEqual(['posts.1']);
    expect(voteCountBreaches(count(10, 2, [0, 0, 8, 9])).map((b) => b.field)).toEqual(['votes.4', 'posts.2']);
  });

  it('counts a candidate with no votes entered as none', () => {
    const c = count(1, 0, [1, 0, 0, 0]);
    expect(voteCountBreaches({ ...c, candidates: c.candidates.map((x) => ({ ...x, votes: null })) })).toEqual(
      [],
    );
  });
});
