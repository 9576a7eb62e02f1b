import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zText } from './fields';
import { zMoment, zOwnMemberNo, zRecordId } from './member-fields';

/** A member's request to correct a profile field: filed by the member, solved (or applied) by an admin. */

export const UPDATE_REQUEST_LIMITS = { field: 60, correctVersion: 1000 } as const;

/** A request to correct a profile field. status is always 'unsolved' at first: a value in the body is ignored. */
export const ZUpdateRequestInput = z.object({
  member_no: zOwnMemberNo,
  field: zText({
    max: UPDATE_REQUEST_LIMITS.field,
    required: 'Name the field to correct',
    tooLong: `The field must be at most ${UPDATE_REQUEST_LIMITS.field} characters`,
  }),
  correct_version: zText({
    max: UPDATE_REQUEST_LIMITS.correctVersion,
    required: 'Write the correct version',
    tooLong: `The correct version must be at most ${UPDATE_REQUEST_LIMITS.correctVersion} characters`,
    multiline: true,
  }),
});
export type NewUpdateRequest = z.output<typeof ZUpdateRequestInput>;

export const ZUpdateRequest = z.object({
  id: z.number().int(),
  member_no: z.string(),
  field: z.string(),
  correct_version: z.string(),
  status: z.enum(['unsolved', 'solved']),
  created_at: zMoment,
  solved_at: zMoment.nullable(),
});
export type UpdateRequest = z.infer<typeof ZUpdateRequest>;

export const ZUpdateRequestListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

/** A data-update request as the admin sees it: the member's number and name beside the request. */
export const ZAdminUpdateRequest = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  field: z.string(),
  correct_version: z.string(),
  status: z.enum(['unsolved', 'solved']),
  created_at: zMoment,
  solved_at: zMoment.nullable(),
});
export type AdminUpdateRequest = z.infer<typeof ZAdminUpdateRequest>;

export const ZUpdateRequestIdInput = z.object({ id: zRecordId });

/** The member fields a request's correction can be written into by Apply. */
export const APPLICABLE_UPDATE_FIELDS = ['name', 'father', 'business', 'address', 'phone'] as const;
