// A relative import: Vite bundles it into the config, while the package's TypeScript entry would be loaded
// by Node untranspiled. society.ts imports nothing, so this stays cheap.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SOCIETY } from '../../packages/domain/src/society';
import { NAV_ITEMS } from './src/components/header/nav-links';

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

/** Per namespace, the subtrees of texts the signed-in pages' first content needs. */
const SIGNED_IN_TEXTS: Record<string, readonly string[]> = {
  common: ['nav', 'footer', 'common'],
  member: [
    'memberArea',
    'dashboard.nav',
    'dashboard.dues',
    'dashboard.statements',
    'dashboard.pay',
    'dashboard.inbox',
  ],
  admin: ['admin'],
  finance: ['admin', 'monthly'],
};

/** The named subtrees of a namespace, at their own paths ('dashboard.nav' stays under dashboard). */
function subtrees(texts: Texts, paths: readonly string[]): Texts {
  const out: Texts = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = texts;
    let to = out;
    for (const [index, part] of parts.entries()) {
      from = (from as Texts | undefined)?.[part];
      if (from === undefined) throw new Error(`first content: no texts at ${path}`);
      if (index === parts.length - 1) to[part] = from;
      else {
        to[part] ??= {};
        to = to[part] as Texts;
      }
    }
  }
  return out;
}

function firstContent(root: string) {
  const read = (lang: Lang, namespace: string): Texts =>
    JSON.parse(readFileSync(join(root, 'src/i18n', lang, `${namespace}.json`), 'utf8'));
  const text = (texts: Texts, key: string): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    if (typeof value !== 'string') throw new Error(`first content: no text ${key}`);
    return value;
  };
  const out: Record<
    Lang,
    {
      home: string;
      car: Record<string, string>;
      header: { home: string; other: string };
      signedIn: Record<string, Texts>;
    }
  > = {} as never;
  for (const lang of LANGS) {
    // The home page's texts are a namespace of their own (loaded with its route).
    const homeTexts = read(lang, 'home');
    const cars = read(lang, 'cars');
    const common = read(lang, 'common');
    // home.title is "$t(society.name)": the society's name comes from its configuration, as in the app.
    const title =
      text(homeTexts, 'home.title') === '$t(society.name)'
        ? SOCIETY.name[lang]
        : text(homeTexts, 'home.title');
    const actions = HOME_ACTIONS.map(
      ([to, key], i) =>
        `<li><a class="button${i === 0 ? '' : ' button-light'}" href="${to}">${escapeHtml(text(homeTexts, `home.buttons.${key}`))}</a></li>`,
    ).join('');
    out[lang] = {
      // The whole header in this language, with the current page's link marked (the home page's, or none).
      header: {
        home: siteHeader(lang, (key) => text(common, key), '/'),
        other: siteHeader(lang, (key) => text(common, key), null),
      },
      // The markup of home-page.tsx's hero, class for class.
      home:
        '<div class="home"><section class="hero"><div class="page">' +
        `<h1>${escapeHtml(title)}</h1><p class="hero-intro">${escapeHtml(text(homeTexts, 'home.intro'))}</p>` +
        `<ul class="hero-actions">${actions}</ul></div></section></div>`,
      // Raw texts (some with {{placeholders}}): the server fills and escapes them per car.
      // The parts of the namespaces that the signed-in pages' first content uses (the member's dues, the
      // month's book: apps/server/src/first-content/), raw: the server picks plurals and fills placeholders.
      signedIn: Object.fromEntries(
        Object.entries(SIGNED_IN_TEXTS).map(([namespace, parts]) => [
          namespace,
          subtrees(read(lang, namespace), parts),
        ]),
      ),
      car: Object.fromEntries(
        ['backToStock', 'heading', 'price', 'photoOf', 'fullPicture', 'photos', 'photoNumber_other'].map(
          (key) => [key, text(cars, `page.${key}`)],
        ),
      ),
    };
  }
  return out;
}

/**
 * The header as site-header.tsx renders it (with desktop-nav.tsx, language-switch.tsx and mobile-menu.tsx's
 * button), for pages whose first content the server writes: below it the content sits exactly where React
 * will put it, at every width (the language-neutral frame above is shorter wherever the name, the links or
 * the language switch show). Its controls (the links and dropdowns, the language switch, the menu button) are
 * inert, and aria-hidden for tools that ignore inert, until React's header replaces it: drawn, but neither
 * focusable, clickable nor announced, as a button that did nothing would be worse than one that answers a
 * moment later. The logo links home as it is.
 */
function siteHeader(lang: Lang, t: (key: string) => string, active: string | null): string {
  const link = (to: string, label: string) =>
    to === active
      ? `<a aria-current="page" class="active" href="${to}">${escapeHtml(t(label))}</a>`
      : `<a href="${to}">${escapeHtml(t(label))}</a>`;
  const items = NAV_ITEMS.map((item) =>
    item.kind === 'link'
      ? `<li>${link(item.to, item.label)}</li>`
      : `<li class="nav-group"><button type="button" class="nav-group-button${item.links.some((l) => l.to === active) ? ' active' : ''}" aria-expanded="false">${escapeHtml(t(item.label))}<span class="caret" aria-hidden="true"></span></button>` +
        `<ul class="dropdown" hidden="">${item.links.map((l) => `<li>${link(l.to, l.label)}</li>`).join('')}</ul></li>`,
  ).join('');
  const languages = (['en', 'bn'] as const)
    .map(
      (lng) =>
        `<button type="button" lang="${lng}" aria-pressed="${lng === lang}">${lng === 'en' ? 'English' : 'বাংলা'}</button>`,
    )
    .join('');
  return (
    '<header class="site-header">' +
    `<a class="skip-link" href="#main">${escapeHtml(t('nav.skipToContent'))}</a>` +
    `<p class="top-bar" lang="bn">${escapeHtml(SOCIETY.name.bn)}</p>` +
    '<div class="main-bar">' +
    `<a class="logo" href="/"><img src="/logo.svg" alt="" width="40" height="40"><span class="logo-name">${escapeHtml(SOCIETY.name[lang])}</span><span class="visually-hidden">${escapeHtml(t('nav.home'))}</span></a>` +
    `<nav class="desktop-nav" inert aria-hidden="true" aria-label="${escapeHtml(t('nav.mainNavigation'))}"><ul class="nav-list">${items}</ul></nav>` +
    `<fieldset class="language-buttons" inert aria-hidden="true"><legend class="visually-hidden">${escapeHtml(t('footer.language'))}</legend>${languages}</fieldset>` +
    `<div class="mobile-nav" inert aria-hidden="true"><button type="button" class="menu-button" aria-expanded="false" aria-label="${escapeHtml(t('nav.openMenu'))}"><span class="menu-icon" aria-hidden="true"></span></button></div>` +
    '</div></header>'
  );
}
