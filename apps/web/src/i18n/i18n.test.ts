import { describe, expect, it } from 'vitest';
import bnCommon from './bn/common.json';
import enCommon from './en/common.json';

/** Every English key has a Bengali translation and vice versa (no half-translated screens). */
function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const files = import.meta.glob<{ default: object }>('./{en,bn}/*.json', { eager: true });

describe('translations', () => {
  it('has the same keys in en and bn for every area file', () => {
    const areas = new Set(Object.keys(files).map((p) => p.split('/').pop()));
    expect(areas.size).toBeGreaterThan(0);
    for (const area of areas) {
      const en = files[`./en/${area}`]?.default;
      const bn = files[`./bn/${area}`]?.default;
      expect(en, `en/${area}`).toBeDefined();
      expect(bn, `bn/${area}`).toBeDefined();
      expect(keys(bn!).sort(), area).toEqual(keys(en!).sort());
    }
  });

  it('gives every top-level key to one area file only, so merging the files loses nothing', () => {
    for (const lng of ['en', 'bn']) {
      const owner = new Map<string, string>();
      for (const [path, file] of Object.entries(files)) {
        if (!path.startsWith(`./${lng}/`)) continue;
        for (const key of Object.keys(file.default)) {
          expect(owner.get(key), `${key} in ${path} and ${owner.get(key)}`).toBeUndefined();
          owner.set(key, path);
        }
      }
      // 'society' comes from the society configuration (D8), never from a translation file.
      expect(owner.has('society')).toBe(false);
    }
  });

  it('keeps the common area loaded', () => {
    expect(keys(enCommon).length).toBe(keys(bnCommon).length);
  });
});
