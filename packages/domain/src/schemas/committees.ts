import { z } from 'zod';

/** Committee members as the public pages show them (spec §3 field names). */
export const ZCurrentCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  pic: z.string().nullable(),
});
export type CurrentCommitteeMember = z.infer<typeof ZCurrentCommitteeMember>;

export const ZFoundingCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  pic: z.string().nullable(),
});
export type FoundingCommitteeMember = z.infer<typeof ZFoundingCommitteeMember>;

/** term_label is committeeTermLabel(term) (spec §9), so every client shows the same label. */
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
