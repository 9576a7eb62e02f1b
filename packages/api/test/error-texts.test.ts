import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every refusal the server can send has a text in both languages on the web (apps/web/src/i18n/<lang>/*.json,
 * under `errors.`), so a Bengali page never shows the server's English sentence (issue 36). The keys are read
 * from the sources: every `new AppError('CODE', 'key', …)` of the API and the server.
 */
const ROOT = join(__dirname, '../../..');
const SOURCES = ['packages/api/src', 'apps/server/src'].map((dir) => join(ROOT, dir));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const thrownKeys = () => {
  const keys = new Set<string>();
  for (const file of SOURCES.flatMap(filesUnder))
    for (const match of readFileSync(file, 'utf8').matchAll(
      /AppError\(\s*'[A-Z_]+',\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g,
    ))
      keys.add(match[1]!);
  return [...keys].sort();
};

function errorTexts(lang: 'en' | 'bn'): Set<string> {
  const found = new Set<string>();
  const dir = join(ROOT, 'apps/web/src/i18n', lang);
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') found.add(path);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')))
    walk((JSON.parse(readFileSync(join(dir, file), 'utf8')) as { errors?: unknown }).errors, '');
  return found;
}

/** A key is translated when its text is there, or its plural forms (key_one, key_other). */
const has = (texts: Set<string>, key: string) =>
  texts.has(key) || [...texts].some((text) => text.startsWith(`${key}_`));

describe('refusals in both languages', () => {
  const keys = thrownKeys();

  it('finds the keys the server throws', () => {
    expect(keys.length).toBeGreaterThan(80);
    expect(keys).toContain('dealers.notFound');
  });

  it.each(['en', 'bn'] as const)('has a %s text for every key the server throws', (lang) => {
    const texts = errorTexts(lang);
    expect(keys.filter((key) => !has(texts, key))).toEqual([]);
  });
});
