import { MONTH_NAMES } from '@samity/domain';
import { useFormat } from '../../lib/use-format';

/**
 * A moment from the API (ISO 8601, UTC) as the date and time in Dhaka, in the page's language:
 * "4 March 2025, 14:05" / "৪ মার্চ ২০২৫, ১৪:০৫". Dhaka has no daylight saving: UTC+6 all year.
 */
export function useMoment() {
  const { date, digits } = useFormat();
  return (iso: string) => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    const local = new Date(at.getTime() + 6 * 3_600_000).toISOString();
    return `${date(local.slice(0, 10))}, ${digits(local.slice(11, 16))}`;
  };
}

/** A month label as the API writes it ("January-2025") in the page's language ("জানুয়ারি ২০২৫"). */
export function useMonthLabel() {
  const { date } = useFormat();
  return (label: string) => {
    const match = /^([A-Za-z]+)-(\d{4})$/.exec(label);
    if (!match) return label;
    const month = (MONTH_NAMES as readonly string[]).indexOf(match[1] ?? '');
    if (month < 0) return label;
    // The date formatter names months in both languages; the day is dropped.
    return date(`${match[2]}-${String(month + 1).padStart(2, '0')}-01`).replace(/^\S+\s/, '');
  };
}
