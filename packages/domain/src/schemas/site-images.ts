import { z } from 'zod';

/** A service center logo or a gallery image (id, pic). */
export const ZSiteImage = z.object({
  id: z.number().int(),
  pic: z.string(),
});
