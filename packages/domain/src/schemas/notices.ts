import { z } from 'zod';

/** A notice; date is 'YYYY-MM-DD'. */
export const ZNotice = z.object({
  id: z.number().int(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  caption: z.string(),
  pic: z.string(),
});
export type Notice = z.infer<typeof ZNotice>;
