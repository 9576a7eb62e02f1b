import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX, MEMBERS_PAGE_SIZE, TEXT_MAX_LENGTH } from '../constants';
import { queryInt, zText } from './fields';

export const ZMemberListInput = z
  .object({
    limit: queryInt(1, LIST_LIMIT_MAX).optional().describe(`Page size; the web uses ${MEMBERS_PAGE_SIZE}`),
    offset: queryInt(0, LIST_OFFSET_MAX).optional(),
  })
  .refine((v) => v.offset === undefined || v.limit !== undefined, {
    message: 'offset needs limit',
    path: ['offset'],
  });

export const ZMemberSearchInput = z.object({
  search: zText({ max: TEXT_MAX_LENGTH.search, required: 'Enter a member number, name or business' }),
});

/**
 * A member as the public sees it, with the original product's field names. A logged-in member's own
 * profile is the same record (ZMemberSelf).
 */
export const ZPublicMember = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  father: z.string(),
  business: z.string(),
  address: z.string(),
  phone: z.string(),
  pic: z.string().nullable(),
});
export type PublicMember = z.infer<typeof ZPublicMember>;
