import { z } from 'zod';
import { zRecordId } from './member-fields';

/** Limits of the notice board, service center and gallery admin screens. */
export const ADMIN_CONTENT_LIMITS = {
  /** The notices table refuses a longer caption. */
  noticeCaption: 500,
  /** Pictures one gallery upload may add. */
  galleryPicsPerUpload: 20,
  /** The admin lists are bounded: the newest this many records. */
  list: 500,
} as const;

/** A record named by its id in the path (DELETE /notices/{id}, /service-centers/{id}, /gallery/{id}). */
export const ZContentIdInput = z.object({ id: zRecordId.describe('The record') });
