import { createMember } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const ORIGIN = 'https://samity.example';
const t = useTestApp({ PUBLIC_ORIGIN: ORIGIN });
const ENGLISH = { 'accept-language': 'en' };

let n = 0;
async function dealerWithCars(cars: number, business = 'Rahman Motors') {
  n += 1;
  const dealer = await createMember(t.db.db, { memberNo: `77${n}` });
  await t.db.db
    .updateTable('members')
    .set({ business, address: 'Tejgaon, Dhaka' })
    .where('id', '=', dealer.id)
    .execute();
  for (let i = 0; i < cars; i += 1)
    await t.db.db
      .insertInto('stock_cars')
      .values({
        member_id: dealer.id,
        brand: 'Toyota',
        model: `Axio ${n}-${i}`,
        model_year: 2016,
        reg_year: 2017,
        cc: 1500,
        color: 'White',
        mileage: 40_000,
        asking_price_poisha: 1_250_000_00,
        pic: `/uploads/demo/dealer-${n}-${i}.jpg`,
      })
      .execute();
  return dealer;
}

describe("a dealer's own page, /dealers/<member no>-<business>", () => {
  it('is written with the dealer’s head (title, canonical, AutoDealer) for previews that run no script', async () => {
    const dealer = await dealerWithCars(2);
    const path = `/dealers/${dealer.memberNo}-rahman-motors`;
    const res = await t.app.inject({ method: 'GET', url: path, headers: ENGLISH });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rahman Motors: cars for sale | Samity</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'AutoDealer', name: 'Rahman Motors', address: 'Tejgaon, Dhaka' });
    expect(res.body).toMatch(/<meta name="description" content="[^"]*2 cars for sale/);
    const bengali = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'bn' } });
    expect(bengali.body).toContain('<html lang="bn">');
    expect(bengali.body).toContain('বিক্রির গাড়ি ২টি');
  });

  it('moves any other words after the right number to the canonical address, keeping the query', async () => {
    const dealer = await dealerWithCars(0);
    const res = await t.app.inject({ method: 'GET', url: `/dealers/${dealer.memberNo}-old-name?lang=bn` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/dealers/${dealer.memberNo}-rahman-motors?lang=bn`);
  });

  it('answers 404 for a number that is no member and 410 for a former member, both kept out of indexes', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/dealers/99999999-nobody', headers: ENGLISH });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    const former = await dealerWithCars(1, 'Gone Motors');
    await t.db.db
      .updateTable('members')
      .set({ status: 'deceased', deceased_on: '2026-01-01' })
      .where('id', '=', former.id)
      .execute();
    const gone = await t.app.inject({
      method: 'GET',
      url: `/dealers/${former.memberNo}-gone-motors`,
      headers: ENGLISH,
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Gone Motors is no longer a member');
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
  });

  it('lists only this dealer’s cars through the stock search, and names the dealer in the sitemap', async () => {
    const dealer = await dealerWithCars(3, 'Karim Cars');
    const other = await dealerWithCars(2, 'Other Cars');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/stocks/search?dealer=${dealer.memberNo}&limit=50`,
    });
    expect(page.statusCode).toBe(200);
    const { entries, total } = page.json() as { entries: { member_no: string }[]; total: number };
    expect(total).toBe(3);
    expect(entries.every((car) => car.member_no === dealer.memberNo)).toBe(true);
    const api = await t.app.inject({ method: 'GET', url: `/api/dealers/${dealer.memberNo}` });
    expect(api.json()).toMatchObject({
      state: 'member',
      dealer: { business: 'Karim Cars', cars_for_sale: 3 },
    });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/dealers/${dealer.memberNo}-karim-cars</loc>`);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/dealers/${other.memberNo}-other-cars</loc>`);
  });
});
