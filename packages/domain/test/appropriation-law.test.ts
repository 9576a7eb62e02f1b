import { describe, expect, it } from 'vitest';
import { appropriate, lawShareRefusal } from '../src/year-end/appropriation';
import { auditDateRefusal, yearState } from '../src/year-end/year-life';

const limits = { bylawOtherMaxBp: 1000, dividendCapBp: 2000 };
const lawful = { reserveBp: 1500, developmentBp: 300, otherBp: 1000, dividendBp: 2000 };

describe("the law's shares of a surplus (Act 2001 s.34)", () => {
  it('takes the lawful rates and refuses each limit broken by one basis point', () => {
    expect(lawShareRefusal(lawful, limits)).toBeNull();
    expect(lawShareRefusal({ ...lawful, reserveBp: 1499 }, limits)).toBe('yearEnd.s34.reserveMin');
    expect(lawShareRefusal({ ...lawful, developmentBp: 299 }, limits)).toBe('yearEnd.s34.developmentExact');
    expect(lawShareRefusal({ ...lawful, developmentBp: 301 }, limits)).toBe('yearEnd.s34.developmentExact');
    expect(lawShareRefusal({ ...lawful, otherBp: 1001 }, limits)).toBe('yearEnd.s34.otherMax');
    // The bylaws may allow less than the law, never more.
    expect(lawShareRefusal({ ...lawful, otherBp: 600 }, { ...limits, bylawOtherMaxBp: 500 })).toBe(
      'yearEnd.s34.otherMax',
    );
    expect(lawShareRefusal({ ...lawful, otherBp: 1000 }, { ...limits, bylawOtherMaxBp: 8500 })).toBeNull();
    expect(lawShareRefusal({ ...lawful, dividendBp: 2001 }, limits)).toBe('yearEnd.s34.dividendCap');
    expect(
      lawShareRefusal({ ...lawful, reserveBp: 9000, dividendBp: 2000 }, { ...limits, dividendCapBp: 10_000 }),
    ).toBe('yearEnd.s34.over100');
  });

  it('shares a surplus to the poisha: funds rounded up, the dividend down, the rest carried', () => {
    const shares = appropriate(100_001, lawful);
    expect(shares).toEqual({
      surplus: 100_001,
      reserve: 15_001,
      development: 3_001,
      other: 10_001,
      dividend: 20_000,
      carried: 51_998,
    });
    expect(shares.reserve + shares.development + shares.other + shares.dividend + shares.carried).toBe(
      100_001,
    );
  });
});

describe("a year's life", () => {
  it('reads the state from the closing row', () => {
    expect(yearState(null)).toBe('open');
    expect(yearState({ audited_at: null, adopted_at: null })).toBe('closed');
    expect(yearState({ audited_at: new Date(), adopted_at: null })).toBe('audited');
    expect(yearState({ audited_at: new Date(), adopted_at: new Date() })).toBe('adopted');
  });

  it('takes an audit date from the closing day to today, no other', () => {
    expect(auditDateRefusal('2026-08-01', '2026-08-01', '2026-08-01')).toBeNull();
    expect(auditDateRefusal('2026-08-02', '2026-08-01', '2026-08-01')).toBe('yearEnd.auditFuture');
    expect(auditDateRefusal('2026-07-31', '2026-08-01', '2026-08-01')).toBe('yearEnd.auditBeforeClosing');
  });
});
