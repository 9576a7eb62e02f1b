import { SOCIETY } from '@samity/domain';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en';
import type { Resources } from './resources';

/**
 * Built-in translation (decision D4): both languages ship with the app, no external script. Area files
 * under en/ and bn/ are picked up automatically (en/<area>.json and bn/<area>.json with the same keys).
 * English is bundled; Bengali is loaded on demand so English visitors do not download it.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'samity.language';

/** The society's name comes from its configuration (D8), not from the translation files. */
const society = (lng: Language) => ({
  society: {
    name: SOCIETY.name[lng],
    nameLocal: SOCIETY.name.bn,
    short: SOCIETY.shortName[lng],
    address: SOCIETY.address[lng],
  },
});

const loaders: Record<Language, () => Promise<Resources>> = {
  en: async () => en,
  bn: async () => (await import('./bn')).default,
};

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const lng: Language = language === 'bn' ? 'bn' : 'en';
    loaders[lng]().then(
      (resources) => callback(null, { ...resources, ...society(lng) } as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/** Resolves once the chosen language is loaded; main.tsx renders after it, so no text flashes in English. */
export const i18nReady = i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });

function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
i18n.on('languageChanged', applyLanguage);
void i18nReady.then(() => applyLanguage(i18n.language));

export default i18n;
