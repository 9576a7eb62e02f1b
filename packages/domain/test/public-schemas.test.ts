import { describe, expect, it } from 'vitest';
import {
  compareCommitteeTerms,
  normaliseBdMobile,
  STOCK_PRICE_DEFAULT,
  STOCK_YEAR_DEFAULT,
  ZPublicComplaintInput,
  ZStockSearchInput,
} from '../src';

describe('normaliseBdMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801312345678', '01312345678'],
    ['+880 1912-345 678', '01912345678'],
    ['(017) 1234-5678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
  ])('reads %s as %s', (input, national) => {
    expect(normaliseBdMobile(input)).toBe(national);
  });

  it.each([
    '',
    '0171234567',
    '017123456789',
    '01212345678',
    '01012345678',
    '+441712345678',
    '029123456',
    'abc',
  ])('refuses %s', (input) => {
    expect(normaliseBdMobile(input)).toBeNull();
  });
});

describe('compareCommitteeTerms', () => {
  it('orders the known terms historically, then numbers, then other labels, then a missing term', () => {
    const terms = [null, 'Interim', '3', '10', 'adok', '2', '4', '1', ''];
    expect([...terms].sort(compareCommitteeTerms)).toEqual([
      '1',
      'adok',
      '2',
      '3',
      '4',
      '10',
      'Interim',
      null,
      '',
    ]);
  });
});

describe('ZStockSearchInput', () => {
  it('fills the default filters for missing or empty ones', () => {
    const expected = {
      price_min: STOCK_PRICE_DEFAULT.min,
      price_max: STOCK_PRICE_DEFAULT.max,
      year_min: STOCK_YEAR_DEFAULT.min,
      year_max: STOCK_YEAR_DEFAULT.max,
      limit: 12,
      offset: 0,
    };
    expect(ZStockSearchInput.parse({})).toEqual(expected);
    expect(ZStockSearchInput.parse({ price_min: '', price_max: '', year_min: '', year_max: '' })).toEqual(
      expected,
    );
  });

  it('takes numbers (the REST facade reads query text first) and refuses crossed ranges on the field', () => {
    expect(ZStockSearchInput.parse({ price_min: 200_000, year_max: 2010, year_min: '' })).toMatchObject({
      price_min: 200_000,
      year_max: 2010,
      year_min: 2000,
    });
    // Text is the address's, not the schema's: a JSON "200000" is refused rather than read.
    expect(ZStockSearchInput.safeParse({ price_min: '200000' }).success).toBe(false);
    const crossed = ZStockSearchInput.safeParse({ year_min: 2020, year_max: 2019 });
    expect(crossed.error?.issues).toEqual([
      expect.objectContaining({ path: ['year_min'], message: 'year_min must not be after year_max' }),
    ]);
    const bad = ZStockSearchInput.safeParse({ price_max: 'lots' });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['price_max'],
      message: 'Must be a whole number from 0 to 1000000000',
    });
  });
});

describe('ZPublicComplaintInput', () => {
  it('trims, normalises the phone and stores blank optional fields as null', () => {
    expect(
      ZPublicComplaintInput.parse({
        name: ' A ',
        phone: '+880 1712345678',
        member_no: ' ',
        business: '',
        issue: ' x ',
      }),
    ).toEqual({ name: 'A', phone: '01712345678', member_no: null, business: null, issue: 'x' });
  });

  it('names each missing required field', () => {
    const result = ZPublicComplaintInput.safeParse({});
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Enter your name'],
      ['phone', 'Enter your phone number'],
      ['issue', 'Describe your issue'],
    ]);
  });
});
