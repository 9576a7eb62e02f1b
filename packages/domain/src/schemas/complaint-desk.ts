import { z } from 'zod';
import { zText } from './fields';
import { zRecordId } from './member-fields';

/** What the two complaint desks (members' complaints, visitors' complaints) share. */

/** Longest accepted solution, in characters. */
export const SOLUTION_MAX_LENGTH = 5000;
/** The complaint desks list at most this many complaints (the newest). */
export const COMPLAINT_LIST_MAX = 500;

/** Unsolved: only complaints without a solution (the desk's default); all: every complaint. */
const COMPLAINT_FILTERS = ['unsolved', 'all'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];

export const ZComplaintListInput = z.object({
  status: z
    .enum(COMPLAINT_FILTERS, { error: 'Status must be unsolved or all' })
    .default('all')
    .describe('unsolved: only complaints without a solution; all (default): every one'),
});

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

/** The side menu's badge: how many complaints of a desk wait for a solution. */
export const ZComplaintCounts = z.object({
  unsolved: z.number().int(),
  total: z.number().int(),
});
export type ComplaintCounts = z.infer<typeof ZComplaintCounts>;
