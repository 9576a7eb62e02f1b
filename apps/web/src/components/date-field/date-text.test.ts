import { describe, expect, it } from 'vitest';
import { dayMonthYearToIso, isoToDayMonthYear, maskDayMonthYear } from './date-text';

describe('date fields as day/month/year', () => {
  it('shows an ISO date as dd/mm/yyyy in the language’s digits', () => {
    expect(isoToDayMonthYear('2026-11-26', 'en')).toBe('26/11/2026');
    expect(isoToDayMonthYear('2026-11-26', 'bn')).toBe('২৬/১১/২০২৬');
    expect(isoToDayMonthYear('', 'en')).toBe('');
    expect(isoToDayMonthYear(null, 'bn')).toBe('');
  });

  it('masks typing to dd/mm/yyyy, Bengali digits included', () => {
    expect(maskDayMonthYear('2', 'en')).toBe('2');
    expect(maskDayMonthYear('2611', 'en')).toBe('26/11');
    expect(maskDayMonthYear('26/', 'en')).toBe('26/');
    expect(maskDayMonthYear('26112026999', 'en')).toBe('26/11/2026');
    expect(maskDayMonthYear('২৬১১২০২৬', 'bn')).toBe('২৬/১১/২০২৬');
    expect(maskDayMonthYear('26-11-2026', 'bn')).toBe('২৬/১১/২০২৬');
  });

  it('reads a complete, real date back as ISO, and nothing else', () => {
    expect(dayMonthYearToIso('26/11/2026')).toBe('2026-11-26');
    expect(dayMonthYearToIso('২৬/১১/২০২৬')).toBe('2026-11-26');
    expect(dayMonthYearToIso('29/02/2024')).toBe('2024-02-29');
    expect(dayMonthYearToIso('29/02/2026')).toBeNull();
    expect(dayMonthYearToIso('31/04/2026')).toBeNull();
    expect(dayMonthYearToIso('26/11')).toBeNull();
    expect(dayMonthYearToIso('11/26/2026')).toBeNull();
  });
});
