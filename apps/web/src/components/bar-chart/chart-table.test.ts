import { describe, expect, it } from 'vitest';
import { chartTableRows, withoutZeroDecimals } from './chart-table';

describe('chartTableRows', () => {
  const format = (n: number) => `৳${n.toFixed(2)}`;

  it('gives one row per label with each series formatted in order', () => {
    expect(
      chartTableRows(
        ['January-2025', 'February-2025'],
        [
          { label: 'Collectable', values: [1000, 1500.5], color: '#000' },
          { label: 'Collected', values: [800, 0], color: '#111' },
        ],
        format,
      ),
    ).toEqual([
      { label: 'January-2025', cells: ['৳1000.00', '৳800.00'] },
      { label: 'February-2025', cells: ['৳1500.50', '৳0.00'] },
    ]);
  });

  it('leaves a missing value empty instead of showing it as 0', () => {
    expect(
      chartTableRows(['a', 'b'], [{ label: 'S', values: [5], color: '#000' }], format).map((r) => r.cells),
    ).toEqual([['৳5.00'], ['']]);
  });

  it('has no rows without labels', () => {
    expect(chartTableRows([], [{ label: 'S', values: [1], color: '#000' }], format)).toEqual([]);
  });
});

describe('withoutZeroDecimals', () => {
  it('drops zero decimals of an axis step in either script and keeps real ones', () => {
    expect(withoutZeroDecimals('৳20,000.00')).toBe('৳20,000');
    expect(withoutZeroDecimals('৳২০,০০০.০০')).toBe('৳২০,০০০');
    expect(withoutZeroDecimals('৳2.50')).toBe('৳2.50');
    expect(withoutZeroDecimals('৳0.00')).toBe('৳0');
    expect(withoutZeroDecimals('৳100')).toBe('৳100');
  });
});
