import { describe, expect, it } from 'vitest';
import { isInGoodStanding, monthsBehind } from '../src';

// 15 March 2027, noon in Dhaka: March has started, April has not.
const now = Date.UTC(2027, 2, 15, 6);

describe('good standing', () => {
  it('is held by an active member up to 2 months behind', () => {
    expect(isInGoodStanding({ status: 'active', monthsBehind: 0 })).toBe(true);
    expect(isInGoodStanding({ status: 'active', monthsBehind: 2 })).toBe(true);
  });

  it('is lost at 3 months behind, and by a deceased member whatever their dues', () => {
    expect(isInGoodStanding({ status: 'active', monthsBehind: 3 })).toBe(false);
    expect(isInGoodStanding({ status: 'deceased', monthsBehind: 0 })).toBe(false);
  });

  it('counts started months with something due, never paid or upcoming ones', () => {
    const dues = [
      { month: '2027-01-01', due_poisha: 50_000 },
      { month: '2027-02-01', due_poisha: 0 },
      { month: '2027-03-01', due_poisha: 1 },
      { month: '2027-04-01', due_poisha: 50_000 },
      { month: '2027-05-01', due_poisha: 50_000 },
    ];
    expect(monthsBehind(dues, now)).toBe(2);
    expect(isInGoodStanding({ status: 'active', monthsBehind: monthsBehind(dues, now) })).toBe(true);
  });

  it('takes the month as Dhaka has it: on 31 March 18:00 UTC April has started', () => {
    const dues = [
      { month: '2027-02-01', due_poisha: 100 },
      { month: '2027-03-01', due_poisha: 100 },
      { month: '2027-04-01', due_poisha: 100 },
    ];
    expect(monthsBehind(dues, Date.UTC(2027, 2, 31, 17, 59))).toBe(2);
    expect(monthsBehind(dues, Date.UTC(2027, 2, 31, 18, 0))).toBe(3);
  });
});
