import { AppError, type DealerPage, todayInDhaka } from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { verifiedDealers } from '../verification/verification.service';
import { dealersWithCars, findDealer } from './dealer-pages.queries';

/** The most dealers the sitemap names (the society has a few hundred). */
export const SITEMAP_MAX_DEALERS = 5_000;

const noSuchDealer = () =>
  new AppError('NOT_FOUND', 'dealers.notFound', 'There is no member dealer with this number.');

/**
 * A dealer's page: who they are, since when they are a member, whether they are verified today (the badge of
 * a member in good standing) and how many cars they have for sale; a former member (deceased) is named as
 * such and nothing more; an unknown number is a 404.
 */
export async function dealerPage(ctx: ServiceContext, memberNo: string): Promise<DealerPage> {
  const row = await findDealer(ctx.db, memberNo);
  if (!row) throw noSuchDealer();
  if (row.status !== 'active') return { state: 'former', member_no: row.member_no, business: row.business };
  const verified = await verifiedDealers(ctx, [row.id]);
  return {
    state: 'member',
    dealer: {
      member_no: row.member_no,
      name: row.name,
      business: row.business,
      address: row.address,
      phone: row.phone,
      member_since: todayInDhaka(new Date(row.created_at).getTime()),
      verify_path: verified.get(row.id) ?? null,
      cars_for_sale: Number(row.cars_for_sale ?? 0),
    },
  };
}

/** The dealers the sitemap lists: every active member with a car for sale (bounded). */
export function sitemapDealers(ctx: ServiceContext) {
  return dealersWithCars(ctx.db, SITEMAP_MAX_DEALERS);
}
