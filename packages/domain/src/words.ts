import type { Lang } from './format';

/** Words keyed by the value the database stores, with what each language shows for it. */
export type Words = Record<string, { en: string; bn: string }>;

/** A stored value in the language: its table's words, a case-insensitive match, or the value itself. */
export function labeller(words: Words) {
  const lower = new Map(Object.entries(words).map(([key, value]) => [key.toLowerCase(), value]));
  return (value: string | null | undefined, lng: Lang): string => {
    if (value === null || value === undefined) return '';
    const found = words[value] ?? lower.get(value.trim().toLowerCase());
    return found ? found[lng] : value;
  };
}
