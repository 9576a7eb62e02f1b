import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import { zText } from './fields';
import { zMemberNo } from './members';

/** Committee members as the public pages show them (with the field names integrators read). */
export const ZCurrentCommitteeMember = z.object({
  id: z.number().int(),
  member_no: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  pic: z.string().nullable(),
  /** The register number ('2026/14') of the resolution that co-opted the member; null for an elected one. */
  resolution: z.string().nullable(),
});

/**
 * A resolution's number in the register, 'YYYY/N' (the year it was numbered and its place in that year). A
 * change to the committee outside an election's results names the adopted resolution that decided it.
 */
export const zResolutionNo = z
  .string({ error: 'Enter the resolution number' })
  .trim()
  .overwrite(toAsciiDigits)
  .min(1, 'Enter the resolution number')
  .regex(/^\d{4}\/\d{1,6}$/, 'Write the register number as year/number, e.g. 2026/14');

export const ZCommitteeResolutionInput = z.object({ resolution: zResolutionNo });

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
  resolution: zResolutionNo,
});
export type AddCommitteeMemberInput = z.input<typeof ZAddCommitteeMemberInput>;

export const ZCommitteeMemberNoParam = z.object({ member_no: zMemberNo });
export const ZRemoveCommitteeMemberInput = ZCommitteeMemberNoParam.extend({ resolution: zResolutionNo });

/** Close the current committee's term: its members become the previous committee of this term. */
export const ZCloseTermInput = z.object({
  term: zText({
    max: COMMITTEE_TERM_MAX,
    digits: true,
    required: 'Enter the term',
    tooLong: `Term must be at most ${COMMITTEE_TERM_MAX} characters`,
  }),
  resolution: zResolutionNo,
});
export type CloseTermInput = z.input<typeof ZCloseTermInput>;

export const ZCloseTermResult = z.object({
  term: z.string(),
  term_label: z.string(),
  moved: z.number().int(),
});
