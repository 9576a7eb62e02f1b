import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

/** Every English key has a Bengali translation and vice versa (no half-translated screens). */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const files = import.meta.glob<{ default: object }>('./{en,bn}/*.json', { eager: true });
const file = (lng: string, ns: string) => files[`./${lng}/${ns}.json`]?.default;

describe('translations', () => {
  it('has exactly one file per namespace and language', () => {
    const expected = NAMESPACES.flatMap((ns) => [`./bn/${ns}.json`, `./en/${ns}.json`]).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(NAMESPACES)('has the same keys in en and bn for the %s namespace', (ns) => {
    const en = file('en', ns);
    const bn = file('bn', ns);
    expect(en, `en/${ns}`).toBeDefined();
    expect(bn, `bn/${ns}`).toBeDefined();
    expect(keys(en!).length).toBeGreaterThan(0);
    expect(keys(bn!).sort()).toEqual(keys(en!).sort());
  });

  it('gives every key to one namespace only, so a lookup across namespaces is never ambiguous', () => {
    for (const lng of ['en', 'bn']) {
      const owner = new Map<string, string>();
      for (const ns of NAMESPACES) {
        for (const key of keys(file(lng, ns)!)) {
          expect(owner.get(key), `${key} in ${lng}/${ns} and ${owner.get(key)}`).toBeUndefined();
          owner.set(key, ns);
        }
      }
      // 'society' comes from the society configuration, never from a translation file.
      expect([...owner.keys()].some((key) => key.startsWith('society.'))).toBe(false);
    }
  });

  it('writes plurals with the forms each language needs (en: one/other, bn: one/other)', () => {
    for (const lng of ['en', 'bn']) {
      for (const ns of NAMESPACES) {
        const all = keys(file(lng, ns)!);
        for (const key of all.filter((k) => k.endsWith('_other'))) {
          expect(all, `${lng}/${ns} ${key}`).toContain(key.replace(/_other$/, '_one'));
        }
      }
    }
  });
});
