import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { fill } from '../src/car-pages/first-content';
import { useTestApp } from './helpers';

/**
 * A built web app as the build writes it: index.html with the static header in the root, the route preloads
 * (the car page's and the home page's styles) and the first content's texts (apps/web/vite-shell.ts).
 */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'samity-first-content-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Samity</title></head><body>' +
      '<div id="root"><header class="site-header"><p class="top-bar" lang="bn">সমিতি</p></header></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite/route-preloads.json'),
    JSON.stringify({
      '/Stocklist/:car': { js: ['/assets/car-page-a1.js'], css: ['/assets/car-page-a1.css'] },
      '/': { js: ['/assets/home-page-b2.js'], css: ['/assets/home-page-b2.css'] },
    }),
  );
  const car = (lang: 'en' | 'bn') =>
    lang === 'en'
      ? {
          backToStock: 'All cars for sale',
          heading: '{{brand, name}} {{model, name}} {{year}}',
          price: 'Asking price',
          photoOf: 'Photo of the {{brand, name}} {{model, name}}',
          fullPicture: 'See the full-size picture',
          photos: 'Pictures of the car',
          photoNumber_other: 'Picture {{number}} of {{total}}',
        }
      : {
          backToStock: 'বিক্রির সব গাড়ি',
          heading: '{{brand, name}} {{model, name}} {{year}}',
          price: 'চাওয়া দাম',
          photoOf: '{{brand, name}} {{model, name}}-এর ছবি',
          fullPicture: 'পুরো মাপের ছবি দেখুন',
          photos: 'গাড়ির ছবিগুলো',
          photoNumber_other: '{{total}}টির মধ্যে {{number}} নম্বর ছবি',
        };
  // The build writes the whole header per language (vite-shell.ts); here just enough to tell them apart.
  const header = (lang: 'en' | 'bn', active: string | null) =>
    `<header class="site-header"><nav data-lang="${lang}" data-active="${active ?? 'none'}"></nav></header>`;
  writeFileSync(
    join(dir, '.vite/first-content.json'),
    JSON.stringify({
      en: {
        home: '<div class="home"><section class="hero"><h1>Samity home</h1></section></div>',
        car: car('en'),
        header: { home: header('en', '/'), other: header('en', null) },
      },
      bn: {
        home: '<div class="home"><section class="hero"><h1>সমিতির ঘর</h1></section></div>',
        car: car('bn'),
        header: { home: header('bn', '/'), other: header('bn', null) },
      },
    }),
  );
  return dir;
}

const t = useTestApp(() => ({ PUBLIC_ORIGIN: 'https://samity.example', WEB_DIST_DIR: webDist() }));

async function addCar(car: { brand: string; model: string; price: number; pic?: string; color?: string }) {
  const dealer = await createMember(t.db.db);
  const row = await t.db.db
    .insertInto('stock_cars')
    .values({
      member_id: dealer.id,
      brand: car.brand,
      model: car.model,
      model_year: 2016,
      reg_year: 2017,
      cc: 1500,
      color: car.color ?? 'Pearl White',
      mileage: 42_000,
      asking_price_poisha: car.price * 100,
      pic: car.pic ?? '/uploads/0123456789abcdef0123456789abcdef.jpg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The page's main region as the server wrote it. */
const mainOf = (html: string) =>
  /<main id="main" tabindex="-1" class="public-main">(.*?)<\/main>/s.exec(html)?.[1];

describe("a car's first content in the HTML", () => {
  it("carries the car's name, price and cover as the app renders them, with the page's styles linked", async () => {
    const id = await addCar({ brand: 'Toyota', model: 'Axio', price: 1_250_000 });
    const res = await t.app.inject({
      method: 'GET',
      url: `/Stocklist/${id}-toyota-axio-2016`,
      headers: { 'accept-language': 'en-US,en' },
    });
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body);
    expect(main).toBeDefined();
    // The whole header of the page's language in place of the build's frame, the content below it.
    expect(res.body).toContain(
      '<div id="root"><header class="site-header"><nav data-lang="en" data-active="none"></nav></header><main ',
    );
    expect(res.body).not.toContain('সমিতি</p>');
    expect(main).toContain('<p class="car-back"><a href="/Stocklist">All cars for sale</a></p>');
    expect(main).toContain('<h1 class="car-title">Toyota Axio 2016</h1>');
    expect(main).toContain(
      '<p class="car-price"><span class="visually-hidden">Asking price: </span>৳12,50,000</p>',
    );
    // The thumbnail on a phone (what the head preloads), the full picture wider, and its link on a phone.
    expect(main).toContain(
      '<source media="(max-width: 480px)" srcset="/uploads/0123456789abcdef0123456789abcdef.thumb.jpg">',
    );
    expect(main).toContain(
      '<img class="car-photo-main" src="/uploads/0123456789abcdef0123456789abcdef.jpg" alt="Photo of the Toyota Axio" width="800" height="526" fetchpriority="high" decoding="async">',
    );
    expect(main).toContain('class="car-photo-full"');
    // Styles that would otherwise arrive with the page's code are linked, so nothing paints unstyled.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/car-page-a1.css">');
    expect(res.body).not.toContain('<link rel="preload" as="style"');
    expect(res.headers.vary).toMatch(/cookie/);
  });

  it('speaks the language the app will start in: ?lang, then the stored choice, then Accept-Language', async () => {
    const id = await addCar({ brand: 'Honda', model: 'Grace', price: 1_875_500 });
    const path = `/Stocklist/${id}-honda-grace-2016`;
    const bengali = [
      { url: `${path}?lang=bn`, headers: { cookie: 'samity.language=en' } },
      { url: path, headers: { cookie: 'samity.language=bn', 'accept-language': 'en' } },
      { url: path, headers: { 'accept-language': 'bn-BD, en;q=0.5' } },
    ];
    for (const { url, headers } of bengali) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      const main = mainOf(res.body);
      expect(main, url).toContain('<h1 class="car-title">হোন্ডা গ্রেস ২০১৬</h1>');
      expect(main, url).toContain('৳১৮,৭৫,৫০০');
      expect(main, url).toContain('বিক্রির সব গাড়ি');
      expect(res.body, url).toContain('<html lang="bn">');
      expect(res.body, url).toContain('<nav data-lang="bn" data-active="none">');
    }
    const english = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: 'samity.language=en', 'accept-language': 'bn' },
    });
    expect(mainOf(english.body)).toContain('<h1 class="car-title">Honda Grace 2016</h1>');
    expect(english.body).toContain('<html lang="en">');
  });

  it('escapes every value of a hostile listing', async () => {
    const id = await addCar({
      brand: '<script>alert(1)</script>',
      model: '"><img src=x onerror=alert(2)>',
      color: "'><svg onload=alert(3)>",
      price: 500_000,
      pic: '/uploads/x.jpg" onerror="alert(4)',
    });
    const canonical = await t.app.inject({ method: 'GET', url: `/Stocklist/${id}` });
    expect(canonical.statusCode).toBe(301);
    const res = await t.app.inject({ method: 'GET', url: canonical.headers.location as string });
    expect(res.statusCode).toBe(200);
    const main = mainOf(res.body) ?? '';
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(main).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(main).toContain('src="/uploads/x.jpg&quot; onerror=&quot;alert(4)"');
    // No markup of the listing's own anywhere in the page: head, JSON-LD or first content.
    for (const raw of ['<script>alert', '<img src=x', '<svg', '" onerror="'])
      expect(res.body, raw).not.toContain(raw);
  });

  it('is left out of a sold car and of an unknown one', async () => {
    const sold = await addCar({ brand: 'Mazda', model: 'Demio', price: 900_000 });
    await t.db.db.updateTable('stock_cars').set({ sold_at: new Date() }).where('id', '=', sold).execute();
    const gone = await t.app.inject({ method: 'GET', url: `/Stocklist/${sold}-mazda-demio-2016` });
    expect(gone.statusCode).toBe(410);
    expect(mainOf(gone.body)).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/Stocklist/999999999-nothing-2000' });
    expect(mainOf(unknown.body)).toBeUndefined();
  });
});

describe("the home page's hero in the HTML", () => {
  it("is written into / in the visitor's language, and only into /", async () => {
    const en = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(mainOf(en.body)).toBe(
      '<div class="home"><section class="hero"><h1>Samity home</h1></section></div>',
    );
    expect(en.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-b2.css">');
    expect(en.body).toContain('<nav data-lang="en" data-active="/">');
    const bn = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'bn' } });
    expect(mainOf(bn.body)).toContain('সমিতির ঘর');
    expect(bn.body).toContain('<html lang="bn">');
    expect(bn.headers.vary).toMatch(/accept-language/);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'bn', cookie: 'samity.language=en' },
    });
    expect(mainOf(chosen.body)).toContain('Samity home');
    // A browser naming neither language gets the society's default, Bengali.
    const none = await t.app.inject({ method: 'GET', url: '/' });
    expect(mainOf(none.body)).toContain('সমিতির ঘর');
    const other = await t.app.inject({ method: 'GET', url: '/ActiveMembers' });
    expect(mainOf(other.body)).toBeUndefined();
  });
});

describe('fill', () => {
  it('escapes the text and each value, and writes Bengali digits except in names', () => {
    expect(fill('{{brand, name}} {{year}} <b>', { brand: 'A&B 360', year: 2016 }, 'bn')).toBe(
      'A&amp;B 360 ২০১৬ &lt;b&gt;',
    );
    expect(fill('{{x}} {{missing}}', { x: '"1"' }, 'en')).toBe('&quot;1&quot; {{missing}}');
  });
});
