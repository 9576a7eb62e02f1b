import { describe, expect, it } from 'vitest';
import { pageSummary } from './paging';

describe('pageSummary', () => {
  it('numbers the rows and pages of a 170-row list in pages of 25', () => {
    expect(pageSummary(0, 25, 170)).toEqual({ from: 1, to: 25, total: 170, page: 1, pages: 7 });
    expect(pageSummary(6, 25, 170)).toEqual({ from: 151, to: 170, total: 170, page: 7, pages: 7 });
  });

  it('calls an empty list page 1 of 1 with no rows', () => {
    expect(pageSummary(0, 25, 0)).toEqual({ from: 0, to: 0, total: 0, page: 1, pages: 1 });
  });

  it('pulls a page index beyond the end (the list shrank under a filter) back to the last page', () => {
    expect(pageSummary(9, 10, 23)).toEqual({ from: 21, to: 23, total: 23, page: 3, pages: 3 });
    expect(pageSummary(-1, 10, 23).page).toBe(1);
  });

  it('fits an exact multiple on full pages', () => {
    expect(pageSummary(1, 12, 24)).toEqual({ from: 13, to: 24, total: 24, page: 2, pages: 2 });
  });
});
