import type { MonthlyRow } from '@samity/domain';

/** What is due on the rows, added in poisha so that taka never drift. */
export function dueOf(rows: readonly MonthlyRow[]): number {
  return rows.reduce((sum, r) => sum + Math.round(r.due * 100), 0) / 100;
}
