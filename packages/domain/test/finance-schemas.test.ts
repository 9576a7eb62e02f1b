import { describe, expect, it } from 'vitest';
import { ZDepositEntryInput, ZFinancialEntryInput, ZSetPayableInput, zMonthLabel, zTakaAmount } from '../src';

const entry = { type: 'Expense', date: '2026-11-23', source: 'Office rent', method: 'cash', amount: '1500' };

describe('zTakaAmount: taka in, poisha out', () => {
  it.each([
    [1500, 150_000],
    ['1500', 150_000],
    ['0.10', 10],
    [0.1, 10],
    ['12.5', 1250],
    [' 99.99 ', 9999],
    [1_000_000_000, 100_000_000_000],
  ])('%j is %i poisha', (input, poisha) => {
    expect(zTakaAmount.parse(input)).toBe(poisha);
  });

  it.each([
    'abc',
    '',
    0,
    '0',
    '0.00',
    -5,
    '-5',
    '1.234',
    1.234,
    '1e3',
    '1,000',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1_000_000_000.01,
    null,
    true,
  ])('refuses %j', (input) => {
    expect(zTakaAmount.safeParse(input).success).toBe(false);
  });

  it('three entries of 0.10 are exactly 30 poisha', () => {
    const sum = ['0.10', '0.10', '0.10'].map((v) => zTakaAmount.parse(v)).reduce((a, b) => a + b, 0);
    expect(sum).toBe(30);
  });

  it('a payable may be set to 0, but not below', () => {
    expect(ZSetPayableInput.parse({ member_no: '101', payable: 0, reason: 'waived' }).payable).toBe(0);
    expect(ZSetPayableInput.safeParse({ member_no: '101', payable: -1, reason: 'x' }).success).toBe(false);
    expect(ZSetPayableInput.safeParse({ member_no: '101', payable: 10, reason: ' ' }).success).toBe(false);
  });
});

describe('finance inputs', () => {
  it('a deposit names the member, a real date and a positive amount; actor fields are accepted and dropped', () => {
    const parsed = ZDepositEntryInput.parse({
      member_no: '101',
      source: 'Share',
      date: '2026-02-28',
      method: 'cash',
      amount: '500.5',
      added_by: 'Somebody else',
    });
    expect(parsed.amount).toBe(50_050);
    expect(ZDepositEntryInput.safeParse({ ...parsed, amount: '5', date: '2026-02-30' }).success).toBe(false);
    expect(ZDepositEntryInput.safeParse({ ...parsed, amount: '5', source: 'a\u0000b' }).success).toBe(false);
  });

  it('the receipt string becomes a list of uploaded image addresses, duplicates and blanks dropped', () => {
    const parsed = ZFinancialEntryInput.parse({
      ...entry,
      receipt: '/uploads/a.jpg, /uploads/b.jpg,,/uploads/a.jpg',
    });
    expect(parsed.receipt).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
    expect(ZFinancialEntryInput.parse(entry).receipt).toEqual([]);
    expect(ZFinancialEntryInput.safeParse({ ...entry, receipt: 'javascript:alert(1)' }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.jpg`).join(',');
    expect(ZFinancialEntryInput.safeParse({ ...entry, receipt: eleven }).success).toBe(false);
  });

  it('a ledger entry is Income or Expense', () => {
    expect(ZFinancialEntryInput.safeParse({ ...entry, type: 'Gift' }).success).toBe(false);
  });

  it('month labels are written like January-2025', () => {
    expect(zMonthLabel.safeParse('November-2026').success).toBe(true);
    expect(zMonthLabel.safeParse('Novembre-2026').success).toBe(false);
    expect(zMonthLabel.safeParse('2026-11').success).toBe(false);
  });
});
