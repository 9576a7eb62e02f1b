import { SOCIETY } from '@samity/domain';
import enCommon from './en/common.json';
import enPublic from './en/public.json';
import { localizeInterpolation } from './interpolation';
import { NAMESPACES, type Namespace } from './namespaces';
import { type Texts, Translator } from './translator';

/**
 * Built-in translation: both languages ship with the app, no external script. Texts are split
 * by area into namespaces (en/<namespace>.json and bn/<namespace>.json with the same keys):
 * - common: the header, footer and shared building blocks; public: the public pages and the login pages;
 * - member, admin, finance: loaded with the member or admin layout (see loadNamespaces), so the public
 *   first load carries none of their text.
 * English common and public are bundled (the page language and the fallback); everything else, and all of
 * Bengali, is a chunk fetched on demand.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'samity.language';

/** The society's name comes from its configuration, not from the translation files. */
const society = (lng: Language) => ({
  society: {
    name: SOCIETY.name[lng],
    nameLocal: SOCIETY.name.bn,
    short: SOCIETY.shortName[lng],
    address: SOCIETY.address[lng],
  },
});

// English common and public are imported above; the glob leaves them out so they are not split off again.
const files = import.meta.glob<{ default: Texts }>([
  './{en,bn}/*.json',
  '!./en/common.json',
  '!./en/public.json',
]);

/** One namespace in one language: a chunk fetched on demand; `common` also carries the society's name. */
async function load(language: string, namespace: string): Promise<Texts> {
  const lng: Language = language === 'bn' ? 'bn' : 'en';
  const file = files[`./${lng}/${namespace}.json`];
  if (!file) throw new Error(`no translations ${lng}/${namespace}`);
  const texts = (await file()).default;
  return namespace === 'common' ? { ...texts, ...society(lng) } : texts;
}

const i18n = new Translator({
  namespaces: NAMESPACES,
  defaultNS: 'common',
  // A page of one area still reads the shared texts (common.close, nav.home) without naming 'common', and
  // the password rules both logged-in areas share ('account', loaded with their layouts).
  fallbackNS: ['common', 'account'],
  fallbackLng: 'en',
  load,
  format: localizeInterpolation,
});
// English common and public ship in the entry; other namespaces and languages are fetched when needed.
i18n.addTexts('en', 'common', { ...(enCommon as Texts), ...society('en') });
i18n.addTexts('en', 'public', enPublic as Texts);

/**
 * The language to start in, in the order the server chose the page it sent (apps/server/src/car-pages/
 * page-language.ts): a link's ?lang=, the visitor's stored choice, else the document's language (the server
 * sets it from Accept-Language where it wrote a page's first content; index.html says English), so React's
 * first render speaks the language of the content already on screen.
 */
function storedLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked === 'bn' || asked === 'en') return asked;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'bn' || stored === 'en') return stored;
  } catch {
    // private mode: no stored choice
  }
  return document.documentElement.lang === 'bn' ? 'bn' : 'en';
}

/** Resolves once the chosen language is loaded; main.tsx renders after it, so no text flashes in English. */
export const i18nReady = i18n.init(storedLanguage(), ['common', 'public']);

/**
 * Loads an area's namespaces (in the current language and English, the fallback) before its layout renders,
 * so its screens never show raw keys; the router awaits it beside the layout's code.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
}

function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  // Mirrored in a cookie for the server, which writes some pages' first content in the visitor's language.
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference, read by the server on the next page
  document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
i18n.on('languageChanged', applyLanguage);
void i18nReady.then(() => applyLanguage(i18n.language));

export default i18n;
