import { describe, expect, it } from 'vitest';
import { todayInDhaka } from '../src/dhaka-time';
import { toBengaliDigits } from '../src/digits';
import {
  asLang,
  formatDate,
  formatMoment,
  formatMonthLabel,
  formatNumber,
  formatTaka,
  groupLakh,
  localizeDigits,
} from '../src/format';
import { monthInDhaka } from '../src/months';

describe('Bengali digits', () => {
  it('maps every ASCII digit and keeps other characters', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toBengaliDigits('Member 1042, 01712-345678')).toBe('Member ১০৪২, ০১৭১২-৩৪৫৬৭৮');
  });

  it('localizes only in Bengali', () => {
    expect(localizeDigits(2025, 'en')).toBe('2025');
    expect(localizeDigits(2025, 'bn')).toBe('২০২৫');
  });

  it('reads i18next language codes', () => {
    expect(asLang('bn')).toBe('bn');
    expect(asLang('bn-BD')).toBe('bn');
    expect(asLang('en-US')).toBe('en');
    expect(asLang(undefined)).toBe('en');
  });
});

describe('lakh grouping', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['12345678', '1,23,45,678'],
    ['100000000', '10,00,00,000'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupLakh(digits)).toBe(grouped);
  });

  it('agrees with the bn-BD locale of Intl where the runtime has it', () => {
    const intl = new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [0, 7.5, 1234.56, 100000, 12345678.9, 987654321.01]) {
      expect(formatNumber(n, 'bn', 2)).toBe(intl.format(n));
    }
  });
});

describe('formatNumber', () => {
  it('rounds on integers, not binary fractions', () => {
    expect(formatNumber(1.005, 'en', 2)).toBe('1.01');
    expect(formatNumber(2.675, 'en', 2)).toBe('2.68');
    expect(formatNumber(0.1 + 0.2, 'en', 2)).toBe('0.30');
  });

  it('keeps the sign, never shows -0 and survives bad input', () => {
    expect(formatNumber(-1234567, 'en')).toBe('-12,34,567');
    expect(formatNumber(-0.001, 'en', 2)).toBe('0.00');
    expect(formatNumber(Number.NaN, 'bn')).toBe('০');
  });
});

describe('formatTaka', () => {
  it('shows ৳ and two decimals in English', () => {
    expect(formatTaka(1500000, 'en')).toBe('৳15,00,000.00');
    expect(formatTaka(99.5, 'en')).toBe('৳99.50');
    expect(formatTaka(0, 'en')).toBe('৳0.00');
  });

  it('shows Bengali digits with lakh grouping in Bengali', () => {
    expect(formatTaka(12345678.5, 'bn')).toBe('৳১,২৩,৪৫,৬৭৮.৫০');
    expect(formatTaka(100000, 'bn')).toBe('৳১,০০,০০০.০০');
  });

  it('puts the minus before the sign', () => {
    expect(formatTaka(-250, 'en')).toBe('-৳250.00');
  });
});

describe('formatDate', () => {
  it('writes calendar dates in each language without a time-zone shift', () => {
    expect(formatDate('2025-03-04', 'en')).toBe('4 March 2025');
    expect(formatDate('2025-12-31', 'bn')).toBe('৩১ ডিসেম্বর ২০২৫');
    expect(formatDate('2024-01-01', 'en')).toBe('1 January 2024');
  });

  it('passes other text through', () => {
    expect(formatDate('yesterday', 'en')).toBe('yesterday');
  });
});

describe('moments and month labels', () => {
  it('shows a moment as the date and time in Dhaka (UTC+6)', () => {
    expect(formatMoment('2025-03-04T08:05:00Z', 'en')).toBe('4 March 2025, 14:05');
    expect(formatMoment('2025-12-31T20:30:00.000Z', 'bn')).toBe('১ জানুয়ারি ২০২৬, ০২:৩০');
    expect(formatMoment('not a time', 'en')).toBe('not a time');
  });

  it('keeps the API month label in English and names the month in Bengali', () => {
    expect(formatMonthLabel('January-2025', 'en')).toBe('January-2025');
    expect(formatMonthLabel('January-2025', 'bn')).toBe('জানুয়ারি-২০২৫');
    expect(formatMonthLabel('Smarch-2025', 'bn')).toBe('Smarch-2025');
  });
});

describe("Dhaka's today and month", () => {
  it('turns at midnight in Dhaka (18:00 UTC), whatever the device zone', () => {
    expect(todayInDhaka(Date.parse('2025-03-04T17:59:00Z'))).toBe('2025-03-04');
    expect(todayInDhaka(Date.parse('2025-03-04T18:00:00Z'))).toBe('2025-03-05');
    expect(todayInDhaka(Date.parse('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(monthInDhaka(Date.parse('2024-12-31T20:00:00Z'))).toEqual({ year: 2025, month: 1 });
  });
});
