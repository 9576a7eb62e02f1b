import {
  type CarPage,
  carNameLabel,
  colourLabel,
  formatNumber,
  type Lang,
  localizeDigits,
  PHONE_PHOTO_MEDIA,
  type PublicStockCar,
  SOCIETY,
  thumbnailOf,
  WIDE_PHOTO_MEDIA,
} from '@samity/domain';
import { withLanguage } from './page-language';

type ForSale = Extract<CarPage, { state: 'forSale' }>;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: "</script>" or "<!--" in a car's text must not end the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** "৳ 12,50,000" (whole taka; poisha only when there are some), Bengali digits in Bengali. */
export function priceText(taka: number, lang: Lang): string {
  return `৳ ${formatNumber(taka, lang, Number.isInteger(taka) ? 0 : 2)}`;
}

/** An absolute address for a picture: stored ones are paths on this site, an S3 one is absolute already. */
export const absolute = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

const TEXT = {
  en: {
    title: (car: PublicStockCar, price: string) => `${car.brand} ${car.model} ${car.model_year} for ${price}`,
    description: (car: PublicStockCar, price: string) =>
      `${car.brand} ${car.model} ${car.model_year}, ${formatNumber(car.cc, 'en')} cc, ${car.color}, ` +
      `${formatNumber(car.mileage, 'en')} km, asking ${price}. Offered by ${car.business}, a member of the society.`,
    goneTitle: 'This car is no longer for sale',
    notFoundTitle: 'No car has this address',
  },
  bn: {
    title: (car: PublicStockCar, price: string) =>
      `${carNameLabel(car, 'bn')} ${localizeDigits(car.model_year, 'bn')}, দাম ${price}`,
    description: (car: PublicStockCar, price: string) =>
      `${carNameLabel(car, 'bn')} ${localizeDigits(car.model_year, 'bn')}, ${formatNumber(car.cc, 'bn')} সিসি, ` +
      `${colourLabel(car.color, 'bn')}, ${formatNumber(car.mileage, 'bn')} কিমি, চাওয়া দাম ${price}। বিক্রেতা ${car.business}, সমিতির সদস্য।`,
    goneTitle: 'গাড়িটি আর বিক্রির জন্য নেই',
    notFoundTitle: 'এই ঠিকানায় কোনো গাড়ি নেই',
  },
} as const;

export interface HeadAddress {
  origin: string;
  /** The car's canonical path (/Stocklist/42-toyota-axio-2016). */
  path: string;
  lang: Lang;
  /** Whether the language was asked for by ?lang= (then that address is the canonical one). */
  langInAddress: boolean;
}

const siteName = (lang: Lang) => SOCIETY.shortName[lang];

/** The head of a car for sale: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD. */
export function carForSaleHead(page: ForSale, at: HeadAddress): string {
  const { car } = page;
  const { origin, path, lang } = at;
  const price = priceText(car.asking_price, lang);
  const title = `${TEXT[lang].title(car, price)} | ${siteName(lang)}`;
  const description = TEXT[lang].description(car, price);
  const plain = `${origin}${path}`;
  const canonical = at.langInAddress ? `${plain}?lang=${lang}` : plain;
  const images = car.pics.map((pic) => absolute(origin, pic));
  const cover = absolute(origin, car.pic);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model} ${car.model_year}`,
    description,
    url: canonical,
    image: images,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.model_year),
    dateVehicleFirstRegistered: String(car.reg_year),
    color: car.color,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.mileage, unitCode: 'KMT' },
    vehicleEngine: {
      '@type': 'EngineSpecification',
      engineDisplacement: { '@type': 'QuantitativeValue', value: car.cc, unitCode: 'CMQ' },
    },
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: car.asking_price.toFixed(2),
      priceCurrency: 'BDT',
      availability: 'https://schema.org/InStock',
      url: canonical,
      seller: { '@type': 'AutoDealer', name: car.business, address: car.address },
    },
  };
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...hreflangLinks(plain),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SOCIETY.name[lang]),
    meta('property', 'og:locale', lang === 'bn' ? 'bn_BD' : 'en_US'),
    meta('property', 'og:locale:alternate', lang === 'bn' ? 'en_US' : 'bn_BD'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', cover),
    meta('property', 'og:image:alt', `${car.brand} ${car.model} ${car.model_year}`),
    meta('property', 'product:price:amount', car.asking_price.toFixed(2)),
    meta('property', 'product:price:currency', 'BDT'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', cover),
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
    ...coverPreloads(car.pic),
  ].join('');
}

/**
 * The largest paint of the page is the cover: fetched with the page's code, not after it, and in the size
 * the page's <picture> takes for this window (car-photos.tsx): the thumbnail on a phone, else the full one.
 */
function coverPreloads(pic: string): string[] {
  const preload = (href: string, media?: string) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''}>`;
  const phoneSize = thumbnailOf(pic);
  if (!phoneSize) return [preload(pic)];
  return [preload(phoneSize, PHONE_PHOTO_MEDIA), preload(pic, WIDE_PHOTO_MEDIA)];
}

/** The bn and en addresses of a page and the plain one for anyone else (search engines pick per reader). */
function hreflangLinks(plain: string): string[] {
  const href = escapeHtml(plain);
  return [
    `<link rel="alternate" hreflang="bn" href="${href}?lang=bn">`,
    `<link rel="alternate" hreflang="en" href="${href}?lang=en">`,
    `<link rel="alternate" hreflang="x-default" href="${href}">`,
  ];
}

/** A sold or removed car (410) or an unknown address (404): a title that says so, kept out of indexes. */
export function carMissingHead(kind: 'gone' | 'notFound', lang: Lang): string {
  const text = kind === 'gone' ? TEXT[lang].goneTitle : TEXT[lang].notFoundTitle;
  return [
    `<title>${escapeHtml(`${text} | ${siteName(lang)}`)}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('');
}

/**
 * index.html with this head: the shell's own title and description are replaced (crawlers take the first
 * ones), the document's language set, the rest of the shell kept.
 */
export function withHead(indexHtml: string, head: string, lang: Lang): string {
  const withoutOwn = withLanguage(indexHtml.replace(/<meta\s+name="description"[^>]*>/i, ''), lang);
  if (/<title>[\s\S]*?<\/title>/i.test(withoutOwn))
    return withoutOwn.replace(/<title>[\s\S]*?<\/title>/i, () => head);
  return withoutOwn.includes('</head>')
    ? withoutOwn.replace('</head>', () => `${head}</head>`)
    : `${head}${withoutOwn}`;
}
