import type { Lang } from '@samity/domain';

/**
 * The cookie in which the app mirrors the visitor's choice of language (apps/web/src/i18n/index.ts keeps it
 * beside its own storage), so the server writes a page in the language the app will render it in.
 */
export const LANGUAGE_COOKIE = 'samity.language';

/**
 * The language of a page's head and first content, chosen on the server: `?lang=bn|en` first (the hreflang
 * addresses, a shared link), then the visitor's own choice (LANGUAGE_COOKIE), then the first of bn or en in
 * Accept-Language by its weight, else English. The app starts in the same order (?lang, its stored choice,
 * the document's language the server set), so the page the server wrote is the one React renders. Crawlers
 * of link previews send no cookie and no Accept-Language or an English one, so a preview is English unless
 * the link says ?lang=bn.
 */
export function pageLanguage(
  query: unknown,
  acceptLanguage: string | undefined,
  chosen?: string,
): { lang: Lang; asked: boolean } {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'bn' || asked === 'en') return { lang: asked, asked: true };
  if (chosen === 'bn' || chosen === 'en') return { lang: chosen, asked: false };
  return { lang: fromAcceptLanguage(acceptLanguage), asked: false };
}

function fromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.tag.startsWith('bn') || entry.tag.startsWith('en')))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('bn') ? 'bn' : 'en';
}
