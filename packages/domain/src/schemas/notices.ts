import { z } from 'zod';
import { ADMIN_CONTENT_LIMITS } from './content-fields';
import { zCalendarDate, zText } from './fields';
import { zImageUrl } from './member-fields';

/**
 * A notice; date is 'YYYY-MM-DD'. `caption` is what Bengali pages show; `caption_en`, when the notice has
 * one, is what English pages show instead (else they show `caption`).
 */
export const ZNotice = z.object({
  id: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  caption: z.string(),
  caption_en: z.string().nullable().describe('The caption in English; null when the notice has none'),
  pic: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

const captionEnTooLong = `Caption in English must be at most ${ADMIN_CONTENT_LIMITS.noticeCaption} characters`;

/** Publish a notice: picture, date and caption required; the caption in English optional (blank -> null). */
export const ZPublishNoticeInput = z.object({
  date: zCalendarDate,
  caption: zText({
    max: ADMIN_CONTENT_LIMITS.noticeCaption,
    required: 'Caption is required',
    tooLong: `Caption must be at most ${ADMIN_CONTENT_LIMITS.noticeCaption} characters`,
    multiline: true,
  }),
  caption_en: zText({ max: ADMIN_CONTENT_LIMITS.noticeCaption, tooLong: captionEnTooLong, multiline: true })
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('Optional: what English pages show instead of the caption; blank or null for none'),
  pic: zImageUrl,
});
export type NewNotice = z.output<typeof ZPublishNoticeInput>;
