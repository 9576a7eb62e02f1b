import { SOCIETY } from '@samity/domain';
import enCommon from './en/common.json';
import enPublic from './en/public.json';
import { localizeInterpolation } from './interpolation';
import { CODE_NAMESPACES, NAMESPACES } from './namespaces';
import { type Texts, Translator } from './translator';
import { loadVehicleNames } from './vehicle-names';

/**
 * Built-in translation: both languages ship with the app, no external script. Texts are split
 * by area into namespaces (en/<namespace>.json and bn/<namespace>.json with the same keys):
 * - common: the header, footer and shared building blocks; public: the public pages and the login pages;
 * - member, admin, finance: loaded with the member or admin layout (see loadNamespaces), so the public
 *   first load carries none of their text.
 * English common and public are bundled (the page language and the fallback); everything else, and all of
 * Bengali, is a chunk fetched on demand.
 *
 * This module holds the app's one translator with those English texts already in. It is kept apart from
 * index.ts, which starts it in the visitor's language (reading the browser's address and storage), so a module
 * that only translates can be imported where there is no browser (unit tests).
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
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
  // The vocabulary's Bengali names (vehicle-names.ts); English shows the stored names and needs none.
  if (namespace === 'vehicles') return lng === 'bn' ? loadVehicleNames() : {};
  const file = files[`./${lng}/${namespace}.json`];
  if (!file) throw new Error(`no translations ${lng}/${namespace}`);
  const texts = (await file()).default;
  return namespace === 'common' ? { ...texts, ...society(lng) } : texts;
}

const i18n = new Translator({
  namespaces: [...NAMESPACES, ...CODE_NAMESPACES],
  defaultNS: 'common',
  // A page of one area still reads the shared texts (common.close, nav.home) without naming 'common', the
  // password rules both logged-in areas share ('account', loaded with their layouts), and the server's
  // refusals ('errors', loaded when an answer is one).
  fallbackNS: ['common', 'account', 'errors'],
  fallbackLng: 'en',
  load,
  format: localizeInterpolation,
});
// English common and public ship in the entry; other namespaces and languages are fetched when needed.
i18n.addTexts('en', 'common', { ...(enCommon as Texts), ...society('en') });
i18n.addTexts('en', 'public', enPublic as Texts);
i18n.addTexts('en', 'vehicles', {});

export default i18n;
