import {
  type ArrearsRow,
  type MonthlyContributionRow,
  monthInDhaka,
  monthLabel,
  monthOptions,
  parseMonthLabel,
} from '@samity/domain';

/** The selector's 12 month labels (8 before the current month, the current one, 3 after), oldest first. */
export function monthChoices(now = Date.now()): string[] {
  return monthOptions(monthInDhaka(now)).map(monthLabel);
}

/**
 * The month the page shows: the one in the address when the selector offers it (written either way, e.g.
 * "january-2025"), else the current month.
 */
export function chosenMonth(requested: string | null, choices: readonly string[], now = Date.now()): string {
  const parsed = requested ? parseMonthLabel(requested) : null;
  const label = parsed ? monthLabel(parsed) : null;
  return label && choices.includes(label) ? label : monthLabel(monthInDhaka(now));
}

/** The rows whose member no, name or phone contain the search (case and spacing ignored). */
export function filterContributions(
  rows: readonly MonthlyContributionRow[],
  search: string,
): MonthlyContributionRow[] {
  const term = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!term) return [...rows];
  const digits = term.replace(/[\s-]/g, '');
  return rows.filter(
    (row) =>
      row.member_no.toLowerCase().includes(term) ||
      row.name.toLowerCase().replace(/\s+/g, ' ').includes(term) ||
      (digits !== '' && row.phone.replace(/[\s-]/g, '').includes(digits)),
  );
}

/** The table as shown, for the CSV file: plain figures with two decimals (a spreadsheet sums them). */
export function contributionsCsvRows(rows: readonly MonthlyContributionRow[]): string[][] {
  return rows.map((row) => [
    row.member_no,
    row.name,
    row.phone,
    row.month,
    row.payable.toFixed(2),
    row.payment.toFixed(2),
    row.due.toFixed(2),
  ]);
}

export const ARREARS_BANDS = ['1', '2-3', '4+'] as const;
export type ArrearsBand = (typeof ARREARS_BANDS)[number];

/** How many members owe in each band, and the rows of one band (or all of them). */
export function arrearsByBand(rows: readonly ArrearsRow[], band: ArrearsBand | 'all') {
  const counts: Record<ArrearsBand, number> = { '1': 0, '2-3': 0, '4+': 0 };
  for (const row of rows) counts[row.band] += 1;
  const shown = band === 'all' ? [...rows] : rows.filter((row) => row.band === band);
  // Summed in poisha so a long list of ৳x.y0 adds up exactly.
  const due = shown.reduce((sum, row) => sum + Math.round(row.due * 100), 0) / 100;
  return { counts, shown, due };
}
