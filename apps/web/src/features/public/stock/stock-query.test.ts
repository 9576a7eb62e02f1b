import { describe, expect, it } from 'vitest';
import { DEFAULT_STOCK_FORM, readFilterNumber, stockPageInput, toStockQuery } from './stock-query';

describe('stock filter defaults', () => {
  it('opens with price 100000 to 100000000 and model year 2000 to 2025, no band, no sort', () => {
    expect(toStockQuery(DEFAULT_STOCK_FORM)).toEqual({
      query: { price_min: 100_000, price_max: 100_000_000, year_min: 2000, year_max: 2025 },
      invalid: { price: false, year: false },
    });
  });

  it('falls back to the default for every emptied box', () => {
    const { query } = toStockQuery({
      ...DEFAULT_STOCK_FORM,
      priceMin: '',
      priceMax: ' ',
      yearMin: '',
      yearMax: '',
    });
    expect(query).toMatchObject({
      price_min: 100_000,
      price_max: 100_000_000,
      year_min: 2000,
      year_max: 2025,
    });
  });

  it('uses what the visitor typed otherwise', () => {
    const { query } = toStockQuery({ ...DEFAULT_STOCK_FORM, priceMin: '500000', yearMax: '2019' });
    expect(query).toMatchObject({
      price_min: 500_000,
      price_max: 100_000_000,
      year_min: 2000,
      year_max: 2019,
    });
  });
});

describe('readFilterNumber', () => {
  const bounds = { min: 0, max: 1_000_000_000 };

  it('reads Bengali digits and ignores grouping commas and spaces', () => {
    expect(readFilterNumber('১৫,০০,০০০', 1, bounds)).toBe(1_500_000);
    expect(readFilterNumber(' 12 00 000 ', 1, bounds)).toBe(1_200_000);
  });

  it('falls back for text that is not a whole number', () => {
    expect(readFilterNumber('abc', 7, bounds)).toBe(7);
    expect(readFilterNumber('12.5', 7, bounds)).toBe(7);
    expect(readFilterNumber('-5', 7, bounds)).toBe(7);
  });

  it('keeps values inside what the server accepts', () => {
    expect(readFilterNumber('99999999999', 7, bounds)).toBe(1_000_000_000);
    expect(readFilterNumber('1800', 2000, { min: 1950, max: 2100 })).toBe(1950);
  });
});

describe('toStockQuery', () => {
  it('passes the search (trimmed), band and sort, and leaves them out when unset', () => {
    const { query } = toStockQuery({
      ...DEFAULT_STOCK_FORM,
      search: '  Toyota  ',
      ccBand: '1501to2000',
      sort: 'priceDesc',
    });
    expect(query).toMatchObject({ search: 'Toyota', cc_band: '1501to2000', sort: 'priceDesc' });
    expect(toStockQuery({ ...DEFAULT_STOCK_FORM, search: '   ' }).query).not.toHaveProperty('search');
  });

  it('flags an upside-down range', () => {
    expect(toStockQuery({ ...DEFAULT_STOCK_FORM, priceMin: '900000', priceMax: '100000' }).invalid).toEqual({
      price: true,
      year: false,
    });
    expect(toStockQuery({ ...DEFAULT_STOCK_FORM, yearMin: '2024', yearMax: '2010' }).invalid.year).toBe(true);
  });
});

describe('the first page matches what index.html preloads', () => {
  it('asks for exactly STOCK_FIRST_PAGE_INPUT, key for key and in the same order', async () => {
    const { STOCK_FIRST_PAGE_INPUT, trpcQueryUrl } = await import('@samity/domain');
    const first = stockPageInput(toStockQuery(DEFAULT_STOCK_FORM).query, 0);
    expect(trpcQueryUrl('public.stocks.search', first)).toBe(
      trpcQueryUrl('public.stocks.search', STOCK_FIRST_PAGE_INPUT),
    );
  });

  it('pages by the server page size', async () => {
    const { STOCK_PAGE_SIZE: serverPageSize } = await import('@samity/domain');
    expect(serverPageSize).toBe(12);
    expect(stockPageInput(toStockQuery(DEFAULT_STOCK_FORM).query, 24)).toMatchObject({
      limit: serverPageSize,
      offset: 24,
    });
  });
});
