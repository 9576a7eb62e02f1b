import { z } from 'zod';
import { zCalendarDate, zText } from './fields';
import { zImageUrl, zRecordId } from './member-fields';

/** Limits of the notice board, service center and gallery admin screens. */
export const ADMIN_CONTENT_LIMITS = {
  /** The notices table refuses a longer caption. */
  noticeCaption: 500,
  /** Pictures one gallery upload may add. */
  galleryPicsPerUpload: 20,
  /** The admin lists are bounded: the newest this many records. */
  list: 500,
} as const;

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
export type PublishNoticeInput = z.input<typeof ZPublishNoticeInput>;
export type NewNotice = z.output<typeof ZPublishNoticeInput>;

/** A record named by its id in the path (DELETE /notices/{id}, /service-centers/{id}, /gallery/{id}). */
export const ZContentIdInput = z.object({ id: zRecordId.describe('The record') });

/** Add a service center: its one picture (logo). */
export const ZAddServiceCenterInput = z.object({ pic: zImageUrl.describe('Address from POST /api/uploads') });

/** Add gallery pictures: one or more uploaded addresses; each becomes one gallery image. */
export const ZAddGalleryInput = z.object({
  pics: z
    .array(zImageUrl, { error: 'Please select an image' })
    .min(1, 'Please select an image')
    .max(
      ADMIN_CONTENT_LIMITS.galleryPicsPerUpload,
      `At most ${ADMIN_CONTENT_LIMITS.galleryPicsPerUpload} pictures at a time`,
    )
    .describe('Addresses from POST /api/uploads'),
});
