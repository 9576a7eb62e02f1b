import { type Lang, SOCIETY } from '@samity/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The cookie in which the app keeps the visitor's explicit choice of language (the language switch, or a link's
 * ?lang=; apps/web/src/i18n/index.ts), so the server writes every page in the language the app will render.
 */
export const LANGUAGE_COOKIE = 'samity.language';

/**
 * The language of a page, chosen on the server for every page it serves (the app's pages, signed-in pages, a
 * car's page, a dealer's verification page): `?lang=bn|en` first (the hreflang addresses, a shared link, a
 * link in an SMS), then the visitor's own earlier choice (LANGUAGE_COOKIE), then the first of bn or en in
 * Accept-Language by its weight, else the society's default language (SOCIETY.defaultLanguage: Bengali). The
 * app starts in the same order (?lang, its stored choice, the document's language the server set), so the
 * page the server wrote is the one React renders. Nothing is stored here: only an explicit choice is kept,
 * by the app.
 */
export function pageLanguage(
  query: unknown,
  acceptLanguage: string | undefined,
  chosen?: string,
): { lang: Lang; asked: boolean } {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'bn' || asked === 'en') return { lang: asked, asked: true };
  if (chosen === 'bn' || chosen === 'en') return { lang: chosen, asked: false };
  return { lang: fromAcceptLanguage(acceptLanguage) ?? SOCIETY.defaultLanguage, asked: false };
}

/** pageLanguage of a request: its query, its cookie and its Accept-Language. */
export const requestLanguage = (request: FastifyRequest) =>
  pageLanguage(request.query, request.headers['accept-language'], request.cookies?.[LANGUAGE_COOKIE]);

/**
 * The document's language: the app starts in it when the visitor has not chosen one (apps/web/src/i18n). A
 * document without its own <html> tag (which HTML allows) gets one after the doctype.
 */
export const withLanguage = (html: string, lang: Lang) => {
  // The app's own title (index.html names the society in English) in the page's language from the first
  // byte; a page that wrote a title of its own (a car's, a dealer's) keeps it.
  const titled = html.replace(`<title>${SOCIETY.name.en}</title>`, `<title>${SOCIETY.name[lang]}</title>`);
  if (!/<html[\s>]/i.test(titled))
    return titled.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}<html lang="${lang}">`);
  return titled.replace(/<html(\s[^>]*)?>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
      : tag.replace('<html', `<html lang="${lang}"`),
  );
};

/** The answer depends on these request headers: a shared cache must key on them. */
export const LANGUAGE_VARY = 'accept-language, cookie';

function fromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && (entry.tag.startsWith('bn') || entry.tag.startsWith('en')))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.tag;
  if (!first) return undefined;
  return first.startsWith('bn') ? 'bn' : 'en';
}
