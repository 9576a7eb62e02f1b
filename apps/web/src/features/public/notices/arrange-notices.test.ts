import { describe, expect, it } from 'vitest';
import { arrangeNotices, newestFirst, swapWithMain } from './arrange-notices';

const notice = (id: number, date: string) => ({ id, date });
const seven = [
  notice(1, '2025-01-10'),
  notice(2, '2025-03-02'),
  notice(3, '2024-12-31'),
  notice(4, '2025-02-14'),
  notice(5, '2025-03-02'),
  notice(6, '2024-06-01'),
  notice(7, '2025-01-01'),
  notice(8, '2023-01-01'),
];

describe('newestFirst', () => {
  it('orders by date, newest first, later id first on the same day, and keeps seven', () => {
    expect(newestFirst(seven).map((n) => n.id)).toEqual([5, 2, 4, 1, 7, 3, 6]);
  });
});

describe('arrangeNotices', () => {
  it('puts one main notice, two thumbnails and up to four older items', () => {
    const board = arrangeNotices(newestFirst(seven));
    expect(board.main?.id).toBe(5);
    expect(board.thumbnails.map((n) => n.id)).toEqual([2, 4]);
    expect(board.older.map((n) => n.id)).toEqual([1, 7, 3, 6]);
  });

  it('copes with few notices and with none', () => {
    expect(arrangeNotices([notice(1, '2025-01-01'), notice(2, '2024-01-01')])).toEqual({
      main: notice(1, '2025-01-01'),
      thumbnails: [notice(2, '2024-01-01')],
      older: [],
    });
    expect(arrangeNotices([])).toEqual({ main: null, thumbnails: [], older: [] });
  });
});

describe('swapWithMain', () => {
  const ids = [10, 20, 30, 40, 50];

  it('swaps a thumbnail with the main item', () => {
    expect(swapWithMain(ids, 2)).toEqual([30, 20, 10, 40, 50]);
  });

  it('swaps an older item with the main item, and back again', () => {
    const once = swapWithMain(ids, 4);
    expect(once).toEqual([50, 20, 30, 40, 10]);
    expect(swapWithMain(once, 4)).toEqual(ids);
  });

  it('leaves the order alone for the main item itself or an index out of range', () => {
    expect(swapWithMain(ids, 0)).toEqual(ids);
    expect(swapWithMain(ids, 9)).toEqual(ids);
    expect(swapWithMain(ids, -1)).toEqual(ids);
  });
});
