import type { Lang } from '@samity/domain';

/**
 * The language of a page's head, chosen on the server (the app's own choice lives in the browser's storage,
 * which the server never sees): `?lang=bn|en` first (the hreflang addresses, a shared link), then the first
 * of bn or en in Accept-Language by its weight, else English, the app's own default. Crawlers of link
 * previews send no Accept-Language or an English one, so a preview is English unless the link says ?lang=bn.
 */
export function pageLanguage(
  query: unknown,
  acceptLanguage: string | undefined,
): { lang: Lang; asked: boolean } {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'bn' || asked === 'en') return { lang: asked, asked: true };
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
