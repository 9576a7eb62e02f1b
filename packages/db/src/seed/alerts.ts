import { randomBytes } from 'node:crypto';
import type { SeedContext } from './context';
import { daysAgo } from './context';

/** The demo's one buyer with a confirmed saved search (the SMS go to the demo's SMS stand-in). */
const DEMO_ALERT = { phone: '01911000050', search: 'Harrier' } as const;

/**
 * One confirmed saved search of a buyer (Toyota Harrier, 40 to 90 lakh taka, 2015 to 2025), so the demo shows
 * an alert SMS as soon as a dealer lists a matching car or drops one's price. The stock the seed wrote is
 * marked as seen by the alert job at its prices, as the job would have after its first turn: otherwise that
 * first turn would take all 200 demo cars for new listings and send the buyer an SMS about old stock.
 */
export async function seedBuyerAlert(ctx: SeedContext): Promise<void> {
  const confirmed = daysAgo(ctx.today, 3);
  await ctx.tx
    .insertInto('buyer_alerts')
    .values({
      phone: DEMO_ALERT.phone,
      language: 'bn',
      search: DEMO_ALERT.search,
      // The stock search's pattern: the text anywhere, its LIKE wildcards escaped (it has none).
      search_pattern: `%${DEMO_ALERT.search}%`,
      price_min_poisha: 4_000_000 * 100,
      price_max_poisha: 9_000_000 * 100,
      year_min: 2015,
      year_max: 2025,
      cc_min: null,
      cc_max: null,
      cc_band: null,
      status: 'active',
      code_hash: null,
      code_expires_at: null,
      stop_token: randomBytes(16).toString('base64url'),
      created_at: confirmed,
      confirmed_at: confirmed,
    })
    .execute();
  const cars = await ctx.tx
    .selectFrom('stock_cars')
    .where('sold_at', 'is', null)
    .select(['id', 'asking_price_poisha'])
    .execute();
  if (cars.length === 0) return;
  await ctx.tx
    .insertInto('buyer_alert_cars')
    .values(
      cars.map((car) => ({ car_id: car.id, price_poisha: car.asking_price_poisha, seen_at: ctx.today })),
    )
    .execute();
}
