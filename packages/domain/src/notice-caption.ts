import type { Lang } from './format';

/**
 * The caption a page in `lang` shows: English pages the caption in English when the notice has one, else the
 * caption; Bengali pages always the caption. A module of its own, without zod, so the public notice board's
 * first load does not carry the schemas.
 */
export function noticeCaptionIn(notice: { caption: string; caption_en: string | null }, lang: Lang): string {
  return lang === 'en' && notice.caption_en ? notice.caption_en : notice.caption;
}
