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

  it('keeps the common area loaded', () => {
    expect(keys(enCommon).length).toBe(keys(bnCommon).length);
  });
});
