import { type ArrearsRow, type MonthlyContributionRow, monthInDhaka, todayInDhaka } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import {
  arrearsByBand,
  chosenMonth,
  contributionsCsvRows,
  filterContributions,
  monthChoices,
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

  it('filters by member no, name (any case, spacing ignored) or phone', () => {
    expect(filterContributions(rows, '').map((r) => r.member_no)).toEqual(['1001', '1002', '1103']);
    expect(filterContributions(rows, ' 100').map((r) => r.member_no)).toEqual(['1001', '1002']);
    expect(filterContributions(rows, 'karim').map((r) => r.member_no)).toEqual(['1001', '1103']);
    expect(filterContributions(rows, 'abdul karim').map((r) => r.member_no)).toEqual(['1001']);
    expect(filterContributions(rows, '01911-222').map((r) => r.member_no)).toEqual(['1103']);
    expect(filterContributions(rows, 'nobody')).toEqual([]);
  });

  it('writes the rows shown with plain two-decimal figures', () => {
    expect(contributionsCsvRows(rows.slice(1))).toEqual([
      ['1002', 'Rahima Begum', '01812345678', 'March-2025', '500.00', '0.00', '500.00'],
      ['1103', 'Karim Uddin', '01911 222333', 'March-2025', '500.00', '250.50', '249.50'],
    ]);
  });
});

describe('the arrears list', () => {
  const owing = (
    member_no: string,
    months_due: number,
    due: number,
    band: ArrearsRow['band'],
  ): ArrearsRow => ({
    member_no,
    name: `Member ${member_no}`,
    phone: '01711000000',
    months_due,
    due,
    band,
  });
  const rows = [
    owing('1', 1, 0.1, '1'),
    owing('2', 3, 0.2, '2-3'),
    owing('3', 2, 1000, '2-3'),
    owing('4', 7, 3500, '4+'),
  ];

  it('counts the members of each band and sums the dues of those shown exactly', () => {
    const all = arrearsByBand(rows, 'all');
    expect(all.counts).toEqual({ '1': 1, '2-3': 2, '4+': 1 });
    expect(all.shown).toHaveLength(4);
    expect(all.due).toBe(4500.3);
    const some = arrearsByBand(rows, '2-3');
    expect(some.shown.map((r) => r.member_no)).toEqual(['2', '3']);
    expect(some.due).toBe(1000.2);
    expect(arrearsByBand(rows, '1').due).toBe(0.1);
  });

  it('has nothing to show when nobody owes', () => {
    expect(arrearsByBand([], 'all')).toEqual({ counts: { '1': 0, '2-3': 0, '4+': 0 }, shown: [], due: 0 });
  });
});
