import { describe, expect, it } from 'vitest';
import { CAROUSEL_COPIES, loopItems } from './loop-items';

describe('loopItems', () => {
  const benefits = ['collection', 'verified', 'complaint', 'news', 'service'];

  it('repeats the five benefits three times, in order', () => {
    const looped = loopItems(benefits, (b) => b);
    expect(CAROUSEL_COPIES).toBe(3);
    expect(looped).toHaveLength(15);
    expect(looped.map((l) => l.item)).toEqual([...benefits, ...benefits, ...benefits]);
    expect(looped.map((l) => l.copy)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
  });

  it('gives every entry a unique key', () => {
    const keys = loopItems(benefits, (b) => b).map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('handles other counts and an empty list', () => {
    expect(loopItems(['a'], (x) => x, 2).map((l) => l.key)).toEqual(['0-a', '1-a']);
    expect(loopItems([], (x: string) => x)).toEqual([]);
  });
});
