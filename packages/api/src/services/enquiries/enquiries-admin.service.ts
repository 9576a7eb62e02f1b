import {
  addMonths,
  ENQUIRY_REPORT_MONTHS,
  type EnquiryCounts,
  monthInDhaka,
  monthStartIso,
} from '@samity/domain';
import type { AdminContext } from '../service-context';
import { dealerMonthCounts, dealersByEnquiries, enquiriesPerMonth } from './enquiries.queries';

const DHAKA_OFFSET = '+06:00';

/**
 * Enquiries per dealer and per month over the last months (the current one included), in Dhaka's months:
 * what the society's site brings each member. Counts only: the buyers' names and phones stay with the dealers.
 */
export async function enquiryCounts(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<EnquiryCounts> {
  const current = monthInDhaka(ctx.now().getTime());
  const months = Array.from({ length: ENQUIRY_REPORT_MONTHS }, (_, i) =>
    addMonths(current, i - ENQUIRY_REPORT_MONTHS + 1),
  ).map((month) => monthStartIso(month).slice(0, 7));
  const since = new Date(`${months[0]}-01T00:00:00${DHAKA_OFFSET}`);
  const [perMonth, dealers] = await Promise.all([
    enquiriesPerMonth(ctx.db, since),
    dealersByEnquiries(ctx.db, since, page),
  ]);
  const cells = await dealerMonthCounts(
    ctx.db,
    dealers.rows.map((row) => row.id),
    since,
  );
  const countOf = (rows: readonly { month: string; count: string }[], month: string) =>
    Number(rows.find((row) => row.month === month)?.count ?? 0);
  return {
    months: months.map((month) => ({ month, count: countOf(perMonth, month) })),
    entries: dealers.rows.map((dealer) => {
      const own = cells.filter((cell) => cell.member_id === dealer.id);
      return {
        member_no: dealer.member_no,
        name: dealer.name,
        business: dealer.business,
        counts: months.map((month) => countOf(own, month)),
        total: Number(dealer.total),
      };
    }),
    total: dealers.total,
  };
}
