import { describe, expect, it } from 'vitest';
import { hasMonthStarted, lastStartedMonthIso, monthInDhaka } from '../src/months';

describe('has the month started (Dhaka)', () => {
  const november15 = Date.parse('2026-11-15T09:00:00Z');

  it('a past and the current month have started; the next ones are upcoming', () => {
    expect(hasMonthStarted('October-2026', november15)).toBe(true);
    expect(hasMonthStarted('November-2026', november15)).toBe(true);
    expect(hasMonthStarted('December-2026', november15)).toBe(false);
    expect(hasMonthStarted('February-2027', november15)).toBe(false);
    expect(hasMonthStarted({ year: 2025, month: 12 }, november15)).toBe(true);
    expect(lastStartedMonthIso(november15)).toBe('2026-11-01');
  });

  it('the month turns at midnight in Dhaka, six hours before UTC', () => {
    // 2027-01-31T18:00Z is 1 February 00:00 in Dhaka.
    const justBefore = Date.parse('2027-01-31T17:59:59Z');
    const justAfter = Date.parse('2027-01-31T18:00:00Z');
    expect(hasMonthStarted('February-2027', justBefore)).toBe(false);
    expect(hasMonthStarted('February-2027', justAfter)).toBe(true);
    expect(monthInDhaka(justAfter)).toEqual({ year: 2027, month: 2 });
    expect(lastStartedMonthIso(justAfter)).toBe('2027-02-01');
  });

  it('years compare before months (December of one year before January of the next)', () => {
    const december = Date.parse('2026-12-10T00:00:00Z');
    expect(hasMonthStarted('January-2027', december)).toBe(false);
    expect(hasMonthStarted('December-2026', december)).toBe(true);
    expect(hasMonthStarted('January-2026', december)).toBe(true);
  });

  it('a text that is no month label is an error, not a guess', () => {
    expect(() => hasMonthStarted('2027-02', november15)).toThrow();
  });
});
