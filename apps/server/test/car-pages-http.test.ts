import { createMember } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ORIGIN = 'https://samity.example';
const t = useTestApp({ PUBLIC_ORIGIN: ORIGIN });
// A crawler that names English (one that names no language gets the society's default, Bengali: below).
const PREVIEW = { 'user-agent': 'facebookexternalhit/1.1', 'accept-language': 'en-US,en;q=0.9' };

let n = 0;
async function addCar(car: {
  brand: string;
  model: string;
  model_year: number;
  price: number;
  pic?: string;
}) {
  n += 1;
  const dealer = await createMember(t.db.db);
  const row = await t.db.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: car.brand,
      model: car.model,
      model_year: car.model_year,
      reg_year: car.model_year + 1,
      cc: 1500,
      color: 'Pearl White',
      mileage: 42_000,
      asking_price_poisha: car.price * 100,
      pic: car.pic ?? `/uploads/demo/car-page-${n}.jpg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('GET /Stocklist/<id>-<brand>-<model>-<year>', () => {
  it("answers a link preview with the car's own title, price, absolute picture and Car + Offer", async () => {
    const id = await addCar({ brand: 'Toyota', model: 'Axio X', model_year: 2016, price: 1_250_000 });
    const path = `/Stocklist/${id}-toyota-axio-x-2016`;
    const res = await t.app.inject({ method: 'GET', url: path, headers: PREVIEW });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Toyota Axio X 2016 for ৳ 12,50,000 | Samity</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toContain('৳ 12,50,000');
    expect(meta(html, 'description')).toContain('Toyota Axio X 2016');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/demo/car-page-${n}.jpg`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="bn" href="${ORIGIN}${path}?lang=bn">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}${path}?lang=en">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Car',
      brand: { name: 'Toyota' },
      model: 'Axio X',
      vehicleModelDate: '2016',
      offers: { '@type': 'Offer', price: '1250000.00', priceCurrency: 'BDT' },
    });
    // The shell is still the app's.
    expect(html).toContain('<div id="root"></div>');
  });

  it('preloads the cover in the size the page shows: the thumbnail on a phone, the full picture wider', async () => {
    const hash = '0123456789abcdef0123456789abcdef';
    const id = await addCar({
      brand: 'Toyota',
      model: 'Allion',
      model_year: 2018,
      price: 2_400_000,
      pic: `/uploads/${hash}.jpg`,
    });
    const res = await t.app.inject({ method: 'GET', url: `/Stocklist/${id}-toyota-allion-2018` });
    const preloads = res.body.match(/<link rel="preload" as="image"[^>]*>/g);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/${hash}.thumb.jpg" media="(max-width: 480px)">`,
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/${hash}.jpg" media="(min-width: 481px)">`,
    ]);
    // A picture without a stored thumbnail (older data) is preloaded as it is, for every window.
    const old = await addCar({ brand: 'Toyota', model: 'Vitz', model_year: 2012, price: 700_000 });
    const oldRes = await t.app.inject({ method: 'GET', url: `/Stocklist/${old}-toyota-vitz-2012` });
    expect(oldRes.body.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/uploads/demo/car-page-${n}.jpg">`,
    ]);
  });

  it('speaks Bengali when asked by ?lang=bn or by Accept-Language', async () => {
    const id = await addCar({ brand: 'Honda', model: 'Grace', model_year: 2018, price: 1_875_500 });
    const path = `/Stocklist/${id}-honda-grace-2018`;
    const asked = await t.app.inject({ method: 'GET', url: `${path}?lang=bn` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<title>হোন্ডা গ্রেস ২০১৮, দাম ৳ ১৮,৭৫,৫০০ | সমিতি</title>');
    // The brand, model and colour the vocabulary knows are named in Bengali too.
    expect(meta(asked.body, 'description')).toContain('হোন্ডা গ্রেস ২০১৮, ১,৫০০ সিসি, পার্ল হোয়াইট');
    expect(meta(asked.body, 'og:locale')).toBe('bn_BD');
    expect(asked.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}?lang=bn">`);
    const byHeader = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'en;q=0.5, bn-BD;q=0.9' },
    });
    expect(byHeader.body).toContain('দাম ৳ ১৮,৭৫,৫০০');
    expect(byHeader.headers.vary).toMatch(/accept-language/i);
    const english = await t.app.inject({
      method: 'GET',
      url: `${path}?lang=en`,
      headers: { 'accept-language': 'bn' },
    });
    expect(english.body).toContain('<title>Honda Grace 2018 for ৳ 18,75,500 | Samity</title>');
  });

  it('moves a wrong or old slug with the right id to the canonical address (301), keeping the query', async () => {
    const id = await addCar({ brand: 'Nissan', model: 'X-Trail', model_year: 2015, price: 2_000_000 });
    for (const slug of [`${id}`, `${id}-nissan-xtrail-2014`, `${id}-whatever`]) {
      const res = await t.app.inject({ method: 'GET', url: `/Stocklist/${slug}?lang=bn` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/Stocklist/${id}-nissan-x-trail-2015?lang=bn`);
    }
  });

  it('reaches the car from its address in any letter case, with one 301 to the canonical address', async () => {
    const id = await addCar({ brand: 'Toyota', model: 'Premio', model_year: 2017, price: 2_150_000 });
    const canonical = `/Stocklist/${id}-toyota-premio-2017`;
    for (const url of [
      `/stocklist/${id}-toyota-premio-2017`,
      `/STOCKLIST/${id}-TOYOTA-PREMIO-2017`,
      `/StockList/${id}-Toyota-Premio-2017`,
      `/Stocklist/${id}-Toyota-Premio-2017`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?lang=bn` });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(`${canonical}?lang=bn`);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/stocklist/${id}` });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(canonical);
    // The canonical address itself answers the page (no loop), and an unknown car in lower case is a 404.
    expect((await t.app.inject({ method: 'GET', url: canonical })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/stocklist/999999999-nothing-2000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    // Other pages keep their own answers: the list in lower case is still the list's shell.
    expect((await t.app.inject({ method: 'GET', url: '/stocklist' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/stocklistx/1' })).statusCode).toBe(404);
  });

  it('answers 410 for a sold or removed car and 404 for an address that never was a car', async () => {
    const sold = await addCar({ brand: 'Mazda', model: 'Demio', model_year: 2014, price: 900_000 });
    await t.db.db.updateTable('stock_cars').set({ sold_at: new Date() }).where('id', '=', sold).execute();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/Stocklist/${sold}-mazda-demio-2014`,
      headers: PREVIEW,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This car is no longer for sale');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(gone.body).toContain('<div id="root"></div>');

    const removed = await addCar({ brand: 'Mazda', model: 'Axela', model_year: 2013, price: 800_000 });
    await t.db.db.deleteFrom('stock_cars').where('id', '=', removed).execute();
    const removedRes = await t.app.inject({
      method: 'GET',
      url: `/Stocklist/${removed}-mazda-axela-2013?lang=bn`,
    });
    expect(removedRes.statusCode).toBe(410);
    expect(removedRes.body).toContain('গাড়িটি আর বিক্রির জন্য নেই');

    for (const url of ['/Stocklist/999999999-nothing-2000', '/Stocklist/not-a-car', '/Stocklist/0-x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    const other = await t.app.inject({ method: 'DELETE', url: `/Stocklist/${sold}-mazda-demio-2014` });
    expect(other.statusCode).toBe(405);
  });
});

describe('/sitemap.xml and robots.txt', () => {
  const carLocs = (xml: string) =>
    [...xml.matchAll(/<loc>[^<]*\/Stocklist\/(\d+)-[^<]*<\/loc>/g)].map((m) => Number(m[1]));

  async function unsoldIds() {
    const rows = await t.db.db
      .selectFrom('stock_cars as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .where('s.sold_at', 'is', null)
      .where('m.status', '=', 'active')
      .select('s.id')
      .orderBy('s.id')
      .execute();
    return rows.map((r) => r.id);
  }

  it('lists the public pages and exactly the unsold cars, following a sale and a new listing at once', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/xml/);
    expect(first.body).toContain(`<loc>${ORIGIN}/Stocklist</loc>`);
    expect(first.body).not.toContain('/AdminLogin');
    expect(first.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(carLocs(first.body)).toEqual(await unsoldIds());

    const [toSell] = await unsoldIds();
    await t.db.db.updateTable('stock_cars').set({ sold_at: new Date() }).where('id', '=', toSell!).execute();
    const added = await addCar({ brand: 'Suzuki', model: 'Swift', model_year: 2019, price: 1_100_000 });
    const after = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const listed = carLocs(after.body);
    expect(listed).toEqual(await unsoldIds());
    expect(listed).not.toContain(toSell);
    expect(listed).toContain(added);
    expect(after.body).toContain(`<loc>${ORIGIN}/Stocklist/${added}-suzuki-swift-2019</loc>`);
  });

  it('robots.txt points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});
