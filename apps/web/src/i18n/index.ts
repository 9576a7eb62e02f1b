import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import bnCommon from './bn/common.json';
import enCommon from './en/common.json';

/**
 * One file per area and language; each file owns its own top-level keys (no two files share one), so the
 * resources are a shallow merge. Add an area: create en/<area>.json and bn/<area>.json and list them here.
 */
const en = { ...enCommon };
const bn = { ...bnCommon };

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'samity.language';

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/** Built-in translation (decision D4): both languages ship with the app, no external script. */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, bn: { translation: bn } },
  lng: storedLanguage(),
  fallbackLng: 'en',
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
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export default i18n;
