import { describe, expect, it } from 'vitest';
import { addToComparison, COMPARE_MAX_CARS, compareIdsOf, comparePath } from '../src/compare';

describe('a comparison of cars in the address', () => {
  it('writes the cars in the order they were marked, and reads them back', () => {
    expect(comparePath([12, 34, 56])).toBe('/compare?cars=12,34,56');
    expect(comparePath([])).toBe('/compare');
    expect(compareIdsOf('?cars=12,34,56')).toEqual([12, 34, 56]);
    expect(compareIdsOf(new URL('https://x.example/compare?cars=12%2C34').search)).toEqual([12, 34]);
  });

  it('reads Bengali digits, and leaves out what is no car id, a repeat and a car beyond the third', () => {
    expect(compareIdsOf('?cars=১২,৩৪')).toEqual([12, 34]);
    expect(compareIdsOf('?cars=0,-3,abc,12,12,1.5,34, 56 ,78')).toEqual([12, 34, 56]);
    expect(compareIdsOf('?cars=99999999999,7')).toEqual([7]);
    expect(compareIdsOf('?q=toyota')).toEqual([]);
    expect(compareIdsOf('')).toEqual([]);
  });
});

describe('marking a car to compare', () => {
  it('adds a car once, up to three', () => {
    expect(addToComparison([], 5)).toEqual({ ids: [5], result: 'added' });
    expect(addToComparison([5], 5)).toEqual({ ids: [5], result: 'already' });
    expect(addToComparison([5, 6], 7)).toEqual({ ids: [5, 6, 7], result: 'added' });
  });

  it('refuses a fourth car and keeps the three marked', () => {
    const three = [5, 6, 7];
    expect(three).toHaveLength(COMPARE_MAX_CARS);
    expect(addToComparison(three, 8)).toEqual({ ids: [5, 6, 7], result: 'full' });
  });
});
