import { describe, expect, it } from 'vitest';
import { localizeInterpolation } from './interpolation';
import { type Texts, Translator } from './translator';

const TEXTS: Record<string, Texts> = {
  en: {
    range: '{{from}}–{{to}} of {{total}}',
    who: '{{name}} ({{phone}})',
    n_one: '{{count}} month',
    n_other: '{{count}} months',
  },
  bn: {
    range: '{{total}}টির মধ্যে {{from}} থেকে {{to}}টি',
    who: '{{name}} ({{phone}})',
    car: '{{model, name}} {{year}}',
    n_one: '{{count}} মাস',
    n_other: '{{count}} মাস',
  },
};

/** The app's interpolation on a translator of its own, with one sentence in each language. */
async function translator(lng: 'en' | 'bn') {
  const i18n = new Translator({
    namespaces: ['t'],
    defaultNS: 't',
    fallbackNS: [],
    fallbackLng: 'en',
    load: async (language) => TEXTS[language]!,
    format: localizeInterpolation,
  });
  await i18n.init(lng, ['t']);
  return i18n.t;
}

describe('interpolated values', () => {
  it('are written in Bengali digits on Bengali pages, numbers and texts alike', async () => {
    const t = await translator('bn');
    expect(t('range', { from: 1, to: 6, total: 160 })).toBe('১৬০টির মধ্যে ১ থেকে ৬টি');
    expect(t('who', { name: 'Karim', phone: '01711000001' })).toBe('Karim (০১৭১১০০০০০১)');
    expect(t('n', { count: 12 })).toBe('১২ মাস');
  });

  it('leave a name marked `name` as it is written (a car model "RX 350" is not part Bengali)', async () => {
    const t = await translator('bn');
    expect(t('car', { model: 'RX 350', year: 2017 })).toBe('RX 350 ২০১৭');
  });

  it('stay as they are on English pages, and a value that is not a number or text is untouched', async () => {
    const t = await translator('en');
    expect(t('range', { from: 1, to: 6, total: 160 })).toBe('1–6 of 160');
    expect(t('n', { count: 1 })).toBe('1 month');
    expect(t('who', { name: 'Karim', phone: '01711000001' })).toBe('Karim (01711000001)');
  });
});
