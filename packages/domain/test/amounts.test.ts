import { describe, expect, it } from 'vitest';
import { readTaka, takaInWords } from '../src/amounts';

describe('readTaka: amounts as people type them', () => {
  it.each([
    ['1350000', 1_350_000],
    ['13,50,000', 1_350_000],
    ['১৩,৫০,০০০', 1_350_000],
    ['1,350,000', 1_350_000],
    ['১৫ লাখ', 1_500_000],
    ['15 lakh', 1_500_000],
    ['15lakh', 1_500_000],
    ['15 Lac', 1_500_000],
    ['1.5 crore', 15_000_000],
    ['১.৫ কোটি', 15_000_000],
    ['১ কোটি ২০ লাখ', 12_000_000],
    ['১৩ লাখ ৫০ হাজার', 1_350_000],
    ['৳ ১২,৫০,০০০', 1_250_000],
    ['Tk 500', 500],
    ['৫০০ টাকা', 500],
    ['12.345', 12.35],
    ['0', 0],
  ])('reads %j as %d', (typed, taka) => {
    expect(readTaka(typed)).toBe(taka);
  });

  it.each([
    '',
    '   ',
    'abc',
    '15 lakhs please',
    '১৫ মিলিয়ন',
    '1 crore 20',
    '-5',
    '12..5',
    '15 lakh abc',
  ])('cannot read %j (the box says so, never 0)', (typed) => {
    expect(readTaka(typed)).toBeNull();
  });
});

describe('takaInWords: the echo beside a price box', () => {
  it('says a price in crore, lakh and thousand, in each language', () => {
    expect(takaInWords(1_350_000, 'bn')).toBe('১৩ লাখ ৫০ হাজার টাকা');
    expect(takaInWords(1_350_000, 'en')).toBe('13 lakh 50 thousand taka');
    expect(takaInWords(13_500_000, 'en')).toBe('1 crore 35 lakh taka');
    expect(takaInWords(12_345_678, 'en')).toBe('1 crore 23 lakh 45 thousand 678 taka');
    expect(takaInWords(500, 'bn')).toBe('৫০০ টাকা');
    expect(takaInWords(0, 'en')).toBe('0 taka');
    expect(takaInWords(1_250_000_000, 'en')).toBe('125 crore taka');
  });
});
