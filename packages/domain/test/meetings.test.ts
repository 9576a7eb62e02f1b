import { describe, expect, it } from 'vitest';
import {
  agmLastDay,
  agmLateLimit,
  formatRegisterNo,
  nextRegisterNumbers,
  parseRegisterNo,
  quorumRequired,
  quorumState,
} from '../src/meetings';

describe('quorum', () => {
  it('takes a percent of the entitled members, rounded up to whole members', () => {
    expect(quorumRequired({ kind: 'percent', value: 34 }, 100)).toBe(34);
    expect(quorumRequired({ kind: 'percent', value: 34 }, 10)).toBe(4);
    expect(quorumRequired({ kind: 'percent', value: 51 }, 7)).toBe(4);
  });

  it('takes a fixed number, but never more than are entitled nor fewer than one', () => {
    expect(quorumRequired({ kind: 'count', value: 20 }, 100)).toBe(20);
    expect(quorumRequired({ kind: 'count', value: 20 }, 5)).toBe(5);
    expect(quorumRequired({ kind: 'percent', value: 10 }, 0)).toBe(1);
  });

  it('is met from the required number on', () => {
    expect(quorumState({ kind: 'count', value: 3 }, 9, 2)).toEqual({
      entitled: 9,
      present: 2,
      required: 3,
      met: false,
    });
    expect(quorumState({ kind: 'count', value: 3 }, 9, 3).met).toBe(true);
  });
});

describe('the annual general meeting after the audit', () => {
  it('allows 60 days after the audit was completed', () => {
    expect(agmLastDay('2026-09-30')).toBe('2026-11-29');
    expect(agmLastDay('2026-12-15')).toBe('2027-02-13');
  });

  it('warns with the limit only for an annual general meeting scheduled later', () => {
    expect(agmLateLimit('annual_general', '2026-11-29', '2026-09-30')).toBeNull();
    expect(agmLateLimit('annual_general', '2026-11-30', '2026-09-30')).toBe('2026-11-29');
    expect(agmLateLimit('special_general', '2027-05-01', '2026-09-30')).toBeNull();
    expect(agmLateLimit('annual_general', '2027-05-01', null)).toBeNull();
  });
});

describe('register numbers', () => {
  it('continue the year of the meeting', () => {
    expect(nextRegisterNumbers('2026-12-28', 5, 2)).toEqual([
      { year: 2026, seq: 6 },
      { year: 2026, seq: 7 },
    ]);
    expect(nextRegisterNumbers('2027-01-03', 0, 1)).toEqual([{ year: 2027, seq: 1 }]);
  });

  it('read and write as year/sequence, in either digits', () => {
    expect(formatRegisterNo({ year: 2026, seq: 7 })).toBe('2026/7');
    expect(parseRegisterNo('২০২৬/৭')).toEqual({ year: 2026, seq: 7 });
    expect(parseRegisterNo(' 2026 / 12 ')).toEqual({ year: 2026, seq: 12 });
    expect(parseRegisterNo('2026/0')).toBeNull();
    expect(parseRegisterNo('26/1')).toBeNull();
  });
});
