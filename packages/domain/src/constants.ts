/**
 * Business constants and input limits, free of zod so the web app can import them without pulling the schemas.
 */
export const MEMBERS_PAGE_SIZE = 12;
export const SCROLL_TRIGGER_PX = 100;

export const IMAGE_TARGET_BYTES = 204_800;
export const IMAGE_WARN_MIN_BYTES = 102_400;
export const JPEG_QUALITY_START = 0.9;
export const JPEG_QUALITY_STEP = 0.05;
export const JPEG_QUALITY_FLOOR = 0.1;

export const STOCK_PRICE_DEFAULT = { min: 100_000, max: 100_000_000 } as const;
export const STOCK_YEAR_DEFAULT = { min: 2000, max: 2025 } as const;
/** Cards per request of the Stocklist page. */
export const STOCK_PAGE_SIZE = 12;
/** Outer bounds of the filters: the model-year range the database accepts, prices up to 100 crore taka. */
export const STOCK_YEAR_BOUNDS = { min: 1950, max: 2100 } as const;
export const STOCK_PRICE_BOUNDS = { min: 0, max: 1_000_000_000 } as const;

/** Paging of every list: the largest page a client may ask for, and the furthest offset. */
export const LIST_LIMIT_MAX = 100;
export const LIST_OFFSET_MAX = 1_000_000;

/** The longest text each kind of input accepts, in characters (forms use them as maxLength). */
export const TEXT_MAX_LENGTH = {
  search: 100,
  memberNo: 20,
  loginPhone: 20,
  phone: 30,
  adminName: 100,
  apiKeyName: 60,
  complaintName: 150,
  business: 150,
  complaintIssue: 5000,
} as const;

export const CC_BANDS = ['upTo1500', '1501to2000', '2001to2500', 'above2500'] as const;
export type CcBand = (typeof CC_BANDS)[number];
export const CC_BAND_RANGES: Record<CcBand, { min: number; max: number | null }> = {
  upTo1500: { min: 0, max: 1500 },
  '1501to2000': { min: 1501, max: 2000 },
  '2001to2500': { min: 2001, max: 2500 },
  above2500: { min: 2501, max: null },
};
export const STOCK_SORTS = ['priceAsc', 'priceDesc', 'yearAsc', 'yearDesc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const COMPLAINT_TYPES = ['legal matter', 'general objection'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

const PAYMENT_METHODS_ONLINE = ['bkash', 'nagad', 'sslcommerz', 'mastercard', 'amex'] as const;
/** Methods an admin may record by hand, in addition to the online ones. */
export const PAYMENT_METHODS = [...PAYMENT_METHODS_ONLINE, 'cash', 'bank', 'cheque'] as const;
export const MIN_PAYMENT_TAKA = 1;

export const NOTICE_DISPLAY = { main: 1, thumbnails: 2, older: 4 } as const;

export const FINANCIAL_ENTRY_TYPES = ['Income', 'Expense'] as const;
export type FinancialEntryType = (typeof FINANCIAL_ENTRY_TYPES)[number];

export const COPYRIGHT_FIRST_YEAR = 2010;

/** Previous committee term labels; any other value is shown as is, a missing one as 'Unknown'. */
export function committeeTermLabel(term: string | null | undefined): string {
  if (term === null || term === undefined || term === '') return 'Unknown';
  const known: Record<string, string> = {
    '1': '1st Committee',
    adok: 'Adok Committee',
    '2': 'Second Committee',
    '3': 'Third Committee',
  };
  return known[term] ?? term;
}

/**
 * API keys (docs/api.md): how many calls one key may make per window, on every server instance together,
 * and the most keys the /Admin list shows (revoked and expired ones included).
 */
export const API_KEY_RATE_LIMIT = { limit: 120, windowSeconds: 60 } as const;
export const API_KEYS_LIST_MAX = 200;
