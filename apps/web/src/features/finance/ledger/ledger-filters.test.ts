import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters } from './ledger-filters';

describe('the ledger filters in the address', () => {
  it('reads the type, the dates and the source a year-end figure links with', () => {
    const params = new URLSearchParams('type=Expense&source=Tea&from=2025-07-01&to=2026-06-30');
    const filters = filtersFromSearch(params);
    expect(filters).toEqual({ type: 'Expense', source: 'Tea', from: '2025-07-01', to: '2026-06-30' });
    expect(searchOfFilters(filters)).toEqual({
      type: 'Expense',
      from: '2025-07-01',
      to: '2026-06-30',
      source: 'Tea',
    });
  });

  it('leaves out what the list would refuse, keeping the rest', () => {
    const params = new URLSearchParams(
      `type=Bribe&from=2025-02-30&to=2026-06-30&source=${'x'.repeat(201)}&limit=9999`,
    );
    expect(filtersFromSearch(params)).toEqual({ to: '2026-06-30' });
    expect(filtersFromSearch(new URLSearchParams('source=%20%20'))).toEqual({});
  });
});
