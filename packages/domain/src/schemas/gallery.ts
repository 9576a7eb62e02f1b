import { z } from 'zod';
import { ADMIN_CONTENT_LIMITS } from './content-fields';
import { zImageUrl } from './member-fields';

/** A service center logo or a gallery image (id, pic). */
export const ZSiteImage = z.object({
  id: z.number().int(),
  pic: z.string(),
});

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
