import { type MonthlyContributionRow, monthInDhaka, todayInDhaka } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenMonth,
  contributionsCsvRows,
  monthChoices,
  owedMonthsText,
  withLinkedMonth,
} from './monthly-values';

// 2025-01-31 20:30 UTC is already 1 February 02:30 in Dhaka.
const LATE_JANUARY_UTC = Date.UTC(2025, 0, 31, 20, 30);

describe('Dhaka dates and the month selector', () => {
  it("takes the day and the month from Dhaka's clock, not the browser's zone", () => {
    expect(todayInDhaka(LATE_JANUARY_UTC)).toBe('2025-02-01');
    expect(monthInDhaka(LATE_JANUARY_UTC)).toEqual({ year: 2025, month: 2 });
    expect(todayInDhaka(Date.UTC(2025, 0, 31, 17, 59))).toBe('2025-01-31');
  });

  it('offers the 8 months before the current one, the current one and the 3 after, across years', () => {
    expect(monthChoices(LATE_JANUARY_UTC)).toEqual([
      'June-2024',
      'July-2024',
      'August-2024',
      'September-2024',
      'October-2024',
      'November-2024',
      'December-2024',
      'January-2025',
      'February-2025',
      'March-2025',
      'April-2025',
      'May-2025',
    ]);
  });

  it('shows the month of the address when offered, else the current month', () => {
    const choices = monthChoices(LATE_JANUARY_UTC);
    expect(chosenMonth('April-2025', choices, LATE_JANUARY_UTC)).toBe('April-2025');
    expect(chosenMonth('april-2025', choices, LATE_JANUARY_UTC)).toBe('April-2025');
    expect(chosenMonth('June-2025', choices, LATE_JANUARY_UTC)).toBe('February-2025');
    expect(chosenMonth('nonsense', choices, LATE_JANUARY_UTC)).toBe('February-2025');
    expect(chosenMonth(null, choices, LATE_JANUARY_UTC)).toBe('February-2025');
  });
});

const row = (member_no: string, name: string, phone: string, payable: number, payment: number) =>
  ({
    id: Number(member_no),
    member_no,
    name,
    phone,
    month: 'March-2025',
    payable,
    payment,
    due: Math.max(payable - payment, 0),
  }) satisfies MonthlyContributionRow;

describe('the contributions table', () => {
  const rows = [
    row('1001', 'Abdul  Karim', '01711000001', 500, 500),
    row('1002', 'Rahima Begum', '01812345678', 500, 0),
    row('1103', 'Karim Uddin', '01911 222333', 500, 250.5),
  ];

  it('writes the rows shown with plain two-decimal figures', () => {
    expect(contributionsCsvRows(rows.slice(1))).toEqual([
      ['1002', 'Rahima Begum', '01812345678', 'March-2025', '500.00', '0.00', '500.00'],
      ['1103', 'Karim Uddin', '01911 222333', 'March-2025', '500.00', '250.50', '249.50'],
    ]);
  });
});

describe('the months a member owes', () => {
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

describe('a month linked from the year-end statements', () => {
  const choices = ['March-2026', 'April-2026', 'May-2026'];
  it('is offered first when older than the choices, and shown', () => {
    const offered = withLinkedMonth(choices, 'june-2024');
    expect(offered).toEqual(['June-2024', ...choices]);
    expect(chosenMonth('june-2024', offered)).toBe('June-2024');
  });
  it('adds nothing for a month among or after the choices, or no month at all', () => {
    expect(withLinkedMonth(choices, 'April-2026')).toEqual(choices);
    expect(withLinkedMonth(choices, 'June-2030')).toEqual(choices);
    expect(withLinkedMonth(choices, 'Smarch-2024')).toEqual(choices);
    expect(withLinkedMonth(choices, null)).toEqual(choices);
  });
});
