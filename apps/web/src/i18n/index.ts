import i18n, { type Language } from './instance';
import type { Namespace } from './namespaces';

export { LANGUAGES, type Language } from './instance';

/** Where the visitor's choice of language is kept (and the cookie the server reads). */
const STORAGE_KEY = 'samity.language';

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
