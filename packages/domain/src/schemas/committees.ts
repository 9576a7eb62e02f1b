import { z } from 'zod';
import { zText } from './fields';
import { zMemberNo } from './members';

/** Committee members as the public pages show them (with the field names integrators read). */
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

export const COMMITTEE_TITLE_MAX = 100;
export const COMMITTEE_TERM_MAX = 20;

/** Add to the current committee: an active member's number, the title, and the name (the member's if blank). */
export const ZAddCommitteeMemberInput = z.object({
  member_no: zMemberNo,
  name: zText({ max: 150, tooLong: 'Name must be at most 150 characters' }).optional(),
  title: zText({
    max: COMMITTEE_TITLE_MAX,
    required: 'Enter the title',
    tooLong: `Title must be at most ${COMMITTEE_TITLE_MAX} characters`,
  }),
});
export type AddCommitteeMemberInput = z.input<typeof ZAddCommitteeMemberInput>;

export const ZCommitteeMemberNoParam = z.object({ member_no: zMemberNo });

/** Close the current committee's term: its members become the previous committee of this term. */
export const ZCloseTermInput = z.object({
  term: zText({
    max: COMMITTEE_TERM_MAX,
    required: 'Enter the term',
    tooLong: `Term must be at most ${COMMITTEE_TERM_MAX} characters`,
  }),
});
export type CloseTermInput = z.input<typeof ZCloseTermInput>;

export const ZCloseTermResult = z.object({
  term: z.string(),
  term_label: z.string(),
  moved: z.number().int(),
});
