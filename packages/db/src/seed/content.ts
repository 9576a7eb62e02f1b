import { takaToPoisha } from '@samity/domain';
import { DEMO_MEMBERS } from './accounts';
import { type CarView, carPictureSvg } from './car-pictures';
import { askingTaka, type BodyType, CARS, CHEAPEST_TAKA, DEAREST_TAKA, mileageKm, modelYearOf } from './cars';
import { daysAgo, dhakaTime, insertChunked, isoDate, type SeedContext } from './context';
import { logoSvg, noticeSvg, posterSvg } from './images';
import { SeededRandom } from './random';
import { COLORS, GALLERY_CAPTIONS, NOTICE_CAPTIONS, SERVICE_CENTERS } from './vocabulary';

export async function seedNotices(ctx: SeedContext): Promise<void> {
  const rows = [];
  for (const [i, caption] of NOTICE_CAPTIONS.entries()) {
    const date = isoDate(daysAgo(ctx.today, i * 23 + 2));
    rows.push({
      date,
      caption: caption.bn,
      caption_en: caption.en,
      pic: await ctx.deps.storeImage(`notice-${i + 1}`, noticeSvg(caption.en, date, i)),
      created_by: ctx.adminIds[0]!,
    });
  }
  await insertChunked(ctx.tx, 'notices', rows);
}

function pickDealer(ctx: SeedContext, i: number, random: number): number {
  const demo = ctx.activeMembers.find((m) => m.member_no === DEMO_MEMBERS[0]?.memberNo);
  return i < 2 && demo ? demo.id : ctx.activeMembers[random]!.id;
}

const modelNamed = (model: string) => CARS.find((car) => car.model === model)!;

/**
 * The first two cars are the stock's ends, and the first demo member's: a 2005 Sunny at 5 lakh taka and a
 * 2019 Prado at 1.5 crore.
 */
const ENDS = [
  { car: modelNamed('Sunny'), year: 2005, taka: CHEAPEST_TAKA },
  { car: modelNamed('Land Cruiser Prado'), year: 2019, taka: DEAREST_TAKA },
];

/** Each body type and colour is drawn once per view, and every car of that look shares the picture. */
function carPictures(ctx: SeedContext) {
  const stored = new Map<string, Promise<string>>();
  return (body: BodyType, color: string, view: CarView): Promise<string> => {
    const name = `car-${body}-${color.toLowerCase().replace(/[^a-z]+/g, '-')}-${view}`;
    if (!stored.has(name)) stored.set(name, ctx.deps.storeImage(name, carPictureSvg(body, color, view)));
    return stored.get(name)!;
  };
}

/**
 * 200 cars: model years 2005..2025, every cc band, asking prices from 5 lakh to 1.5 crore taka, each priced
 * as its model and model year sell in Dhaka (cars.ts) and pictured in its body type and colour.
 * The draws from ctx.rnd stay in this order, so the data after the stock (deposits, paid months) stays too.
 */
export async function seedCars(ctx: SeedContext): Promise<void> {
  const { rnd } = ctx;
  const when = new SeededRandom(4242);
  const picture = carPictures(ctx);
  const rows = [];
  const gallery = new Map<number, string[]>();
  const firstDemo = ctx.activeMembers.find((m) => m.member_no === DEMO_MEMBERS[0]?.memberNo)?.id;
  for (let i = 0; i < 200; i++) {
    const end = ENDS[i];
    const car = end?.car ?? CARS[i % CARS.length]!;
    const color = rnd.pick(COLORS);
    const priceSpread = (rnd.int(5, 40) - 5) / 35;
    // The first demo member (member 1001) deals the first two cars, so their dashboard shows a stock.
    const dealer = pickDealer(ctx, i, rnd.int(0, ctx.activeMembers.length - 1));
    const registeredAfter = rnd.int(0, 2);
    const cc = rnd.pick(car.cc);
    const mileageSpread = (rnd.int(1, 160) - 1) / 159;
    const listed = rnd.int(0, 200);
    const modelYear = end?.year ?? modelYearOf(car, Math.floor(i / CARS.length), i % CARS.length);
    if (i % 5 === 0 || dealer === firstDemo)
      gallery.set(i, [
        await picture(car.body, color, 'other-side'),
        await picture(car.body, color, 'showroom'),
      ]);
    rows.push({
      member_id: dealer,
      brand: car.brand,
      model: car.model,
      model_year: modelYear,
      reg_year: Math.min(ctx.today.getUTCFullYear(), modelYear + registeredAfter),
      cc,
      color,
      mileage: mileageKm(modelYear, ctx.today, mileageSpread),
      asking_price_poisha: takaToPoisha(end?.taka ?? askingTaka(car, modelYear, cc, priceSpread)),
      pic: await picture(car.body, color, 'cover'),
      created_at: dhakaTime(ctx.today, listed, when.next()),
    });
  }
  const cars = await ctx.tx.insertInto('stock_cars').values(rows).returning(['id', 'pic']).execute();
  await seedCarPictures(ctx, cars, gallery);
}

/**
 * Every car's cover as its first picture; every fifth car, and the first demo member's cars, also get the
 * other side and a showroom view of the same car, so the detail view's gallery has something to show.
 */
async function seedCarPictures(
  ctx: SeedContext,
  cars: { id: number; pic: string }[],
  gallery: Map<number, string[]>,
): Promise<void> {
  const rows = cars.flatMap((car, i) =>
    [car.pic, ...(gallery.get(i) ?? [])].map((url, position) => ({ car_id: car.id, url, position })),
  );
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
