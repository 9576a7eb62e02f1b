import { z } from 'zod';

/** Committee members as the public pages show them (the original product's field names). */
export const ZCurrentCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  pic: z.string().nullable(),
});

export const ZFoundingCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  pic: z.string().nullable(),
});

/** term_label is committeeTermLabel(term), so every client shows the same label. */
export const ZPreviousCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  pic: z.string().nullable(),
  term: z.string().nullable(),
  term_label: z.string(),
});
export type PreviousCommitteeMember = z.infer<typeof ZPreviousCommitteeMember>;
