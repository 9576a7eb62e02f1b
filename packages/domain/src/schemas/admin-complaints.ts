import { z } from 'zod';
import { COMPLAINT_TYPES } from '../constants';
import { zText } from './fields';
import { zMoment, zRecordId } from './member-fields';

/** Longest accepted solution, in characters. */
export const SOLUTION_MAX_LENGTH = 5000;
/** The complaint desks list at most this many complaints (the newest). */
export const COMPLAINT_LIST_MAX = 500;

/** Unsolved: only complaints without a solution (the desk's default); all: every complaint. */
export const COMPLAINT_FILTERS = ['unsolved', 'all'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];

export const ZComplaintListInput = z.object({
  status: z
    .enum(COMPLAINT_FILTERS, { error: 'Status must be unsolved or all' })
    .default('all')
    .describe('unsolved: only complaints without a solution; all (default): every one'),
});
export type ComplaintListInput = z.input<typeof ZComplaintListInput>;

/** Solve a complaint: the id in the path, the solution in the body. */
export const ZSolveComplaintInput = z.object({
  id: zRecordId.describe('The complaint'),
  solution: zText({
    max: SOLUTION_MAX_LENGTH,
    required: 'Please write a solution.',
    tooLong: `The solution must be at most ${SOLUTION_MAX_LENGTH} characters`,
    multiline: true,
  }),
});
export type SolveComplaintInput = z.input<typeof ZSolveComplaintInput>;

/** A member's complaint as the admin desk shows it: the member's own view plus their name. */
export const ZAdminObjection = z.object({
  id: z.number().int(),
  member_no: z.string(),
  member_name: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  objection: z.string(),
  submission_timestamp: zMoment,
  solution: z.string().nullable(),
  solution_timestamp: zMoment.nullable(),
});
export type AdminObjection = z.infer<typeof ZAdminObjection>;

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

/** The side menu's badge: how many complaints of a desk wait for a solution. */
export const ZComplaintCounts = z.object({
  unsolved: z.number().int(),
  total: z.number().int(),
});
export type ComplaintCounts = z.infer<typeof ZComplaintCounts>;
