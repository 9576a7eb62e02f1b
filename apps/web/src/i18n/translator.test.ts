import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localizeInterpolation } from './interpolation';
import { NAMESPACES } from './namespaces';
import { type Texts, Translator } from './translator';

const files = import.meta.glob<{ default: Texts }>('./{en,bn}/*.json', { eager: true });
const texts = (lng: string, ns: string) => files[`./${lng}/${ns}.json`]!.default;
const SOCIETY = { society: { name: 'Samity', short: 'S' } };
const withSociety = (lng: string, ns: string) =>
  ns === 'common' ? { ...texts(lng, ns), ...SOCIETY } : texts(lng, ns);

function ours(lng: string) {
  const translator = new Translator({
    namespaces: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: ['common', 'account'],
    fallbackLng: 'en',
    load: async (language, ns) => withSociety(language, ns),
    format: localizeInterpolation,
  });
  return translator.init(lng, NAMESPACES).then(() => translator);
}

/** i18next itself, set up as the app was before it had a translator of its own: the oracle for every text. */
async function theirs(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: ['common', 'account'],
    resources: Object.fromEntries(
      ['en', 'bn'].map((l) => [l, Object.fromEntries(NAMESPACES.map((ns) => [ns, withSociety(l, ns)]))]),
    ),
    interpolation: { escapeValue: false, alwaysFormat: true, format: localizeInterpolation as never },
    returnNull: false,
  });
  return instance;
}

function keysOf(obj: Texts, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

/** Sample values for every placeholder of a text: a number, a name with digits, and an object for nesting. */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, inside] of text.matchAll(/\{\{\s*([^},]+)/g))
    values[inside!.trim().split('.')[0]!] = 'RX 350';
  return values;
}

describe('the translator reads every text of the app as i18next did', () => {
  it.each([
    'en',
    'bn',
  ])('every key of every namespace, with its values and counts 0, 1, 2 and 21 (%s)', async (lng) => {
    const [mine, oracle] = await Promise.all([ours(lng), theirs(lng)]);
    let compared = 0;
    for (const ns of NAMESPACES) {
      const t = mine.getFixedT(lng, ns);
      const expected = oracle.getFixedT(lng, ns);
      const bases = new Set(keysOf(texts('en', ns)).map((key) => key.replace(/_(one|other)$/, '')));
      for (const key of bases) {
        const values = valuesFor(JSON.stringify(texts(lng, ns)));
        for (const options of [values, ...[0, 1, 2, 21].map((count) => ({ ...values, count }))]) {
          expect(t(key, options), `${lng}/${ns} ${key} ${JSON.stringify(options)}`).toBe(
            expected(key, options),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('the translator', () => {
  const translator = () =>
    new Translator({
      namespaces: ['a', 'b', 'common'],
      defaultNS: 'common',
      fallbackNS: ['common'],
      fallbackLng: 'en',
      load: async (lng, ns) => {
        if (ns === 'b' && lng === 'bn') throw new Error('offline');
        return (
          {
            'en/common': { close: 'Close', nested: 'About $t(close)' },
            'bn/common': { close: 'বন্ধ' },
            'en/a': { only: 'English only', months_one: '{{count}} month', months_other: '{{count}} months' },
            'bn/a': {
              months_one: '{{count}} মাস',
              months_other: '{{count}} মাস',
              deep: { key: '{{who.name}}' },
            },
            'en/b': { b: 'B' },
          } as Record<string, Texts>
        )[`${lng}/${ns}`]!;
      },
      format: localizeInterpolation,
    });

  it('falls back to English, then to the fallback namespaces, and answers a missing key as itself', async () => {
    const i18n = translator();
    await i18n.init('bn', ['common', 'a']);
    const t = i18n.getFixedT('bn', 'a');
    expect(t('only')).toBe('English only');
    expect(t('close')).toBe('বন্ধ');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('a:nowhere')).toBe('nowhere');
    expect(t('errors.unknown', { defaultValue: 'Could not save {{n}}', n: 2 })).toBe('Could not save ২');
    expect(t('close', { defaultValue: 'unused' })).toBe('বন্ধ');
    expect(t('Note: not a key')).toBe('Note: not a key');
    expect(t(['missing', 'close'])).toBe('বন্ধ');
    expect(t('deep.key', { who: { name: 'করিম 12' } })).toBe('করিম ১২');
    expect(t('months', { count: 0 })).toBe('০ মাস');
    expect(i18n.getFixedT('en', 'a')('months', { count: 1 })).toBe('1 month');
    expect(i18n.getFixedT('en', 'a')('months', { count: 3 })).toBe('3 months');
    expect(i18n.getFixedT('en', 'common')('nested')).toBe('About Close');
    expect(i18n.getFixedT('bn', 'a', 'deep')('key', { who: { name: 'x' } })).toBe('x');
    expect(i18n.exists('close')).toBe(true);
    expect(i18n.exists('only', { ns: 'a' })).toBe(true);
    expect(i18n.exists('nope', { ns: 'a' })).toBe(false);
  });

  it('changes language only once the new texts are in, and tells its listeners once', async () => {
    const i18n = translator();
    await i18n.init('en', ['common', 'a']);
    const heard: string[] = [];
    i18n.on('languageChanged', (lng) =>
      heard.push(`${lng}:${i18n.getFixedT(lng, 'a')('months', { count: 2 })}`),
    );
    const change = i18n.changeLanguage('bn');
    expect(i18n.language).toBe('en');
    await change;
    expect(i18n.language).toBe('bn');
    await i18n.changeLanguage('bn');
    expect(heard).toEqual(['bn:২ মাস']);
  });

  it('counts a namespace that failed to load as settled, and tries it again when asked again', async () => {
    const i18n = translator();
    await i18n.init('bn', ['common']);
    expect(i18n.hasLoadedNamespace('b')).toBe(false);
    await i18n.loadNamespaces(['b']);
    expect(i18n.hasLoadedNamespace('b')).toBe(true);
    expect(i18n.getFixedT('bn', 'b')('b')).toBe('B');
  });
});
