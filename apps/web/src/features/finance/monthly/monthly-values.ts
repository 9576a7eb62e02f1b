import {
  MONTH_BOOK_PAGE_SIZE,
  type MonthlyContributionRow,
  monthInDhaka,
  monthLabel,
  monthLabelOfIso,
  monthOptions,
  parseMonthLabel,
} from '@samity/domain';

/** The selector's 12 month labels (8 before the current month, the current one, 3 after), oldest first. */
export function monthChoices(now = Date.now()): string[] {
  return monthOptions(monthInDhaka(now)).map(monthLabel);
}

/**
 * The choices with a month of the address that is older than them (a closed year's last month, linked from
 * the year-end statements), first, so the page can show it; a month after them stays out (a book is made at
 * most a few months ahead).
 */
export function withLinkedMonth(choices: readonly string[], requested: string | null): string[] {
  const parsed = requested ? parseMonthLabel(requested) : null;
  const first = choices[0] ? parseMonthLabel(choices[0]) : null;
  if (!parsed || !first) return [...choices];
  const older = parsed.year < first.year || (parsed.year === first.year && parsed.month < first.month);
  return older ? [monthLabel(parsed), ...choices] : [...choices];
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

/** Rows of the book a page shows (the server preloads the first page at this size: first-screen.ts). */
export const BOOK_PAGE_SIZE = MONTH_BOOK_PAGE_SIZE;

/** What the book's list shows: the search sent to the server, only the unpaid rows, the page. */
export interface BookView {
  search: string;
  unpaid: boolean;
  page: number;
}

export const FIRST_BOOK_VIEW: BookView = { search: '', unpaid: false, page: 0 };

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

/**
 * The months a member owes ('YYYY-MM', oldest first) in a table cell: one or two written out, more as
 * "first – last" (the count stands beside it). `label` writes a month label in the page's language.
 */
export function owedMonthsText(months: readonly string[], label: (monthLabel: string) => string): string {
  const labels = months.map((month) => label(monthLabelOfIso(`${month}-01`)));
  return labels.length > 2 ? `${labels[0]} – ${labels.at(-1)}` : labels.join(', ');
}
