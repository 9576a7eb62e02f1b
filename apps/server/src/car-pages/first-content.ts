import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brandLabel,
  type CarPage,
  formatPrice,
  type Lang,
  localizeDigits,
  modelLabel,
  PHONE_PHOTO_MEDIA,
  thumbnailOf,
  thumbnailUrlOf,
} from '@samity/domain';

/**
 * A page's first content, written by the server into index.html below the static header, so a phone paints
 * what the visitor came for (a car's name, price and picture; the home page's hero) as soon as the HTML, the
 * stylesheets and the picture arrive, before the scripts have run. It is the markup React renders, class for
 * class and in the same texts (read from the build: apps/web/vite-shell.ts writes FIRST_CONTENT_FILE from the
 * app's translation files), so React's first render replaces it without anything moving
 * (apps/web/src/components/static-shell.tsx keeps it on screen until then). Why this and not server-side
 * rendering: docs/decisions/021-first-content-in-the-html.md.
 */
const FIRST_CONTENT_FILE = '.vite/first-content.json';

const CAR_TEXTS = [
  'backToStock',
  'heading',
  'price',
  'photoOf',
  'fullPicture',
  'photos',
  'photoNumber_other',
] as const;
type CarTexts = Record<(typeof CAR_TEXTS)[number], string>;

export interface FirstContentTexts {
  /** The home page's hero, whole, per language (the build made it from the texts; nothing of a visitor's). */
  home: Record<Lang, string>;
  car: Record<Lang, CarTexts>;
  /**
   * The whole header per language, the home page's link marked in `home`, none in `other`: put in place of
   * index.html's language-neutral frame, which is shorter than the real header on wider screens.
   */
  header: Record<Lang, { home: string; other: string }>;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The build's texts, or null for a build without them (then pages are sent with the header alone). */
export function readFirstContent(webDistDir: string): FirstContentTexts | null {
  const file = join(webDistDir, FIRST_CONTENT_FILE);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const valid = (['en', 'bn'] as const).every((lang) => {
    const entry = parsed[lang] as
      | { home?: unknown; car?: Record<string, unknown>; header?: Record<string, unknown> }
      | undefined;
    return (
      typeof entry?.home === 'string' &&
      CAR_TEXTS.every((key) => typeof entry.car?.[key] === 'string') &&
      typeof entry.header?.home === 'string' &&
      typeof entry.header?.other === 'string'
    );
  });
  if (!valid) return null;
  const pick = (lang: Lang) =>
    parsed[lang] as { home: string; car: CarTexts; header: { home: string; other: string } };
  return {
    home: { en: pick('en').home, bn: pick('bn').home },
    car: { en: pick('en').car, bn: pick('bn').car },
    header: { en: pick('en').header, bn: pick('bn').header },
  };
}

/**
 * A text with {{placeholders}} filled, each value escaped. As the app's interpolation does
 * (apps/web/src/i18n/interpolation.ts), a Bengali page writes a value's digits in Bengali unless the
 * placeholder says `, name` (a brand or model is written as it is).
 */
export function fill(template: string, values: Record<string, string | number>, lang: Lang): string {
  return escapeHtml(template).replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, key: string, format?: string) => {
      const value = values[key];
      if (value === undefined) return whole;
      return escapeHtml(format === 'name' ? String(value) : localizeDigits(value, lang));
    },
  );
}

type ForSale = Extract<CarPage, { state: 'forSale' }>;

/**
 * A car's first screen as apps/web/src/app/pages/car-page.tsx renders it (with car-photos.tsx and
 * car-facts.tsx): the back link, the name, the cover (the thumbnail on a phone, as the head preloads), the
 * strip of pictures and the price. What comes after the price (facts, actions, dealer) is left to React: it
 * is below the first screen on a phone and grows downwards, so nothing above it moves.
 */
export function carFirstContent(page: ForSale, texts: CarTexts, lang: Lang): string {
  const { car } = page;
  const pics = car.pics.length > 0 ? car.pics : [car.pic];
  const url = pics[0] ?? car.pic;
  const phoneSize = thumbnailOf(url);
  const attr = (value: string) => escapeHtml(value);
  // The names in the page's language, as the app shows them (apps/web/src/lib/use-car-words.ts).
  const names = { brand: brandLabel(car.brand, lang), model: modelLabel(car.model, lang) };
  const heading = fill(texts.heading, { ...names, year: car.model_year }, lang);
  const alt = fill(texts.photoOf, names, lang);
  const strip =
    pics.length > 1
      ? `<ul class="car-photo-strip" aria-label="${attr(texts.photos)}">${pics
          .map(
            (pic, index) =>
              `<li><button type="button" aria-pressed="${index === 0}" aria-label="${fill(
                texts.photoNumber_other,
                { number: index + 1, total: pics.length },
                lang,
              )}"><img src="${attr(thumbnailUrlOf(pic))}" alt="" width="96" height="63" loading="lazy" decoding="async"></button></li>`,
          )
          .join('')}</ul>`
      : '';
  return (
    '<section class="page car-page">' +
    `<p class="car-back"><a href="/Stocklist">${escapeHtml(texts.backToStock)}</a></p>` +
    '<article class="car-layout">' +
    `<h1 class="car-title">${heading}</h1>` +
    '<div class="car-photos"><picture>' +
    (phoneSize ? `<source media="${PHONE_PHOTO_MEDIA}" srcset="${attr(phoneSize)}">` : '') +
    `<img class="car-photo-main" src="${attr(url)}" alt="${alt}" width="800" height="526" fetchpriority="high" decoding="async">` +
    '</picture>' +
    (phoneSize ? `<a class="car-photo-full" href="${attr(url)}">${escapeHtml(texts.fullPicture)}</a>` : '') +
    strip +
    '</div>' +
    '<div class="car-side"><section class="car-facts">' +
    `<p class="car-price"><span class="visually-hidden">${escapeHtml(texts.price)}: </span>${escapeHtml(formatPrice(car.asking_price, lang))}</p>` +
    '</section></div>' +
    '</article></section>'
  );
}

/**
 * index.html with this content in the page's main region (public-layout.tsx's <main>, same id and class),
 * below the whole header in the page's language in place of the build's static frame. The page's stylesheets
 * are linked, not preloaded: the content must not paint unstyled and then move when the page's code applies
 * them. An index.html without the static frame in its root is returned unchanged.
 */
export function withFirstContent(html: string, content: string, header: string): string {
  const shell = /<div id="root"><header class="site-header">[\s\S]*?<\/header><\/div>/;
  if (!shell.test(html)) return html;
  const main = `<main id="main" tabindex="-1" class="public-main">${content}</main>`;
  return html
    .replace(shell, () => `<div id="root">${header}${main}</div>`)
    .replace(
      /<link rel="preload" as="style" crossorigin href="([^"]+)">/g,
      (_whole, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
    );
}
