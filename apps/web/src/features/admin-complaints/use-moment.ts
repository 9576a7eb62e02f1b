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
