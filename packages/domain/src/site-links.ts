import type { Lang } from './format';

/**
 * An address of the site written into something that leaves it (an SMS, an email, a certificate's QR code):
 * it carries the reader's language (?lang=), so the page it opens speaks the language of the message, on any
 * phone, before the reader has chosen anything there. The fragment stays last.
 */
export function siteLink(origin: string | undefined, path: string, lang: Lang): string {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${origin ?? ''}${beforeHash}${separator}lang=${lang}${hash}`;
}
