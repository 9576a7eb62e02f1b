import { describe, expect, it } from 'vitest';
import { percentOfBp, ZYearEndSettingsForm } from '../src';

const form = (values: Partial<Record<string, string>>) =>
  ZYearEndSettingsForm.safeParse({
    first_month: '7',
    reserve: '15',
    development: '3',
    other_funds_max: '10',
    dividend_cap: '15',
    ...values,
  });

describe('the year-end settings form', () => {
  it('turns percentages typed in either script into basis points', () => {
    expect(form({ reserve: '১৭.৫', development: '2,25', dividend_cap: '১২.৫' })).toEqual({
      success: true,
      data: {
        first_month: 7,
        reserve_bp: 1750,
        development_bp: 225,
        other_funds_max_bp: 1000,
        dividend_cap_bp: 1250,
      },
    });
    expect(percentOfBp(1750)).toBe('17.5');
  });

  it('refuses a reserve under 15 %, more than two decimals, and shares above 100 % together', () => {
    const fieldOf = (values: Partial<Record<string, string>>) => {
      const result = form(values);
      return result.success ? null : result.error.issues[0]?.path[0];
    };
    expect(fieldOf({ reserve: '14.99' })).toBe('reserve');
    expect(fieldOf({ development: '3.125' })).toBe('development');
    expect(fieldOf({ development: '' })).toBe('development');
    expect(fieldOf({ reserve: '60', other_funds_max: '40' })).toBe('other_funds_max');
    expect(fieldOf({ first_month: '13' })).toBe('first_month');
    expect(fieldOf({ reserve: '60', other_funds_max: '37' })).toBeNull();
    // The dividend's cap: 0 to 100 %, two decimals at most, never left empty; not one of the three shares.
    expect(fieldOf({ dividend_cap: '' })).toBe('dividend_cap');
    expect(fieldOf({ dividend_cap: '100.01' })).toBe('dividend_cap');
    expect(fieldOf({ dividend_cap: '-1' })).toBe('dividend_cap');
    expect(fieldOf({ dividend_cap: '2.555' })).toBe('dividend_cap');
    expect(fieldOf({ dividend_cap: '0' })).toBeNull();
    expect(fieldOf({ reserve: '60', other_funds_max: '37', dividend_cap: '100' })).toBeNull();
  });
});
