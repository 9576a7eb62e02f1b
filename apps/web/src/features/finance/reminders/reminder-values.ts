import { monthLabelOfIso } from '@samity/domain';

/**
 * The months a reminder is about ('YYYY-MM', oldest first) in a table cell: one or two written out, more as
 * "first – last" (the count stands beside it). `label` writes a month label in the page's language.
 */
export function owedMonthsText(months: readonly string[], label: (monthLabel: string) => string): string {
  const labels = months.map((month) => label(monthLabelOfIso(`${month}-01`)));
  return labels.length > 2 ? `${labels[0]} – ${labels.at(-1)}` : labels.join(', ');
}
