import { describe, expect, it } from 'vitest';
import {
  addressOfQuery,
  DEFAULT_STOCK_FORM,
  formOfAddress,
  pagesOfAddress,
  readFilterNumber,
  readPriceBox,
  stockPageInput,
  toStockQuery,
  withoutPages,
  withPages,
} from './stock-query';

describe('stock filter defaults', () => {
  it('opens with price 100000 to 100000000 and model year 2000 to 2025, no band, no sort', () => {
    expect(toStockQuery(DEFAULT_STOCK_FORM)).toEqual({
      query: { price_min: 100_000, price_max: 100_000_000, year_min: 2000, year_max: 2025 },
      invalid: { price: false, year: false, unreadable: [] },
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
      unreadable: [],
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

  it("asks for a dealer's first page exactly as the dealer's page preloads it", async () => {
    const { dealerFirstScreenQueries, trpcQueryUrl } = await import('@samity/domain');
    const [dealer, cars] = dealerFirstScreenQueries('1001');
    const first = stockPageInput({ ...toStockQuery(DEFAULT_STOCK_FORM).query, dealer: '1001' }, 0);
    expect(trpcQueryUrl(cars!.procedure, first)).toBe(trpcQueryUrl(cars!.procedure, cars!.input));
    expect(dealer).toEqual({ procedure: 'public.dealerPages.get', input: { member_no: '1001' } });
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

describe('price boxes read amounts as people type them', () => {
  it('reads lakh and crore in either language, and Bengali grouping', () => {
    expect(readPriceBox('১৫ লাখ', 1)).toBe(1_500_000);
    expect(readPriceBox('15 lakh', 1)).toBe(1_500_000);
    expect(readPriceBox('1.5 crore', 1)).toBe(15_000_000);
    expect(readPriceBox('১৩,৫০,০০০', 1)).toBe(1_350_000);
    expect(readPriceBox('  ', 7)).toBe(7);
  });

  it('says a box it cannot read is unreadable, and keeps the default in the query', () => {
    const { query, invalid } = toStockQuery({ ...DEFAULT_STOCK_FORM, priceMax: '১৫ মিলিয়ন', yearMin: 'abc' });
    expect(invalid.unreadable).toEqual(['priceMax', 'yearMin']);
    expect(query.price_max).toBe(100_000_000);
  });

  it('finds the Toyotas under 15 lakh: "১৫ লাখ" in the maximum is a range, not an error', () => {
    const { query, invalid } = toStockQuery({ ...DEFAULT_STOCK_FORM, search: 'Toyota', priceMax: '১৫ লাখ' });
    expect(invalid).toEqual({ price: false, year: false, unreadable: [] });
    expect(query).toMatchObject({ search: 'Toyota', price_max: 1_500_000 });
  });
});

describe('the search in the address', () => {
  const show = { amount: (n: number) => `#${n}`, digits: (n: number) => String(n) };

  it("holds only what differs from the defaults, and the link's language", () => {
    expect(addressOfQuery(toStockQuery(DEFAULT_STOCK_FORM).query)).toBe('');
    const { query } = toStockQuery({
      ...DEFAULT_STOCK_FORM,
      search: 'toyota axio',
      priceMax: '১৫ লাখ',
      yearMin: '২০১৪',
      ccBand: 'upTo1500',
      sort: 'priceAsc',
    });
    expect(addressOfQuery(query, 'bn')).toBe(
      '?q=toyota+axio&price_max=1500000&year_min=2014&cc=upTo1500&sort=priceAsc&lang=bn',
    );
  });

  it('opens the same search from its address, and ignores what the form cannot take', () => {
    const form = formOfAddress('?q=toyota&price_max=1500000&year_min=2014&cc=nope&sort=priceAsc&x=1', show);
    expect(form).toEqual({
      ...DEFAULT_STOCK_FORM,
      search: 'toyota',
      priceMax: '#1500000',
      yearMin: '2014',
      sort: 'priceAsc',
    });
    const real = formOfAddress('?price_max=1500000&year_min=2014', {
      amount: (n) => String(n),
      digits: (n) => String(n),
    });
    expect(addressOfQuery(toStockQuery(real).query)).toBe('?price_max=1500000&year_min=2014');
    expect(formOfAddress('?price_min=-5&year_max=20e3', show)).toEqual(DEFAULT_STOCK_FORM);
  });
});

describe('how many pages of cards the address brings back', () => {
  it('writes the pages shown after the search, leaving one page out', () => {
    expect(withPages('?q=toyota&lang=bn', 3)).toBe('?q=toyota&lang=bn&page=3');
    expect(withPages('', 2)).toBe('?page=2');
    expect(withPages('?q=toyota', 1)).toBe('?q=toyota');
    expect(withoutPages('?q=toyota&page=3&lang=bn')).toBe('?q=toyota&lang=bn');
    expect(withoutPages('?page=3')).toBe('');
  });

  it('reads them back, bounded: nothing readable is one page, and a doctored link at most twenty', () => {
    expect(pagesOfAddress('?q=toyota&page=3')).toBe(3);
    expect(pagesOfAddress('?q=toyota')).toBe(1);
    for (const junk of ['0', '-2', 'two', '1e3', '2.5']) expect(pagesOfAddress(`?page=${junk}`)).toBe(1);
    expect(pagesOfAddress('?page=999')).toBe(20);
    expect(withPages('', 50)).toBe('?page=20');
  });
});
