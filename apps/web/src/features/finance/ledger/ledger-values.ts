import { monthInDhaka, monthLabel } from '@samity/domain';

/** The current month in Dhaka as the API's label ("January-2025"): the chart's last month. */
export function currentMonthLabel(now = Date.now()): string {
  return monthLabel(monthInDhaka(now));
}

/** The API's receipt string (addresses joined by commas) as a list; '' is none. */
export function splitReceipts(receipt: string): string[] {
  return receipt
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);
}
