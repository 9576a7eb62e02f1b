import { z } from 'zod';
import { zText } from './fields';
import { zOwnMemberNo } from './member-fields';

export const NOMINEE_LIMITS = { name: 150, relation: 60, nidBcr: 30, cellNo: 30, address: 300 } as const;

/** A phone as people write it: digits with an optional leading +, spaces or dashes between. */
const PHONE_LIKE = /^\+?[0-9][0-9 -]{4,28}[0-9]$/;

/** The nominee form: all five fields required (the web form validates with this same schema). */
export const ZNomineeFields = z.object({
  name: zText({
    max: NOMINEE_LIMITS.name,
    required: 'Enter the nominee’s name',
    tooLong: 'Name is too long',
  }),
  relation: zText({
    max: NOMINEE_LIMITS.relation,
    required: 'Enter the relation',
    tooLong: 'Relation is too long',
  }),
  nid_bcr: zText({
    max: NOMINEE_LIMITS.nidBcr,
    digits: true,
    required: 'Enter the NID or birth certificate number',
    tooLong: 'NID / BCR is too long',
  }),
  cell_no: zText({
    max: NOMINEE_LIMITS.cellNo,
    digits: true,
    required: 'Enter the cell number',
    tooLong: 'Cell number is too long',
  })
    .refine((value) => PHONE_LIKE.test(value), 'Cell number must be a phone number like 01711000000')
    .meta({ pattern: PHONE_LIKE.source, example: '01711000000' }),
  address: zText({
    max: NOMINEE_LIMITS.address,
    required: 'Enter the address',
    tooLong: 'Address is too long',
  }),
});
export type NomineeFields = z.infer<typeof ZNomineeFields>;

export const ZNomineeInput = ZNomineeFields.extend({ member_no: zOwnMemberNo });

export const ZNominee = z.object({
  name: z.string(),
  relation: z.string(),
  nid_bcr: z.string(),
  cell_no: z.string(),
  address: z.string(),
});
export type Nominee = z.infer<typeof ZNominee>;

export const ZNomineeResult = z.object({ success: z.literal(true), nominee: ZNominee.nullable() });
export type NomineeResult = z.infer<typeof ZNomineeResult>;
