import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { zText } from './fields';
import { ZHumanProof } from './human-proof';
import { zMoment } from './member-fields';
import { ZBdMobilePhone } from './phone';

/** Optional free text: trimmed, and blank (the form's empty field) stored as null. */
const optionalText = (max: number, label: string, digits = false) =>
  zText({ max, digits, tooLong: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** The File A Complaint form: name, phone and issue required; member_no and business optional. */
export const ZPublicComplaintInput = z.object({
  name: zText({
    max: TEXT_MAX_LENGTH.complaintName,
    required: 'Enter your name',
    tooLong: `Name must be at most ${TEXT_MAX_LENGTH.complaintName} characters`,
  }),
  phone: ZBdMobilePhone,
  member_no: optionalText(TEXT_MAX_LENGTH.memberNo, 'Member No', true),
  business: optionalText(TEXT_MAX_LENGTH.business, 'Business Name'),
  issue: zText({
    max: TEXT_MAX_LENGTH.complaintIssue,
    required: 'Describe your issue',
    tooLong: `The issue must be at most ${TEXT_MAX_LENGTH.complaintIssue} characters`,
    multiline: true,
  }),
});
export type PublicComplaintInput = z.input<typeof ZPublicComplaintInput>;
export type PublicComplaint = z.output<typeof ZPublicComplaintInput>;

/** What public.publicComplaints.create takes: the form and the proof that a person sent it (decision 027). */
export const ZPublicComplaintWithProof = ZPublicComplaintInput.extend({ proof: ZHumanProof });
export type PublicComplaintWithProof = z.input<typeof ZPublicComplaintWithProof>;

export const ZPublicComplaintResult = z.object({ success: z.literal(true) });

/** A visitor's complaint: who filed it, against whom, and its solution. */
export const ZAdminPublicComplaint = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  member_no: z.string().nullable(),
  business: z.string().nullable().describe('The business name the visitor wrote'),
  member_business: z
    .string()
    .nullable()
    .describe("The named member's business on record (null when no member has that number)"),
  issue: z.string(),
  submission_timestamp: zMoment,
  solution: z.string().nullable(),
  solution_timestamp: zMoment.nullable(),
});
export type AdminPublicComplaint = z.infer<typeof ZAdminPublicComplaint>;
