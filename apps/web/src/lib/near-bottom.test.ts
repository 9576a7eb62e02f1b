import { describe, expect, it } from 'vitest';
import { isNearBottom } from './near-bottom';

describe('isNearBottom', () => {
  const page = { viewportHeight: 800, documentHeight: 3000 };

  it('triggers within 100 px of the page bottom', () => {
    expect(isNearBottom({ ...page, scrollY: 2100 })).toBe(true); // exactly 100 px left
    expect(isNearBottom({ ...page, scrollY: 2200 })).toBe(true); // at the bottom
    expect(isNearBottom({ ...page, scrollY: 2099 })).toBe(false); // 101 px left
    expect(isNearBottom({ ...page, scrollY: 0 })).toBe(false);
  });

  it('triggers at once when the page is shorter than the screen', () => {
    expect(isNearBottom({ scrollY: 0, viewportHeight: 1200, documentHeight: 900 })).toBe(true);
  });

  it('takes another distance when asked', () => {
    expect(isNearBottom({ ...page, scrollY: 1700 }, 500)).toBe(true);
    expect(isNearBottom({ ...page, scrollY: 1699 }, 500)).toBe(false);
  });
});
