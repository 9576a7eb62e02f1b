import { takaToPoisha } from '@samity/domain';
import { DEMO_MEMBERS } from './accounts';
import { daysAgo, insertChunked, isoDate, type SeedContext } from './context';
import { carSvg, logoSvg, noticeSvg, posterSvg } from './images';
import {
  CARS,
  COLORS,
  COMPLAINT_ISSUES,
  GALLERY_CAPTIONS,
  NOTICE_CAPTIONS,
  OBJECTIONS,
  SERVICE_CENTERS,
} from './vocabulary';

export async function seedNotices(ctx: SeedContext): Promise<void> {
  const rows = [];
  for (const [i, caption] of NOTICE_CAPTIONS.entries()) {
    const date = isoDate(daysAgo(ctx.today, i * 23 + 2));
    rows.push({
      date,
      caption,
      pic: await ctx.deps.storeImage(`notice-${i + 1}`, noticeSvg(caption, date, i)),
      created_by: ctx.adminIds[0]!,
    });
  }
  await insertChunked(ctx.tx, 'notices', rows);
}

function pickDealer(ctx: SeedContext, i: number, random: number): number {
  const demo = ctx.activeMembers.find((m) => m.member_no === DEMO_MEMBERS[0]?.memberNo);
  return i < 2 && demo ? demo.id : ctx.activeMembers[random]!.id;
}

/** 200 cars: model years 2005..2025, every cc band, asking prices from 5 lakh to 1.5 crore taka. */
export async function seedCars(ctx: SeedContext): Promise<void> {
  const { rnd } = ctx;
  const pictures = new Map<string, string>();
  const rows = [];
  for (let i = 0; i < 200; i++) {
    const car = CARS[i % CARS.length]!;
    const color = rnd.pick(COLORS);
    const key = `${car.brand}-${car.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (!pictures.has(key))
      pictures.set(
        key,
        await ctx.deps.storeImage(`car-${key}`, carSvg(`${car.brand} ${car.model}`, color, pictures.size)),
      );
    const modelYear = 2005 + (i % 21);
    const premium = car.cc.some((cc) => cc > 2500) ? 4 : 1;
    const price = Math.min(
      15_000_000,
      Math.max(500_000, rnd.int(5, 40) * 100_000 * premium + (modelYear - 2005) * 60_000),
    );
    rows.push({
      // The first demo member (member 1001) deals the first two cars, so their dashboard shows a stock.
      member_id: pickDealer(ctx, i, rnd.int(0, ctx.activeMembers.length - 1)),
      brand: car.brand,
      model: car.model,
      model_year: modelYear,
      reg_year: Math.min(2025, modelYear + rnd.int(0, 2)),
      cc: rnd.pick(car.cc),
      color,
      mileage: rnd.int(1, 160) * 1000,
      asking_price_poisha: takaToPoisha(i === 0 ? 500_000 : i === 1 ? 15_000_000 : price),
      pic: pictures.get(key)!,
      created_at: daysAgo(ctx.today, rnd.int(0, 200)),
    });
  }
  await insertChunked(ctx.tx, 'stock_cars', rows);
  await seedCarPictures(ctx, [...pictures.values()]);
}

/**
 * Every car's cover as its first picture; every fifth car, and the first demo member's cars, also get two
 * more (other models' drawings stand in for extra angles), so the detail view's gallery has something to show.
 */
async function seedCarPictures(ctx: SeedContext, drawings: string[]): Promise<void> {
  const firstDemo = ctx.activeMembers.find((m) => m.member_no === DEMO_MEMBERS[0]?.memberNo)?.id;
  const cars = await ctx.tx
    .selectFrom('stock_cars')
    .select(['id', 'pic', 'member_id'])
    .orderBy('id')
    .execute();
  const rows = cars.flatMap((car, i) => {
    const more = i % 5 === 0 || car.member_id === firstDemo;
    const extra = more ? [drawings[(i + 1) % drawings.length]!, drawings[(i + 2) % drawings.length]!] : [];
    return [car.pic, ...extra.filter((url) => url !== car.pic)].map((url, position) => ({
      car_id: car.id,
      url,
      position,
    }));
  });
  await insertChunked(ctx.tx, 'stock_car_pictures', rows);
}

export async function seedImages(ctx: SeedContext): Promise<void> {
  const centers = [];
  for (const [i, name] of SERVICE_CENTERS.entries()) {
    centers.push({ pic: await ctx.deps.storeImage(`service-center-${i + 1}`, logoSvg(name, i)) });
  }
  await insertChunked(ctx.tx, 'service_center_images', centers);
  const gallery = [];
  for (const [i, caption] of GALLERY_CAPTIONS.entries()) {
    gallery.push({
      pic: await ctx.deps.storeImage(`gallery-${i + 1}`, posterSvg(caption, 'Samity events', i)),
    });
  }
  await insertChunked(ctx.tx, 'gallery_images', gallery);
}

export async function seedComplaints(ctx: SeedContext): Promise<void> {
  const { rnd, activeMembers: members } = ctx;
  const objections = Array.from({ length: 20 }, (_, i) => {
    const submitted = daysAgo(ctx.today, rnd.int(1, 300));
    const solved = i % 3 === 0;
    return {
      member_id: members[(i * 11) % members.length]!.id,
      type: i % 2 === 0 ? 'legal matter' : 'general objection',
      objection: rnd.pick(OBJECTIONS),
      submitted_at: submitted,
      solution: solved ? 'The committee reviewed this and corrected the record.' : null,
      solved_at: solved ? new Date(submitted.getTime() + 3 * 86_400_000) : null,
      solved_by: solved ? ctx.adminIds[1]! : null,
    };
  });
  await insertChunked(ctx.tx, 'member_objections', objections);

  const complaints = Array.from({ length: 15 }, (_, i) => {
    const member = members[(i * 7 + 3) % members.length]!;
    const solved = i % 4 === 0;
    return {
      name: `Customer ${i + 1}`,
      phone: `018${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`,
      member_no: i % 5 === 4 ? null : member.member_no,
      business: i % 5 === 4 ? null : 'Dealer business',
      issue: rnd.pick(COMPLAINT_ISSUES),
      submitted_at: daysAgo(ctx.today, rnd.int(1, 200)),
      solution: solved ? 'The dealer returned the advance in full.' : null,
      solved_at: solved ? daysAgo(ctx.today, 1) : null,
      solved_by: solved ? ctx.adminIds[1]! : null,
    };
  });
  await insertChunked(ctx.tx, 'public_complaints', complaints);

  const requests = Array.from({ length: 8 }, (_, i) => ({
    member_id: members[(i * 13 + 5) % members.length]!.id,
    field: rnd.pick(['phone', 'address', 'business', 'father']),
    correct_version: `Corrected value ${i + 1}`,
    status: i < 3 ? 'solved' : 'unsolved',
    solved_at: i < 3 ? daysAgo(ctx.today, 2) : null,
    solved_by: i < 3 ? ctx.adminIds[3]! : null,
  }));
  await insertChunked(ctx.tx, 'data_update_requests', requests);
}
