import { z } from 'zod';
import { ADMIN_CONTENT_LIMITS } from './content-fields';
import { zCalendarDate, zText } from './fields';
import { zImageUrl } from './member-fields';

/** A notice; date is 'YYYY-MM-DD'. */
export const ZNotice = z.object({
  id: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  caption: z.string(),
  pic: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;

/** Publish a notice: picture, date and caption, all required. */
export const ZPublishNoticeInput = z.object({
  date: zCalendarDate,
  caption: zText({
    max: ADMIN_CONTENT_LIMITS.noticeCaption,
    required: 'Caption is required',
    tooLong: `Caption must be at most ${ADMIN_CONTENT_LIMITS.noticeCaption} characters`,
    multiline: true,
  }),
  pic: zImageUrl,
});
export type NewNotice = z.output<typeof ZPublishNoticeInput>;
