import { DEMO_MEMBERS } from './accounts';
import { dhakaTime, type SeedContext } from './context';
import { ENQUIRY_MESSAGES } from './governance-texts';
import { BUYER_NAMES } from './letters';
import { SeededRandom } from './random';

const HOUR_MS = 3_600_000;

/** Which of the enquiries (oldest first) go to the first demo member: two answered long ago, two still new. */
const DEMO_DEALER_ENQUIRIES = [0, 4, 9, 11];

/** A different buyer each time, writing in their own language: the n-th Bengali enquiry the n-th Bengali name. */
function buyerName(language: 'bn' | 'en', index: number): string {
  const names = BUYER_NAMES[language];
  const before = ENQUIRY_MESSAGES.slice(0, index).filter((m) => m.language === language).length;
  return names[before % names.length]!;
}

/**
 * A dozen buyers' enquiries over the last eight weeks, about cars still for sale, to several dealers: four to
 * the first demo member (member 1001, two of them not yet read), the others spread over other dealers' cars.
 * Older ones are mostly answered (the dealer called back), the latest days' still new.
 */
export async function seedEnquiries(ctx: SeedContext): Promise<void> {
  const rnd = new SeededRandom(9393);
  const demo = ctx.activeMembers.find((m) => m.member_no === DEMO_MEMBERS[0]?.memberNo)?.id;
  const cars = await ctx.tx
    .selectFrom('stock_cars')
    .where('sold_at', 'is', null)
    .select(['id', 'member_id', 'brand', 'model', 'model_year'])
    .orderBy('id')
    .execute();
  const own = cars.filter((c) => c.member_id === demo);
  const others = cars.filter((c) => c.member_id !== demo);
  const rows = ENQUIRY_MESSAGES.map((message, i) => {
    // Four are the demo dealer's; the rest go to other dealers' cars across the stock.
    const mine = DEMO_DEALER_ENQUIRIES.indexOf(i);
    const car =
      mine >= 0 && own.length > 0 ? own[mine % own.length]! : others[(i * 37 + 11) % others.length]!;
    const days = Math.round((ENQUIRY_MESSAGES.length - 1 - i) * 4.5);
    const created = dhakaTime(ctx.today, days, rnd.next(), rnd.chance(0.3));
    // The last few days' enquiries are new; older ones were read within hours, and most of those answered.
    const state = days <= 10 ? 'new' : i % 4 === 1 ? 'read' : 'answered';
    const read = new Date(Math.min(ctx.today.getTime(), created.getTime() + rnd.int(1, 20) * HOUR_MS));
    const answered = new Date(Math.min(ctx.today.getTime(), read.getTime() + rnd.int(1, 6) * HOUR_MS));
    const phone = `01${rnd.pick(['3', '5', '7', '8', '9'])}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`;
    return {
      member_id: car.member_id,
      car_id: car.id,
      // As the enquiry service names the car for its dealer.
      car_title: `${car.brand} ${car.model} ${car.model_year}`,
      name: buyerName(message.language, i),
      phone,
      message: message.text,
      preferred_time: message.time,
      status: state === 'answered' ? ('answered' as const) : ('open' as const),
      created_at: created,
      read_at: state === 'new' ? null : read,
      answered_at: state === 'answered' ? answered : null,
      closed_at: null,
    };
  });
  await ctx.tx.insertInto('enquiries').values(rows).execute();
}
