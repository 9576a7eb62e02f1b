import { z } from 'zod';

/** A service center logo or a gallery image (spec §3: id, pic). */
export const ZSiteImage = z.object({
  id: z.number().int(),
  pic: z.string(),
});
export type SiteImage = z.infer<typeof ZSiteImage>;
