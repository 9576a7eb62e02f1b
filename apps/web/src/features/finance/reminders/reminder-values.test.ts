import { describe, expect, it } from 'vitest';
import { owedMonthsText } from './reminder-values';

describe('owedMonthsText', () => {
  const same = (label: string) => label;
  it('writes one or two months out and a longer run as its first and last month', () => {
    expect(owedMonthsText([], same)).toBe('');
    expect(owedMonthsText(['2026-09'], same)).toBe('September-2026');
    expect(owedMonthsText(['2026-09', '2026-10'], same)).toBe('September-2026, October-2026');
    expect(owedMonthsText(['2025-12', '2026-01', '2026-02'], same)).toBe('December-2025 – February-2026');
  });

  it('writes each month in the page language', () => {
    expect(owedMonthsText(['2026-01'], (label) => label.toUpperCase())).toBe('JANUARY-2026');
  });
});
