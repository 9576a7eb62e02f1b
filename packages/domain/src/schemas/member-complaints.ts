import { z } from 'zod';
import { COMPLAINT_TYPES } from '../constants';
import { zText } from './fields';
import { zMoment, zOwnMemberNo } from './member-fields';

/** A member's complaints (objections in the member's words): filed by the member, solved at the admin desk. */

export const ZMemberComplaint = z.object({
  id: z.number().int(),
  member_no: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  objection: z.string(),
  submission_timestamp: zMoment,
  solution: z.string().nullable(),
  solution_timestamp: zMoment.nullable(),
});
export type MemberComplaint = z.infer<typeof ZMemberComplaint>;

export const ZComplaintsSummary = z.object({
  success: z.literal(true),
  data: z.object({
    total: z.number().int(),
    solved: z.number().int(),
    unsolved: z.number().int(),
    unsolvedList: z.array(ZMemberComplaint),
  }),
});
export type ComplaintsSummary = z.infer<typeof ZComplaintsSummary>;

export const MEMBER_COMPLAINT_MAX_LENGTH = 5000;

/** The complaint form. submission_timestamp is the server's clock: a value in the body is ignored. */
export const ZMemberComplaintInput = z.object({
  member_no: zOwnMemberNo,
  type: z
    .enum(COMPLAINT_TYPES, { error: 'Choose legal matter or general objection' })
    .default('legal matter'),
  objection: zText({
    max: MEMBER_COMPLAINT_MAX_LENGTH,
    required: 'Write your objection',
    tooLong: `The objection must be at most ${MEMBER_COMPLAINT_MAX_LENGTH} characters`,
    multiline: true,
  }),
});
export type NewMemberComplaint = z.output<typeof ZMemberComplaintInput>;

export const ZMemberComplaintListInput = z.object({
  member_no: zText({
    max: 20,
    digits: true,
    required: 'Member is required',
    tooLong: 'Member number is too long',
  }),
});

/** A member's complaint as the admin desk shows it: the member's own view plus their name. */
export const ZAdminMemberComplaint = z.object({
  id: z.number().int(),
  member_no: z.string(),
  member_name: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  objection: z.string(),
  submission_timestamp: zMoment,
  solution: z.string().nullable(),
  solution_timestamp: zMoment.nullable(),
});
export type AdminMemberComplaint = z.infer<typeof ZAdminMemberComplaint>;
