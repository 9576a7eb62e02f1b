import {
  type AdminEnquiry,
  addMonths,
  ENQUIRY_REPORT_MONTHS,
  type EnquiryCounts,
  monthInDhaka,
  monthStartIso,
  startOfDhakaDay,
} from '@samity/domain';
import { toIso } from '../moments';
import type { AdminContext } from '../service-context';
import {
  dealerMonthCounts,
  dealersByEnquiries,
  enquiriesPerMonth,
  listAllEnquiries,
} from './enquiries.queries';

/**
 * Enquiries per dealer and per month over the last months (the current one included), in Dhaka's months:
 * what the society's site brings each member. Counts only: open to API keys of the privilege, so the buyers'
 * names and phones are never in it (they are in listEnquiries, for admins in person).
 */
export async function enquiryCounts(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<EnquiryCounts> {
  const current = monthInDhaka(ctx.now().getTime());
  const months = Array.from({ length: ENQUIRY_REPORT_MONTHS }, (_, i) =>
    addMonths(current, i - ENQUIRY_REPORT_MONTHS + 1),
  ).map((month) => monthStartIso(month).slice(0, 7));
  const since = new Date(startOfDhakaDay(`${months[0]}-01`));
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

/**
 * Every dealer's enquiries, newest first, with the buyers' names and phones: for a Full_Access admin in person
 * (personalDataProcedure refuses API keys), who follows up a dealer who never calls back or a buyer who
 * complains. Reading changes nothing, so nothing is written; the refusals are logged by the gate.
 */
export async function listEnquiries(
  ctx: AdminContext,
  page: { limit: number; offset: number },
): Promise<{ entries: AdminEnquiry[]; total: number }> {
  const { rows, total } = await listAllEnquiries(ctx.db, page);
  return { entries: rows.map((row) => ({ ...row, created_at: toIso(row.created_at) })), total };
}
