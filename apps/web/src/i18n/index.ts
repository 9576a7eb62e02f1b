import i18n, { type Language } from './instance';
import type { Namespace } from './namespaces';

export { LANGUAGES, type Language } from './instance';

/** Where the visitor's choice of language is kept (and the cookie the server reads). */
const STORAGE_KEY = 'samity.language';

/** A link's ?lang=bn|en: an explicit choice, as the language switch is. */
function linkLanguage(): Language | null {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return asked === 'bn' || asked === 'en' ? asked : null;
}

/**
 * The language to start in, in the order the server chose the page it sent (apps/server/src/car-pages/
 * page-language.ts): a link's ?lang=, the visitor's stored choice, else the document's language (the server
 * sets it on every page from Accept-Language, else the society's default), so React's first render speaks the
 * language of the page already on screen.
 */
function startLanguage(): Language {
  const asked = linkLanguage();
  if (asked) return asked;
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'bn' || stored === 'en') return stored;
  } catch {
    // private mode: no stored choice
  }
  return document.documentElement.lang === 'en' ? 'en' : 'bn';
}

/** Resolves once the chosen language is loaded; main.tsx renders after it, so no text flashes in English. */
export const i18nReady = i18n.init(startLanguage(), ['common', 'public']);

/**
 * Loads an area's namespaces (in the current language and English, the fallback) before its layout renders,
 * so its screens never show raw keys; the router awaits it beside the layout's code.
 */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces(namespaces);
}

/**
 * Keeps an explicit choice (the language switch, the footer's list, a link's ?lang=) for the next pages and
 * visits: in localStorage, and in a cookie the server reads to write every page in it. A language that came
 * from the browser's own settings (Accept-Language) is never stored: the visitor did not choose it, and a
 * later change of the phone's language must still count.
 */
function keepChoice(lng: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference, read by the server on the next page
  document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

// Every change of language after the start is a person's choice (the switch, the list, a shared link).
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  keepChoice(lng);
});
void i18nReady.then(() => {
  document.documentElement.lang = i18n.language;
  if (linkLanguage()) keepChoice(i18n.language);
});

export default i18n;
