import { SOCIETY } from '@samity/domain';
import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import enCommon from './en/common.json';
import enPublic from './en/public.json';
import { INTERPOLATION } from './interpolation';
import type { Namespace } from './namespaces';

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
const files = import.meta.glob<{ default: ResourceKey }>([
  './{en,bn}/*.json',
  '!./en/common.json',
  '!./en/public.json',
]);
const BUNDLED: Record<string, ResourceKey> = { common: enCommon, public: enPublic };

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const lng: Language = language === 'bn' ? 'bn' : 'en';
    const bundled = lng === 'en' ? BUNDLED[namespace] : undefined;
    const load = bundled ? async () => ({ default: bundled }) : files[`./${lng}/${namespace}.json`];
    if (!load) return callback(new Error(`no translations ${lng}/${namespace}`), false);
    load().then(
      (file) =>
        callback(
          null,
          namespace === 'common' ? { ...(file.default as object), ...society(lng) } : file.default,
        ),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

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
export const i18nReady = i18n.use(backend).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  load: 'languageOnly',
  ns: ['common', 'public'],
  defaultNS: 'common',
  // A page of one area still reads the shared texts (common.close, nav.home) without naming 'common', and
  // the password rules both logged-in areas share ('account', loaded with their layouts).
  fallbackNS: ['common', 'account'],
  // English common and public ship in the entry; other namespaces and languages come from the backend.
  partialBundledLanguages: true,
  resources: { en: { common: { ...enCommon, ...society('en') }, public: enPublic } },
  interpolation: INTERPOLATION,
  returnNull: false,
});

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
