/** Month labels as the society writes them: full English month name, a dash, the year ("January-2025"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The same months in Bengali, for Bengali pages and statements. */
export const BN_MONTH_NAMES = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

export interface YearMonth {
  year: number;
  month: number; // 1..12
}

export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]}-${year}`;
}

export function parseMonthLabel(label: string): YearMonth | null {
  const match = /^([A-Za-z]+)-(\d{4})$/.exec(label.trim());
  if (!match) return null;
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  if (index < 0) return null;
  return { year: Number(match[2]), month: index + 1 };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const zeroBased = year * 12 + (month - 1) + delta;
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** The label of a month given by any of its ISO dates ('2025-01-01' -> 'January-2025'). */
export function monthLabelOfIso(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return monthLabel({ year, month });
}

/** First day of the month as an ISO date (the database key of a monthly book). */
export function monthStartIso({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The month selector: the 8 months before the current one, the current month and the 3 after. */
export function monthOptions(today: YearMonth): YearMonth[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(today, i - 8));
}
