export interface BarSeries {
  label: string;
  values: number[];
  color: string;
}

/**
 * The chart's figures as table rows: one row per category (label), one formatted cell per series. A value a
 * series lacks is shown as an empty cell rather than as 0.
 */
export function chartTableRows(
  labels: readonly string[],
  series: readonly BarSeries[],
  format: (n: number) => string,
): { label: string; cells: string[] }[] {
  return labels.map((label, index) => ({
    label,
    cells: series.map((s) => {
      const value = s.values[index];
      return value === undefined || !Number.isFinite(value) ? '' : format(value);
    }),
  }));
}

/** An axis step without its zero decimals: "৳20,000.00" -> "৳20,000" (Bengali digits too); "৳2.50" stays. */
export const withoutZeroDecimals = (text: string) => text.replace(/[.][0০]+$/u, '');
