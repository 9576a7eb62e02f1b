import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@samity/domain';
import { escapeHtml, fill } from '../car-pages/first-content';

/** Written by the web build (apps/web/vite-shell.ts): per language, `signedIn` holds raw namespace subtrees. */
const FIRST_CONTENT_FILE = '.vite/first-content.json';

type Tree = { [key: string]: string | Tree };
export type SignedInTexts = Record<Lang, Record<string, Tree>>;

/** The build's texts of the signed-in pages, or null for a build without them (then the plain shell). */
export function readSignedInTexts(webDistDir: string): SignedInTexts | null {
  const file = join(webDistDir, FIRST_CONTENT_FILE);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { signedIn?: unknown }>;
  const en = parsed.en?.signedIn;
  const bn = parsed.bn?.signedIn;
  const isTree = (value: unknown): value is Record<string, Tree> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isTree(en) && isTree(bn) ? { en, bn } : null;
}

/** Thrown for a text the build did not write: the page is then sent without first content. */
export class MissingText extends Error {}

/**
 * t() as the app's i18next does it for these pages, returning escaped HTML: the key looked up in the given
 * namespaces in order (the app's `fallbackNS`: a page's own, then common), a `count` picking the plural
 * form by the language's rules (`_one`, `_other`), placeholders filled and escaped with the language's
 * digits (fill, as apps/web/src/i18n/interpolation.ts does).
 */
export function translator(texts: SignedInTexts, lang: Lang, namespaces: readonly string[]) {
  const plural = new Intl.PluralRules(lang);
  const find = (key: string): string | undefined => {
    for (const namespace of namespaces) {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          texts[lang][namespace],
        );
      if (typeof value === 'string') return value;
    }
    return undefined;
  };
  return (key: string, values: Record<string, string | number> = {}): string => {
    const count = values.count;
    const template =
      (typeof count === 'number'
        ? (find(`${key}_${plural.select(count)}`) ?? find(`${key}_other`))
        : undefined) ?? find(key);
    if (template === undefined) throw new MissingText(`first content: no text ${key}`);
    return fill(template, values, lang);
  };
}

export { escapeHtml };

/** The text of a translated (escaped) string, to be put into another text that escapes it again. */
export const plainText = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** JSON inside <script>: no value can end the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The header's language switch as React draws it (components/language-switch.tsx): each language in its script. */
export const languageButtons = (lang: Lang) =>
  (['en', 'bn'] as const)
    .map(
      (lng) =>
        `<button type="button" lang="${lng}" aria-pressed="${lng === lang}">${lng === 'en' ? 'English' : 'বাংলা'}</button>`,
    )
    .join('');
