import { z } from 'zod';
import { zText } from './fields';
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

/** A calendar date as 'YYYY-MM-DD' that exists (no 2026-02-30). */
const zCalendarDate = zText({ max: 10, required: 'Date is required' }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'Date must be a real date as YYYY-MM-DD');

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
