// A relative import: Vite bundles it into the config, while the package's TypeScript entry would be loaded
// by Node untranspiled. society.ts imports nothing, so this stays cheap.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SOCIETY } from '../../packages/domain/src/society';

/**
 * Written beside the build's other server-side files: per language, the texts the server needs to write a
 * page's first content into index.html (apps/server/src/car-pages/first-content.ts), taken from the app's
 * own translation files so the static markup and React's first render say the same words.
 */
export const FIRST_CONTENT_FILE = '.vite/first-content.json';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const LANGS = ['en', 'bn'] as const;
type Lang = (typeof LANGS)[number];

/** The home page's four buttons, as home-page.tsx renders them (the first one solid, the others light). */
const HOME_ACTIONS = [
  ['/Stocklist', 'listings'],
  ['/ActiveMembers', 'members'],
  ['/ClientComplain', 'complaint'],
  ['/ServiceCenters', 'serviceCenters'],
] as const;

/**
 * Puts the header's first lines into index.html, so a phone paints the page frame as soon as the HTML and
 * CSS arrive instead of waiting for the JavaScript (first contentful paint). Only language-neutral parts:
 * the society's Bengali name (the top bar is Bengali in both languages) and the logo, at exactly the size
 * React then renders them, so the hand-over neither flashes nor shifts. React replaces it on first render.
 * The build also writes FIRST_CONTENT_FILE: the home page's hero in each language, whole (it is the same
 * for every visitor), and the texts around a car's own page, for the server to put below this header.
 */
export function staticShell(): Plugin {
  let root = '';
  return {
    name: 'samity-static-shell',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml(html) {
      const shell =
        '<header class="site-header">' +
        `<p class="top-bar" lang="bn">${escapeHtml(SOCIETY.name.bn)}</p>` +
        '<div class="main-bar"><span class="logo"><img src="/logo.svg" alt="" width="40" height="40" /></span></div>' +
        '</header>';
      return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
    generateBundle: {
      order: 'post',
      handler() {
        this.emitFile({
          type: 'asset',
          fileName: FIRST_CONTENT_FILE,
          source: JSON.stringify(firstContent(root)),
        });
      },
    },
  };
}

type Texts = Record<string, unknown>;

function firstContent(root: string) {
  const read = (lang: Lang, namespace: string): Texts =>
    JSON.parse(readFileSync(join(root, 'src/i18n', lang, `${namespace}.json`), 'utf8'));
  const text = (texts: Texts, key: string): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    if (typeof value !== 'string') throw new Error(`first content: no text ${key}`);
    return value;
  };
  const out: Record<Lang, { home: string; car: Record<string, string> }> = {} as never;
  for (const lang of LANGS) {
    const pub = read(lang, 'public');
    const cars = read(lang, 'cars');
    // home.title is "$t(society.name)": the society's name comes from its configuration, as in the app.
    const title =
      text(pub, 'home.title') === '$t(society.name)' ? SOCIETY.name[lang] : text(pub, 'home.title');
    const actions = HOME_ACTIONS.map(
      ([to, key], i) =>
        `<li><a class="button${i === 0 ? '' : ' button-light'}" href="${to}">${escapeHtml(text(pub, `home.buttons.${key}`))}</a></li>`,
    ).join('');
    out[lang] = {
      // The markup of home-page.tsx's hero, class for class.
      home:
        '<div class="home"><section class="hero"><div class="page">' +
        `<h1>${escapeHtml(title)}</h1><p class="hero-intro">${escapeHtml(text(pub, 'home.intro'))}</p>` +
        `<ul class="hero-actions">${actions}</ul></div></section></div>`,
      // Raw texts (some with {{placeholders}}): the server fills and escapes them per car.
      car: Object.fromEntries(
        ['backToStock', 'heading', 'price', 'photoOf', 'fullPicture', 'photos', 'photoNumber_other'].map(
          (key) => [key, text(cars, `page.${key}`)],
        ),
      ),
    };
  }
  return out;
}
