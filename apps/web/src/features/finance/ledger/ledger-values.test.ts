import { todayInDhaka } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { currentMonthLabel, splitReceipts } from './ledger-values';

describe("the ledger screen's dates and receipts", () => {
  it("takes today and the current month in Dhaka (UTC+6), whatever the browser's zone", () => {
    // 18:30 UTC on 31 December is already 1 January in Dhaka.
    const evening = Date.UTC(2025, 11, 31, 18, 30);
    expect(todayInDhaka(evening)).toBe('2026-01-01');
    expect(currentMonthLabel(evening)).toBe('January-2026');
    const before = Date.UTC(2025, 11, 31, 17, 59);
    expect(todayInDhaka(before)).toBe('2025-12-31');
    expect(currentMonthLabel(before)).toBe('December-2025');
  });

  it('reads the receipt string as its addresses, none for an empty string', () => {
    expect(splitReceipts('')).toEqual([]);
    expect(splitReceipts(' /uploads/a.jpg , ,/uploads/b.jpg')).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
  });
});
